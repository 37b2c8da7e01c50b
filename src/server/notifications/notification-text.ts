import type { Notification } from "../../shared/api/notifications";
import { AI_DISPLAY_NAMES, type AiName, type NotificationKind } from "../../shared/constants";
import { formatCredits as credits, formatDate } from "../../shared/i18n/format";
import { scoredPicksText, type ScoredPicksDay } from "../../shared/scored-picks-day";

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
  /** How the match's duel was won: on points, or on the tiebreak when both scored the same. */
  duelDecidedBy: "points" | "tiebreak" | null;
  /** The match was called off (its score, if any, is where play stopped). */
  cancelled: boolean;
  stake: number | null;
  /** The player's pick of the match, for a reminder (which asks for one only while there is none). */
  pick: string | null;
  /** A scored-picks entry's UTC kick-off day (YYYY-MM-DD), picks and exact hits; `amount` is their points. */
  day: string | null;
  picks: number | null;
  exact: number | null;
  /** When the entry last changed (a scored-picks entry changes with each settlement of its day). */
  changedAt: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Minutes to kick-off as a reminder says them: '15 minutes', '1 hour', '24 hours'. */
export function leadText(minutes: number): string {
  return minutes < 60 ? plural(minutes, "minute") : plural(Math.round(minutes / 60), "hour");
}

/**
 * A kick-off reminder's title and line, the same in the bell, a push and an e-mail, written from the
 * player's pick as it is when shown or sent: one for a match they have not picked asks for the pick (the
 * unpicked group's says so first), and once they have picked it says their pick and never asks for one
 * (docs/rules.md#reminders).
 */
export function reminderText(fixture: string, minutes: number, pick: string | null, unpickedGroup: boolean): { title: string; body: string } {
  const lead = leadText(minutes);
  if (pick !== null) return { title: `${fixture} kicks off in ${lead}`, body: `Your pick is ${pick}. You can change it until kick-off.` };
  return unpickedGroup
    ? { title: `You haven't picked ${fixture}: kick-off in ${lead}`, body: "Picks lock at kick-off: make yours now." }
    : { title: `${fixture} kicks off in ${lead}`, body: "Make your pick or back an oracle before kick-off." };
}

/**
 * A settled bet in the result screen's words (src/shared/duel-verdict.ts): who saw clearer and, when
 * both oracles scored the same, that the tiebreak decided; a refund says the duel was a tie, or that
 * the match was called off. A win is written as its payout, the total returned, as the Betting History
 * and the match page write it, and not as a "+" gain (docs/decisions.md).
 */
function betSettled(row: NotificationRow, fixture: string, result: string, amount: number): { title: string; body: string } {
  const backed = row.aiSelected;
  const oracle = backed ? AI_DISPLAY_NAMES[backed] : "your oracle";
  const stake = credits(Number(row.stake ?? 0));
  if (row.detail === "void") {
    const why = row.cancelled ? `${fixture} was called off` : `${result}: the duel was a tie`;
    return { title: `Bet refunded: ${credits(amount)}`, body: `${why}, so your stake came back.` };
  }
  const won = row.detail === "won";
  const winner = won ? oracle : backed ? AI_DISPLAY_NAMES[backed === "ChatGPT" ? "Grok" : "ChatGPT"] : null;
  const title = won ? `Bet won: ${credits(amount)}` : "Bet lost";
  const paid = `Your ${stake} stake paid ${credits(amount)}.`;
  if (row.duelDecidedBy === "tiebreak" && winner) {
    const why = `${result}: level on points, ${winner} saw it clearer on the tiebreak.`;
    return { title, body: won ? `${why} ${paid}` : `${why} Your ${stake} on ${oracle} is gone.` };
  }
  return { title, body: won ? `${result}: ${oracle} saw it clearer. ${paid}` : `${result}: your ${stake} on ${oracle} is gone.` };
}

/** A notification's title, text and link, in the product's words; a row whose subject is gone keeps a plain text. */
export function renderNotification(row: NotificationRow, now = new Date()): Notification {
  const fixture = row.homeTeam && row.awayTeam ? `${row.homeTeam} vs ${row.awayTeam}` : "A match";
  const result = row.homeTeam && row.awayTeam && row.actualScore ? `${row.homeTeam} ${row.actualScore} ${row.awayTeam}` : fixture;
  const amount = Number(row.amount ?? 0);
  const who = row.otherUsername ?? "A player";
  const league = row.leagueName ?? "your league";
  const matchLink = row.matchId ? `/match/${row.matchId}` : "/";
  const leagueLink = row.leagueId ? `/leagues/${row.leagueId}` : "/leagues";
  const text = ((): { title: string; body: string; link: string } => {
    switch (row.kind) {
      case "bet_settled":
        return { ...betSettled(row, fixture, result, amount), link: matchLink };
      case "pick_scored":
        return {
          title: scoredPicksText(scoredPicksOf(row), now),
          body: "See where you stand on the Prophets table.",
          link: "/prophets",
        };
      case "referral_joined":
        return { title: `${who} joined with your code`, body: `You both got ${credits(amount)}.`, link: "/referrals" };
      case "referral_bonus":
        return { title: `${who} placed their first bet`, body: `Your referral bonus of ${credits(amount)} is in.`, link: "/referrals" };
      case "league_joined":
        return { title: `${who} joined ${league}`, body: "Your league has a new member. See the table.", link: leagueLink };
      case "prophet_badge": {
        // The week's Monday as the client's badges write it; league weeks are counted in UTC.
        const week = row.detail ? formatDate(row.detail, new Date(), "UTC") : "last week";
        return {
          title: `Prophet of the Week in ${league}`,
          body: `You topped the week of ${week} with ${plural(amount, "point")}. Share your badge from the table.`,
          link: leagueLink,
        };
      }
      case "kickoff_reminder":
        return { ...reminderText(fixture, amount, row.pick, row.detail === "unpicked"), link: matchLink };
    }
  })();
  const scoredPicks = row.kind === "pick_scored" ? scoredPicksOf(row) : null;
  return { id: row.id, kind: row.kind, ...text, scoredPicks, read: row.read, createdAt: row.createdAt, changedAt: row.changedAt };
}

/** A scored-picks entry's figures: it is stored as these, and each place that shows it writes its sentence. */
function scoredPicksOf(row: NotificationRow): ScoredPicksDay {
  return { day: row.day ?? "", picks: row.picks ?? 0, points: Number(row.amount ?? 0), exact: row.exact ?? 0 };
}
