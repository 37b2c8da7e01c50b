import type { Match, MatchStatus } from "./api/matches";
import { AI_DISPLAY_NAMES, AI_NAMES, type AiName } from "./constants";
import type { Words } from "./i18n/words";

// The arena's sections, a match's status as displayed and its badges (docs/rules.md#matches), as pure functions.

/** More than this many bets makes a match trending (docs/rules.md#matches). */
export const TRENDING_BET_COUNT = 10;
/** More than this many bets shows 'High activity - Limited spots available' (docs/rules.md#matches). */
export const HIGH_ACTIVITY_BET_COUNT = 50;

/** The value of the league filter that shows every league. */
export const ALL_LEAGUES = "all";

/**
 * The status a card shows: an upcoming match whose kick-off has passed shows as completed on the client until
 * the server's word, which moves it live at kick-off and pushes that within the second (docs/rules.md#kick-off).
 */
export function displayStatus(match: Pick<Match, "status" | "matchDate">, nowMs: number): MatchStatus {
  if (match.status === "upcoming" && Date.parse(match.matchDate) <= nowMs) return "completed";
  return match.status;
}

/** Upcoming Battles order: featured first, then by kick-off ascending (id breaks ties for a stable list). */
export function orderUpcoming<T extends Pick<Match, "id" | "featured" | "matchDate">>(matches: readonly T[]): T[] {
  return [...matches].sort((a, b) => Number(b.featured) - Number(a.featured) || Date.parse(a.matchDate) - Date.parse(b.matchDate) || a.id - b.id);
}

/** Match History: completed matches, most recent first. */
export function orderHistory<T extends Pick<Match, "id" | "status" | "matchDate">>(matches: readonly T[]): T[] {
  return matches.filter((m) => m.status === "completed").sort((a, b) => Date.parse(b.matchDate) - Date.parse(a.matchDate) || b.id - a.id);
}

export function isTrending(betCount: number): boolean {
  return betCount > TRENDING_BET_COUNT;
}

export function isHighActivity(betCount: number): boolean {
  return betCount > HIGH_ACTIVITY_BET_COUNT;
}

/** The distinct league names found in the matches, alphabetically: the league filter's options. */
export function leagues(matches: readonly Pick<Match, "leagueName">[]): string[] {
  return [...new Set(matches.map((m) => m.leagueName))].sort();
}

/** The matches of one league, or all of them for ALL_LEAGUES. */
export function filterByLeague<T extends Pick<Match, "leagueName">>(matches: readonly T[], league: string): T[] {
  return league === ALL_LEAGUES ? [...matches] : matches.filter((m) => m.leagueName === league);
}

/** How many open matches the arena's "Next to kick off" strip offers at most (docs/rules.md#page-arena). */
export const NEXT_TO_KICK_OFF = 3;

type BettableMatch = Pick<Match, "id" | "status" | "matchDate"> & { predictions: readonly { aiName: string }[] };

/**
 * Open for betting as the server judges it (docs/rules.md#betting-window): upcoming, kick-off still ahead, and both
 * oracles have spoken.
 */
export function isOpenForBetting(match: BettableMatch, nowMs: number): boolean {
  return match.status === "upcoming" && Date.parse(match.matchDate) > nowMs && AI_NAMES.every((ai) => match.predictions.some((p) => p.aiName === ai));
}

/** The arena's "Next to kick off": the soonest matches still open for betting, soonest first (id breaks ties). */
export function nextToKickOff<T extends BettableMatch>(matches: readonly T[], nowMs: number, count = NEXT_TO_KICK_OFF): T[] {
  return matches
    .filter((m) => isOpenForBetting(m, nowMs))
    .sort((a, b) => Date.parse(a.matchDate) - Date.parse(b.matchDate) || a.id - b.id)
    .slice(0, count);
}

/**
 * Why a player cannot back an oracle again: the match page's words, said wherever a Back button is locked by a bet.
 * English unless `words` (an area with the id "backed", "You backed {ai}") give the page's language.
 */
export function backedReason(aiSelected: AiName, words?: Words<"backed">): string {
  if (words) return words.t("backed", { ai: AI_DISPLAY_NAMES[aiSelected] });
  return `You backed ${AI_DISPLAY_NAMES[aiSelected]}`;
}
