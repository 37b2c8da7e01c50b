import { leagueBanterLink } from "../../shared/banter-link";
import type { Notification } from "../../shared/api/notifications";
import { AI_DISPLAY_NAMES, type AiName, type NotificationKind } from "../../shared/constants";
import { defineServerArea } from "../../shared/i18n/catalogue";
import { formatCount, formatCredits, formatDate, formatMonth } from "../../shared/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "../../shared/i18n/locales";
import { scoredDayName, type ScoredPicksDay } from "../../shared/scored-picks-day";
import { leagueTableQuery, seasonYears } from "../../shared/season";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import ptBR from "./messages/pt-BR.json";

// Every notification's words in the reader's language (docs/decisions.md#languages): the bell's in the
// language of whoever asks, a push's and an e-mail's in the recipient's account language.
export const notificationWords = defineServerArea("server/notifications/messages", { en, "pt-BR": ptBR, es, de });

/** A figure inside a sentence: as English always wrote it (no separators), else as the language writes counts. */
const shown = (n: number, locale: Locale) => (locale === "en" ? String(n) : formatCount(n, locale));

/** A match as the texts name it: "Arsenal vs Chelsea", "Arsenal x Chelsea", "Arsenal – Chelsea". */
export function fixtureText(home: string, away: string, locale: Locale = DEFAULT_LOCALE): string {
  return notificationWords(locale)("fixture", { home, away });
}

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
  /** A league week's place (shared when level) among its members; `amount` is the week's points. */
  place: number | null;
  members: number | null;
  /** When the entry last changed (a scored-picks entry changes with each settlement of its day). */
  changedAt: string;
}

/** Minutes to kick-off as a reminder says them: '15 minutes', '1 hour', '24 hours'. */
export function leadText(minutes: number, locale: Locale = DEFAULT_LOCALE): string {
  const t = notificationWords(locale);
  return minutes < 60 ? t("lead.minutes", { count: minutes }) : t("lead.hours", { count: Math.round(minutes / 60) });
}

/**
 * A kick-off reminder's title and line, the same in the bell, a push and an e-mail, written from the
 * player's pick as it is when shown or sent: one for a match they have not picked asks for the pick (the
 * unpicked group's says so first), and once they have picked it says their pick and never asks for one
 * (docs/rules.md#reminders).
 */
export function reminderText(
  fixture: string,
  minutes: number,
  pick: string | null,
  unpickedGroup: boolean,
  locale: Locale = DEFAULT_LOCALE,
): { title: string; body: string } {
  const t = notificationWords(locale);
  const lead = leadText(minutes, locale);
  if (pick !== null) return { title: t("reminder.title", { fixture, lead }), body: t("reminder.picked", { pick }) };
  return unpickedGroup
    ? { title: t("reminder.unpickedTitle", { fixture, lead }), body: t("reminder.unpickedBody") }
    : { title: t("reminder.title", { fixture, lead }), body: t("reminder.body") };
}

/**
 * A settled bet in the result screen's words (src/shared/duel-verdict.ts): who saw clearer and, when
 * both oracles scored the same, that the tiebreak decided; a refund says the duel was a tie, or that
 * the match was called off. A win is written as its payout, the total returned, as the Betting History
 * and the match page write it, and not as a "+" gain (docs/decisions.md).
 */
function betSettled(row: NotificationRow, fixture: string, result: string, amount: number, locale: Locale): { title: string; body: string } {
  const t = notificationWords(locale);
  const credits = (n: number) => formatCredits(n, locale);
  const backed = row.aiSelected;
  const oracle = backed ? AI_DISPLAY_NAMES[backed] : t("oracle.unknown");
  const stake = credits(Number(row.stake ?? 0));
  if (row.detail === "void") {
    const body = row.cancelled ? t("bet.calledOff", { fixture }) : t("bet.tie", { result });
    return { title: t("bet.refundedTitle", { credits: credits(amount) }), body };
  }
  const won = row.detail === "won";
  const winner = won ? oracle : backed ? AI_DISPLAY_NAMES[backed === "ChatGPT" ? "Grok" : "ChatGPT"] : null;
  const title = won ? t("bet.wonTitle", { credits: credits(amount) }) : t("bet.lostTitle");
  const values = { result, oracle, stake, payout: credits(amount) };
  if (row.duelDecidedBy === "tiebreak" && winner) {
    return { title, body: t(won ? "bet.wonTiebreak" : "bet.lostTiebreak", { ...values, winner }) };
  }
  return { title, body: t(won ? "bet.won" : "bet.lost", values) };
}

/**
 * A scored-picks entry's sentence in `locale`, as scoredPicksText (src/shared/scored-picks-day.ts) writes
 * it in English: "Your 8 picks on Saturday scored 23 points, 1 exact.", "Seu palpite de sábado fez 3 pontos.".
 */
export function scoredPicksSentence(entry: ScoredPicksDay, now: Date, locale: Locale = DEFAULT_LOCALE): string {
  const values = {
    picks: entry.picks,
    picksShown: shown(entry.picks, locale),
    day: scoredDayName(entry.day, now, locale),
    points: entry.points,
    pointsShown: shown(entry.points, locale),
  };
  const t = notificationWords(locale);
  return entry.exact > 0
    ? t("scored.titleExact", { ...values, exact: entry.exact, exactShown: shown(entry.exact, locale) })
    : t("scored.title", values);
}

/** A notification's title, text and link, in the product's words in `locale`; a row whose subject is gone keeps a plain text. */
export function renderNotification(row: NotificationRow, now = new Date(), locale: Locale = DEFAULT_LOCALE): Notification {
  const t = notificationWords(locale);
  const credits = (n: number) => formatCredits(n, locale);
  const fixture = row.homeTeam && row.awayTeam ? fixtureText(row.homeTeam, row.awayTeam, locale) : t("fixture.unknown");
  const result = row.homeTeam && row.awayTeam && row.actualScore ? `${row.homeTeam} ${row.actualScore} ${row.awayTeam}` : fixture;
  const amount = Number(row.amount ?? 0);
  const who = row.otherUsername ?? t("player.unknown");
  const league = row.leagueName;
  const matchLink = row.matchId ? `/match/${row.matchId}` : "/";
  const leagueLink = row.leagueId ? `/leagues/${row.leagueId}` : "/leagues";
  const text = ((): { title: string; body: string; link: string } => {
    switch (row.kind) {
      case "bet_settled":
        return { ...betSettled(row, fixture, result, amount, locale), link: matchLink };
      case "pick_scored":
        return { title: scoredPicksSentence(scoredPicksOf(row), now, locale), body: t("scored.body"), link: "/prophets" };
      case "referral_joined":
        return { title: t("referral.joinedTitle", { who }), body: t("referral.joinedBody", { credits: credits(amount) }), link: "/referrals" };
      case "referral_bonus":
        return { title: t("referral.bonusTitle", { who }), body: t("referral.bonusBody", { credits: credits(amount) }), link: "/referrals" };
      case "league_joined":
        return {
          title: league !== null ? t("league.joinedTitle", { who, league }) : t("league.joinedTitleUnnamed", { who }),
          body: t("league.joinedBody"),
          link: leagueLink,
        };
      case "league_owner":
        return {
          title: league !== null ? t("league.ownerTitle", { who, league }) : t("league.ownerTitleUnnamed", { who }),
          body: t("league.ownerBody"),
          link: leagueLink,
        };
      case "league_banter": {
        // The count since the player last read the banter, and the newest post's writer and opening words.
        const values = { count: amount, countShown: shown(amount, locale), league: league ?? "" };
        return {
          title: league !== null ? t("banter.title", values) : t("banter.titleUnnamed", values),
          body: row.detail !== null ? t("banter.body", { who, text: row.detail }) : t("banter.bodyDeleted", { who }),
          link: row.leagueId ? leagueBanterLink(row.leagueId) : leagueLink,
        };
      }
      case "prophet_badge": {
        // The week's Monday as the client's badges write it; league weeks are counted in UTC.
        const points = { points: amount, pointsShown: shown(amount, locale) };
        return {
          title: league !== null ? t("prophet.title", { league }) : t("prophet.titleUnnamed"),
          body: row.detail
            ? t("prophet.body", { ...points, week: formatDate(row.detail, new Date(), "UTC", locale) })
            : t("prophet.bodyLastWeek", points),
          link: leagueLink,
        };
      }
      case "league_week": {
        const values = placeValues(row, locale);
        return {
          title: league !== null ? t("week.title", { ...values, league }) : t("week.titleUnnamed", values),
          body: t("week.body", { points: amount, pointsShown: shown(amount, locale), week: formatDate(row.detail ?? "", new Date(), "UTC", locale) }),
          // The week's own table, as it ended (the league page opens on it).
          link: row.leagueId && row.detail ? `/leagues/${row.leagueId}?${leagueTableQuery("week", row.detail)}` : leagueLink,
        };
      }
      case "league_month":
      case "league_season": {
        const period = row.kind === "league_month" ? "month" : "season";
        const from = row.detail ?? "";
        const named = period === "month" ? formatMonth(from, locale) : t("period.season", { years: seasonYears(from) });
        const values = { ...placeValues(row, locale), period: named };
        // The first with a point won it; anyone else, a level first on none included, finished somewhere.
        const won = row.place === 1 && amount > 0;
        const title = won
          ? league !== null
            ? t("period.wonTitle", { period: named, league })
            : t("period.wonTitleUnnamed", { period: named })
          : league !== null
            ? t("period.title", { ...values, league })
            : t("period.titleUnnamed", values);
        return {
          title,
          body: t("period.body", { points: amount, pointsShown: shown(amount, locale) }),
          link: row.leagueId && row.detail ? `/leagues/${row.leagueId}?${leagueTableQuery(period, row.detail)}` : leagueLink,
        };
      }
      case "kickoff_reminder":
        return { ...reminderText(fixture, amount, row.pick, row.detail === "unpicked", locale), link: matchLink };
    }
  })();
  const scoredPicks = row.kind === "pick_scored" ? scoredPicksOf(row) : null;
  return { id: row.id, kind: row.kind, ...text, scoredPicks, read: row.read, createdAt: row.createdAt, changedAt: row.changedAt };
}

/** A league notice's place and the league's size, as its sentence writes them. */
function placeValues(row: NotificationRow, locale: Locale) {
  const place = row.place ?? 0;
  return { place, placeShown: shown(place, locale), members: shown(row.members ?? 0, locale) };
}

/** A scored-picks entry's figures: it is stored as these, and each place that shows it writes its sentence. */
function scoredPicksOf(row: NotificationRow): ScoredPicksDay {
  return { day: row.day ?? "", picks: row.picks ?? 0, points: Number(row.amount ?? 0), exact: row.exact ?? 0 };
}
