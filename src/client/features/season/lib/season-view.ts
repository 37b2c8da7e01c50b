import type { MySeasonAnswer, SeasonChoice, SeasonCompetition, SeasonOverview } from "@shared/api/season";
import { commitSeasonAnswer } from "@shared/season-answer";

// What the season page works out from GET /api/season before drawing it (docs/rules.md#season-questions).

/** Whether answers can still change by the browser's clock: not sealed, and the deadline still ahead. */
export const isOpen = (competition: SeasonCompetition, now: number): boolean => !competition.sealed && Date.parse(competition.deadline) > now;

/** Whether a deadline has passed and its questions are not sealed yet: the page reads them again until they are. */
export const awaitingSeal = (overview: SeasonOverview, now: number): boolean =>
  overview.competitions.some((competition) => !competition.sealed && Date.parse(competition.deadline) <= now);

/**
 * The competitions in the order the page shows them: those still open, soonest deadline first (what the player can
 * still answer, the most urgent on top), then the closed ones, latest deadline first.
 */
export function orderCompetitions(competitions: readonly SeasonCompetition[], now: number): SeasonCompetition[] {
  const deadline = (c: SeasonCompetition) => Date.parse(c.deadline);
  const open = competitions.filter((c) => isOpen(c, now)).sort((a, b) => deadline(a) - deadline(b));
  const closed = competitions.filter((c) => !isOpen(c, now)).sort((a, b) => deadline(b) - deadline(a));
  return [...open, ...closed];
}

/** The competitions shown with more than one season (the open one and the last scored): their jump links name the season. */
export function shownTwice(competitions: readonly SeasonCompetition[]): Set<number> {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const { leagueId } of competitions) (seen.has(leagueId) ? twice : seen).add(leagueId);
  return twice;
}

/** An anchor for a competition's section, so the page's list of competitions can jump to it. */
export const competitionAnchor = (competition: SeasonCompetition): string => `season-${competition.leagueId}-${competition.season}`;

/** Text as a search compares it: lower case, accents dropped ("Mbappé" is found by "mbappe"), spaces squeezed. */
export function searchable(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The choices whose name or club holds every word typed, in their order; all of them for an empty search. */
export function filterChoices(choices: readonly SeasonChoice[], query: string): SeasonChoice[] {
  const words = searchable(query).split(" ").filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((choice) => {
    const text = searchable(`${choice.value} ${choice.club ?? ""}`);
    return words.every((word) => text.includes(word));
  });
}

/** A chance as the page writes it: a percentage (0-100) from the API's fraction (0-1). */
export const percentOf = (fraction: number): number => fraction * 100;

export type Movement = { direction: "up" | "down" | "same"; points: number } | { direction: "none" };

/**
 * How odds moved since the matchday before, in percentage points to one decimal (the API sends the change of the
 * fraction): "none" without an earlier reading, "same" when it rounds to nothing.
 */
export function movement(moved: number | null): Movement {
  if (moved === null) return { direction: "none" };
  const points = Math.round(Math.abs(moved) * 1000) / 10;
  if (points === 0) return { direction: "same", points: 0 };
  return { direction: moved > 0 ? "up" : "down", points };
}

/** How many answers the crowd's shares list before the rest fold away. */
export const SHARES_SHOWN = 5;

/**
 * Recomputes the player's sealed answer in the browser (shared/season-answer.ts): true when the hash the server
 * showed is the question, the answer and the salt, so nobody changed the answer after the deadline.
 */
export async function sealMatches(questionId: number, mine: MySeasonAnswer): Promise<boolean> {
  if (!mine.seal) return false;
  const commitment = await commitSeasonAnswer({ questionId, answer: mine.answer, salt: mine.seal.salt });
  return commitment === mine.seal.commitment.toLowerCase();
}
