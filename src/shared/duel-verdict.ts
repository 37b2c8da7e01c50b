import type { Match, Prediction } from "./api/matches";
import { AI_DISPLAY_NAMES, type AiName } from "./constants";
import { matchWinner, namedWinner } from "./scoring";
import { formatChance } from "./sealed-forecast";

// How the screens tell a finished duel (DESIGN §3): who won and, when the points were equal, why.
// Shared by the result overlay, the history cards, the share card and text, and the server's
// share image, so every one of them names the same winner in the same words.

export interface DuelVerdict {
  /** The duel's winner; "tie" only when every bet was refunded (rule 3). */
  winner: AiName | "tie";
  /** The oracle a headline names: the winner, or O Eterno on a tie (SPEC §4). */
  shown: AiName;
  points: Record<AiName, number>;
  /** One line when the points were equal: the tiebreak, or why there was none. Null otherwise. */
  reason: string | null;
}

type DuelMatch = Pick<Match, "actualScore" | "duel">;
type DuelPrediction = Pick<Prediction, "aiName" | "points" | "finalScoreChance">;

const pointsText = (n: number) => `${n} ${n === 1 ? "point" : "points"}`;

/**
 * Two chances in millionths as percentages, with as many decimals (one to four) as it takes to tell
 * them apart: "14.2%" and "12.9%", but "12.93%" and "12.91%" rather than "12.9%" twice.
 */
export function formatChancePair(a: number, b: number): [string, string] {
  let digits = 1;
  while (digits < 4 && a !== b && formatChance(a, digits) === formatChance(b, digits)) digits++;
  return [formatChance(a, digits), formatChance(b, digits)];
}

/**
 * The verdict of a scored match, or null until both predictions have their points. A match settled
 * before the tiebreak existed has no recorded duel: its points decide, as they did then.
 */
export function duelVerdict(match: DuelMatch, predictions: readonly DuelPrediction[]): DuelVerdict | null {
  const divino = predictions.find((p) => p.aiName === "ChatGPT");
  const eterno = predictions.find((p) => p.aiName === "Grok");
  if (!divino || !eterno || divino.points === null || eterno.points === null) return null;
  const points: Record<AiName, number> = {
    ChatGPT: divino.points,
    Grok: eterno.points,
  };
  const recorded = match.duel?.winner;
  const winner: AiName | "tie" = recorded === undefined ? matchWinner(points) : recorded === "void" ? "tie" : recorded;
  const shown = namedWinner(winner);
  if (points.ChatGPT !== points.Grok) return { winner, shown, points, reason: null };

  const both = `Both scored ${points.Grok}.`;
  const [divinoChance, eternoChance] = [divino.finalScoreChance, eterno.finalScoreChance];
  if (divinoChance === null || eternoChance === null) {
    const reason =
      winner === "tie"
        ? `It's a tie: both oracles scored ${pointsText(points.Grok)}, so every bet on this match is refunded.`
        : `${both} ${AI_DISPLAY_NAMES[winner]} saw clearer.`;
    return { winner, shown, points, reason };
  }
  if (winner === "tie") {
    const reason = `It's a tie: both oracles scored ${pointsText(points.Grok)} and gave ${match.actualScore ?? "the final score"} the same ${formatChance(eternoChance)} chance, so every bet on this match is refunded.`;
    return { winner, shown, points, reason };
  }
  const loser: AiName = winner === "ChatGPT" ? "Grok" : "ChatGPT";
  const chances: Record<AiName, number> = {
    ChatGPT: divinoChance,
    Grok: eternoChance,
  };
  const [won, lost] = formatChancePair(chances[winner], chances[loser]);
  const name = AI_DISPLAY_NAMES[winner];
  const reason = `${both} ${name} gave ${match.actualScore ?? "the final score"} a ${won} chance, ${AI_DISPLAY_NAMES[loser]} ${lost}: ${name} saw clearer.`;
  return { winner, shown, points, reason };
}

/**
 * The verdict to show as soon as the final score is in, before settlement has written the points: a
 * prediction not yet scored counts as 0. Null only without both predictions. The result overlay and
 * the share card draw from this.
 */
export function provisionalVerdict(
  match: DuelMatch,
  predictions: readonly (Pick<Prediction, "aiName" | "points"> & Partial<Pick<Prediction, "finalScoreChance">>)[],
): DuelVerdict | null {
  return duelVerdict(
    match,
    predictions.map((p) => ({ aiName: p.aiName, points: p.points ?? 0, finalScoreChance: p.finalScoreChance ?? null })),
  );
}
