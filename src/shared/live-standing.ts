import type { Prediction } from "./api/matches";
import { AI_DISPLAY_NAMES, type AiName } from "./constants";
import { decideDuel, type DuelResult, type DuelSide } from "./duel";
import { chanceArticle, chancePhrase, formatChancePair } from "./duel-verdict";
import type { Words } from "./i18n/words";
import { payoutFor } from "./payout";
import { formatScore, parseScore, scorePrediction, type Score } from "./scoring";
import { chanceOf, formatChance } from "./sealed-forecast";

// "As it stands": the duel decided at the running score as if the match ended now, by the rule
// settlement applies at full time (docs/decisions.md, shared/duel.ts): points, then the sealed forecasts'
// chance of the score, else every bet refunded.

type StandingPrediction = Pick<Prediction, "aiName" | "predictedScore" | "forecast">;

/** The ids of the standing's sentences in a catalogue (the client's client/lib/shared-words/messages). */
export type StandingId =
  | "standing.tieNoForecast"
  | "standing.tieSame"
  | "standing.points"
  | "standing.tiebreak"
  | "standing.betRefunded"
  | "standing.betWins"
  | "standing.betLoses";

export interface LiveStanding {
  duel: DuelResult;
  /** What each call would score if the match ended at this score. */
  points: Record<AiName, number>;
  /** "As it stands at 1-0, …": who would win the duel and why. */
  line: string;
  /** What the player's bet would do; null when they did not bet. */
  betLine: string | null;
}

const pointsText = (n: number) => `${n} ${n === 1 ? "point" : "points"}`;

/** A call's points at `score`, and the chance its sealed forecast gives that score (null without one). */
function sideAt(prediction: StandingPrediction, score: Score): DuelSide {
  const called = parseScore(prediction.predictedScore);
  return { points: called ? scorePrediction(called, score) : 0, chance: prediction.forecast ? chanceOf(prediction.forecast.grid, score) : null };
}

/** Who would win the duel at this score and why, beginning "As it stands". */
function standingLine(duel: DuelResult, sides: Record<AiName, DuelSide>, board: string): string {
  const opening = `As it stands at ${board},`;
  if (duel.winner === "void") {
    const both = `both on ${pointsText(sides.Grok.points)}`;
    const [divino, eterno] = [sides.ChatGPT.chance, sides.Grok.chance];
    if (divino === null || eterno === null)
      return `${opening} the duel is a tie: ${both} and no sealed forecast to break it, so every bet would be refunded.`;
    return `${opening} the duel is a tie: ${both} and both gave ${board} ${chancePhrase(formatChance(eterno))}, so every bet would be refunded.`;
  }
  const { winner } = duel;
  const loser: AiName = winner === "ChatGPT" ? "Grok" : "ChatGPT";
  const name = AI_DISPLAY_NAMES[winner];
  const lead = pointsText(sides[winner].points);
  if (duel.by === "points") return `${opening} ${name} wins the duel: ${lead} to ${sides[loser].points}.`;
  const [won, lost] = formatChancePair(sides[winner].chance ?? 0, sides[loser].chance ?? 0);
  return `${opening} ${name} wins the duel on the tiebreak: both on ${lead}, and ${name} gave ${board} ${chancePhrase(won)} to ${AI_DISPLAY_NAMES[loser]}'s ${lost}.`;
}

/** standingLine in the language of `words`: the same cases, each one sentence of the catalogue. */
function standingLineIn({ t, locale }: Words<StandingId>, duel: DuelResult, sides: Record<AiName, DuelSide>, board: string): string {
  if (duel.winner === "void") {
    const level = sides.Grok.points;
    const points = { board, count: level, shown: String(level) };
    const [divino, eterno] = [sides.ChatGPT.chance, sides.Grok.chance];
    if (divino === null || eterno === null) return t("standing.tieNoForecast", points);
    const chance = formatChance(eterno, 1, locale);
    return t("standing.tieSame", { ...points, chance, article: chanceArticle(chance) });
  }
  const { winner } = duel;
  const loser: AiName = winner === "ChatGPT" ? "Grok" : "ChatGPT";
  const level = sides[winner].points;
  const values = { board, name: AI_DISPLAY_NAMES[winner], count: level, shown: String(level) };
  if (duel.by === "points") return t("standing.points", { ...values, lost: String(sides[loser].points) });
  const [won, lost] = formatChancePair(sides[winner].chance ?? 0, sides[loser].chance ?? 0, locale);
  return t("standing.tiebreak", { ...values, won, lost, loser: AI_DISPLAY_NAMES[loser], article: chanceArticle(won) });
}

/** What the player's bet would do if the match ended now. */
function betOutcomeLine(duel: DuelResult, bet: { aiSelected: AiName; stake: number }, formatCredits: (credits: number) => string): string {
  const backed = `Your bet on ${AI_DISPLAY_NAMES[bet.aiSelected]}`;
  if (duel.winner === "void") return `${backed} would be refunded (${formatCredits(bet.stake)}).`;
  if (duel.winner === bet.aiSelected) return `${backed} would win ${formatCredits(payoutFor(bet.stake))}.`;
  return `${backed} would lose.`;
}

function betOutcomeLineIn(
  { t }: Words<StandingId>,
  duel: DuelResult,
  bet: { aiSelected: AiName; stake: number },
  formatCredits: (credits: number) => string,
): string {
  const ai = AI_DISPLAY_NAMES[bet.aiSelected];
  if (duel.winner === "void") return t("standing.betRefunded", { ai, credits: formatCredits(bet.stake) });
  if (duel.winner === bet.aiSelected) return t("standing.betWins", { ai, credits: formatCredits(payoutFor(bet.stake)) });
  return t("standing.betLoses", { ai });
}

/**
 * The duel at `score`, in words, or null without both oracles' calls. `formatCredits` is the page's
 * own way of writing credits (₡ and thousands separators). English unless `words` give the page's language.
 */
export function liveStanding(
  predictions: readonly StandingPrediction[],
  score: Score,
  bet: { aiSelected: AiName; stake: number } | null,
  formatCredits: (credits: number) => string,
  words?: Words<StandingId>,
): LiveStanding | null {
  const divino = predictions.find((p) => p.aiName === "ChatGPT");
  const eterno = predictions.find((p) => p.aiName === "Grok");
  if (!divino || !eterno) return null;
  const sides: Record<AiName, DuelSide> = { ChatGPT: sideAt(divino, score), Grok: sideAt(eterno, score) };
  const duel = decideDuel(sides);
  return {
    duel,
    points: { ChatGPT: sides.ChatGPT.points, Grok: sides.Grok.points },
    line: words ? standingLineIn(words, duel, sides, formatScore(score)) : standingLine(duel, sides, formatScore(score)),
    betLine: bet ? (words ? betOutcomeLineIn(words, duel, bet, formatCredits) : betOutcomeLine(duel, bet, formatCredits)) : null,
  };
}
