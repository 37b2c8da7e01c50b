import { JOKER_MULTIPLIER, POINTS, type AiName } from "./constants";

// Scoring, with "goal difference" read as the margin |home − away| (docs/rules.md#scoring).

export interface Score {
  home: number;
  away: number;
}
export type Outcome = "home" | "away" | "draw";

const SCORE_PATTERN = /^(\d{1,2})-(\d{1,2})$/;

/** Parses "H-A" (home first); null when it is not a score. */
export function parseScore(text: string | null | undefined): Score | null {
  const match = SCORE_PATTERN.exec(text?.trim() ?? "");
  if (!match) return null;
  return { home: Number(match[1]), away: Number(match[2]) };
}

export function formatScore(score: Score): string {
  return `${score.home}-${score.away}`;
}

export function sameScore(a: Score, b: Score): boolean {
  return a.home === b.home && a.away === b.away;
}

export function outcomeOf(score: Score): Outcome {
  if (score.home > score.away) return "home";
  if (score.home < score.away) return "away";
  return "draw";
}

/** Points for one prediction; only the highest rule applies: exact 10, outcome 5, margin 3, else 0. */
export function scorePrediction(predicted: Score, actual: Score): number {
  if (sameScore(predicted, actual)) return POINTS.exact;
  if (outcomeOf(predicted) === outcomeOf(actual)) return POINTS.outcome;
  if (Math.abs(predicted.home - predicted.away) === Math.abs(actual.home - actual.away)) return POINTS.goalDifference;
  return POINTS.miss;
}

/** What a pick an oracle made for a player earns of its score's points: half, rounded down (docs/rules.md#oracle-picks). */
export function oraclePickPoints(points: number): number {
  return Math.floor(points / 2);
}

/** A player's pick's points at a score as settlement scores it: an oracle's pick halved (docs/rules.md#oracle-picks). */
export function pickPointsAt(pick: Score & { byOracle: AiName | null }, score: Score): number {
  const points = scorePrediction(pick, score);
  return pick.byOracle ? oraclePickPoints(points) : points;
}

/**
 * A pick's points (scored, or as it stands) as a league counts them (docs/rules.md#league-rules): doubled by a joker
 * the league counts double, nothing where the league leaves the pick out.
 */
export function leaguePickPoints(points: number, pick: { joker: boolean; counted: boolean }): number {
  return pick.counted ? points * (pick.joker ? JOKER_MULTIPLIER : 1) : 0;
}

/** The oracle with strictly more points, or "tie" (docs/rules.md#duel). */
export function matchWinner(points: Record<AiName, number>): AiName | "tie" {
  if (points.ChatGPT > points.Grok) return "ChatGPT";
  if (points.Grok > points.ChatGPT) return "Grok";
  return "tie";
}

/** Where one name must be shown on a tie, Grok is the default (docs/rules.md#duel). */
export function namedWinner(winner: AiName | "tie"): AiName {
  return winner === "tie" ? "Grok" : winner;
}
