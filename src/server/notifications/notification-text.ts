import type { Notification } from "../../shared/api/notifications";
import { AI_DISPLAY_NAMES, type AiName, type NotificationKind } from "../../shared/constants";

/** A stored notification with what its reply needs from the rows it points at (notifications.service.ts). */
export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  amount: number | null;
  detail: string | null;
  read: boolean;
  createdAt: string;
  matchId: number | null;
  homeTeam: string | null;
  awayTeam: string | null;
  actualScore: string | null;
  leagueId: number | null;
  leagueName: string | null;
  otherUsername: string | null;
  aiSelected: AiName | null;
  stake: number | null;
  pick: string | null;
}

const credits = (n: number) => `₡${n.toLocaleString("en-US")}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Minutes to kick-off as a reminder says them: '15 minutes', '1 hour', '24 hours'. */
export function leadText(minutes: number): string {
  return minutes < 60 ? plural(minutes, "minute") : plural(Math.round(minutes / 60), "hour");
}

/** A notification's title, text and link, in the product's words; a row whose subject is gone keeps a plain text. */
export function renderNotification(row: NotificationRow): Notification {
  const fixture = row.homeTeam && row.awayTeam ? `${row.homeTeam} vs ${row.awayTeam}` : "A match";
  const result = row.homeTeam && row.awayTeam && row.actualScore ? `${row.homeTeam} ${row.actualScore} ${row.awayTeam}` : fixture;
  const oracle = row.aiSelected ? AI_DISPLAY_NAMES[row.aiSelected] : "your oracle";
  const amount = Number(row.amount ?? 0);
  const who = row.otherUsername ?? "A player";
  const league = row.leagueName ?? "your league";
  const matchLink = row.matchId ? `/match/${row.matchId}` : "/";
  const leagueLink = row.leagueId ? `/leagues/${row.leagueId}` : "/leagues";
  const text = ((): { title: string; body: string; link: string } => {
    switch (row.kind) {
      case "bet_settled":
        if (row.detail === "won") return { title: `Bet won: +${credits(amount)}`, body: `${result}: ${oracle} saw it clearer.`, link: matchLink };
        if (row.detail === "void")
          return { title: `Bet refunded: ${credits(amount)}`, body: `${fixture}: the duel was void, so your stake came back.`, link: matchLink };
        return { title: "Bet lost", body: `${result}: your ${credits(Number(row.stake ?? 0))} on ${oracle} is gone.`, link: matchLink };
      case "pick_scored":
        return {
          title: `Your pick scored ${plural(amount, "point")}`,
          body: row.pick ? `${result}: you called ${row.pick}.` : `${result}.`,
          link: matchLink,
        };
      case "referral_joined":
        return { title: `${who} joined with your code`, body: `You both got ${credits(amount)}.`, link: "/referrals" };
      case "referral_bonus":
        return { title: `${who} placed their first bet`, body: `Your referral bonus of ${credits(amount)} is in.`, link: "/referrals" };
      case "league_joined":
        return { title: `${who} joined ${league}`, body: "Your league has a new member. See the table.", link: leagueLink };
      case "prophet_badge": {
        const week = row.detail ? new Date(row.detail).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" }) : "last week";
        return {
          title: `Prophet of the Week in ${league}`,
          body: `You topped the week of ${week} with ${plural(amount, "point")}. Share your badge from the table.`,
          link: leagueLink,
        };
      }
      case "kickoff_reminder":
        return { title: `${fixture} kicks off in ${leadText(amount)}`, body: "Make your pick or back an oracle before kick-off.", link: matchLink };
    }
  })();
  return { id: row.id, kind: row.kind, ...text, read: row.read, createdAt: row.createdAt };
}
