import type { Match, Prediction } from "./api/matches";
import { AI_DISPLAY_NAMES, type AiName } from "./constants";
import { matchWinner, namedWinner } from "./scoring";
import { DEFAULT_LOCALE, type Locale } from "./i18n/locales";
import type { Words } from "./i18n/words";
import { formatChance } from "./sealed-forecast";

// How the screens tell a finished duel (docs/rules.md#duel): who won and, when the points were equal, why.
// Shared by the result overlay, the history cards, the share card and text, and the server's
// share image, so every one of them names the same winner in the same words. English unless `words`
// (the client's client/lib/shared-words/messages area) give the page's language.

/** The ids of the verdict's sentences in a catalogue. */
export type VerdictId =
  | "verdict.finalScore"
  | "verdict.tieMissed"
  | "verdict.tieMissedSame"
  | "verdict.tieLevel"
  | "verdict.tieLevelSame"
  | "verdict.missedClearer"
  | "verdict.levelClearer"
  | "verdict.missedChances"
  | "verdict.levelChances";

export interface DuelVerdict {
  /** The duel's winner; "tie" only when every bet was refunded (rule 3). */
  winner: AiName | "tie";
  /** The oracle a headline names: the winner, or O Eterno on a tie (docs/rules.md#duel). */
  shown: AiName;
  points: Record<AiName, number>;
  /** One line when the points were equal: the tiebreak, or why there was none. Null otherwise. */
  reason: string | null;
}

type DuelMatch = Pick<Match, "actualScore" | "duel">;
type DuelPrediction = Pick<Prediction, "aiName" | "points" | "finalScoreChance">;
type ChanceOf = Pick<Prediction, "aiName"> & Partial<Pick<Prediction, "finalScoreChance">>;

const pointsText = (n: number) => `${n} ${n === 1 ? "point" : "points"}`;

/**
 * Two chances in millionths as percentages, with as many decimals (one to four) as it takes to tell
 * them apart: "14.2%" and "12.9%", but "12.93%" and "12.91%" rather than "12.9%" twice. Four
 * decimals of a percent are the millionths the duel compares, so unequal chances always differ.
 */
export function formatChancePair(a: number, b: number, locale: Locale = DEFAULT_LOCALE): [string, string] {
  let digits = 1;
  while (digits < 4 && a !== b && formatChance(a, digits) === formatChance(b, digits)) digits++;
  return [formatChance(a, digits, locale), formatChance(b, digits, locale)];
}

/**
 * Each oracle's chance of the final score as every screen prints it beside the other's: through
 * `formatChancePair` when both forecasts gave one, so the two never read alike unless they are equal
 * (docs/decisions.md, "Chances printed in pairs"). An oracle without a chance is left out.
 */
export function finalScoreChanceTexts(predictions: readonly ChanceOf[], locale: Locale = DEFAULT_LOCALE): Partial<Record<AiName, string>> {
  const divino = predictions.find((p) => p.aiName === "ChatGPT")?.finalScoreChance ?? null;
  const eterno = predictions.find((p) => p.aiName === "Grok")?.finalScoreChance ?? null;
  if (divino !== null && eterno !== null) {
    const [ChatGPT, Grok] = formatChancePair(divino, eterno, locale);
    return { ChatGPT, Grok };
  }
  return {
    ...(divino === null ? {} : { ChatGPT: formatChance(divino, 1, locale) }),
    ...(eterno === null ? {} : { Grok: formatChance(eterno, 1, locale) }),
  };
}

/** "an" before a percentage read with one (8, 11, 18...), else "a": English's article for a chance. */
export function chanceArticle(percent: string): "a" | "an" {
  return /^(8|1[18](\D|$))/.test(percent) ? "an" : "a";
}

/** "a 7.3% chance", "an 8.1% chance", "an 11.0% chance": the article the number is read with. */
export function chancePhrase(percent: string): string {
  return `${chanceArticle(percent)} ${percent} chance`;
}

/**
 * The verdict of a scored match, or null until both predictions have their points. A match settled
 * before the tiebreak existed has no recorded duel: its points decide, as they did then.
 */
export function duelVerdict(match: DuelMatch, predictions: readonly DuelPrediction[], words?: Words<VerdictId>): DuelVerdict | null {
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
  if (words) return { winner, shown, points, reason: levelReasonIn(words, match.actualScore, winner, points.Grok, [divino, eterno]) };
  return { winner, shown, points, reason: levelReason(match.actualScore ?? "the final score", winner, points.Grok, [divino, eterno]) };
}

/** levelReason in the language of `words`: the same cases, each one sentence of the catalogue. */
function levelReasonIn(
  { t, locale }: Words<VerdictId>,
  actualScore: string | null,
  winner: AiName | "tie",
  level: number,
  predictions: readonly DuelPrediction[],
): string {
  const score = actualScore ?? t("verdict.finalScore");
  const chances = finalScoreChanceTexts(predictions, locale);
  const missed = level === 0;
  const points = { count: level, shown: String(level) };
  if (winner === "tie") {
    const equal = chances.Grok !== undefined && chances.Grok === chances.ChatGPT;
    if (missed) return equal ? t("verdict.tieMissedSame", { score, chance: chances.Grok }) : t("verdict.tieMissed", { score });
    return equal ? t("verdict.tieLevelSame", { ...points, score, chance: chances.Grok }) : t("verdict.tieLevel", points);
  }
  const name = AI_DISPLAY_NAMES[winner];
  const loser: AiName = winner === "ChatGPT" ? "Grok" : "ChatGPT";
  const [won, lost] = [chances[winner], chances[loser]];
  if (won === undefined || lost === undefined)
    return missed ? t("verdict.missedClearer", { score, name }) : t("verdict.levelClearer", { ...points, name });
  const values = { score, name, loser: AI_DISPLAY_NAMES[loser], won, lost, article: chanceArticle(won) };
  return missed ? t("verdict.missedChances", values) : t("verdict.levelChances", { ...points, ...values });
}

/**
 * The line under the headline when both oracles scored `level`. At 0 it says so plainly: neither saw
 * the score coming, so the sealed forecasts decided (docs/decisions.md, "When both score 0").
 */
function levelReason(score: string, winner: AiName | "tie", level: number, predictions: readonly DuelPrediction[]): string {
  const chances = finalScoreChanceTexts(predictions);
  const missed = level === 0;
  if (winner === "tie") {
    const why = missed ? `neither oracle saw ${score} coming (both scored 0 points)` : `both oracles scored ${pointsText(level)}`;
    // Pair-formatted texts are equal only when the chances are.
    const equal = chances.Grok !== undefined && chances.Grok === chances.ChatGPT;
    const same = equal ? ` and ${missed ? "both gave it" : `gave ${score}`} the same ${chances.Grok} chance` : "";
    return `It's a tie: ${why}${same}, so every bet on this match is refunded.`;
  }
  const lead = missed ? `Neither oracle saw ${score} coming: both scored 0, so the tiebreak decided.` : `Both scored ${level}.`;
  const name = AI_DISPLAY_NAMES[winner];
  const loser: AiName = winner === "ChatGPT" ? "Grok" : "ChatGPT";
  const [won, lost] = [chances[winner], chances[loser]];
  if (won === undefined || lost === undefined) return `${lead} ${name} saw clearer.`;
  return `${lead} ${name} gave ${score} ${chancePhrase(won)}, ${AI_DISPLAY_NAMES[loser]} ${lost}: ${name} saw clearer.`;
}

/**
 * The verdict to show as soon as the final score is in, before settlement has written the points: a
 * prediction not yet scored counts as 0. Null only without both predictions. The result overlay and
 * the share card draw from this.
 */
export function provisionalVerdict(
  match: DuelMatch,
  predictions: readonly (Pick<Prediction, "aiName" | "points"> & Partial<Pick<Prediction, "finalScoreChance">>)[],
  words?: Words<VerdictId>,
): DuelVerdict | null {
  return duelVerdict(
    match,
    predictions.map((p) => ({ aiName: p.aiName, points: p.points ?? 0, finalScoreChance: p.finalScoreChance ?? null })),
    words,
  );
}

/** The ids of duelOutcomeLine's sentences in a catalogue (the server's share area). */
export type OutcomeId = "outcome.tie" | "outcome.points" | "outcome.tiebreakClearer" | "outcome.tiebreakChances";

/**
 * One line on who won a finished duel and how, for a visitor who was sent the match: on points with
 * both scores, or on the tiebreak with both chances of the final score, in the words of the live
 * standing (live-standing.ts); a refunded duel gets the verdict's own reason. Null until both
 * predictions are scored.
 */
export function duelOutcomeLine(match: DuelMatch, predictions: readonly DuelPrediction[], words?: Words<VerdictId | OutcomeId>): string | null {
  if (words) return duelOutcomeLineIn(words, match, predictions);
  const verdict = duelVerdict(match, predictions);
  if (!verdict) return null;
  const { winner, points } = verdict;
  if (winner === "tie") return verdict.reason ?? "It's a tie: every bet on this match is refunded.";
  const loser: AiName = winner === "ChatGPT" ? "Grok" : "ChatGPT";
  const name = AI_DISPLAY_NAMES[winner];
  if (points[winner] !== points[loser]) return `${name} won the duel on points: ${pointsText(points[winner])} to ${points[loser]}.`;
  const both = `both on ${pointsText(points[winner])}`;
  const chances = finalScoreChanceTexts(predictions);
  const [won, lost] = [chances[winner], chances[loser]];
  if (won === undefined || lost === undefined) return `${name} won the duel on the tiebreak: ${both}, and ${name} saw clearer.`;
  const score = match.actualScore ?? "the final score";
  return `${name} won the duel on the tiebreak: ${both}, and ${name} gave ${score} ${chancePhrase(won)} to ${AI_DISPLAY_NAMES[loser]}'s ${lost}.`;
}

/** duelOutcomeLine in the language of `words`: the same cases, each one sentence of the catalogue. */
function duelOutcomeLineIn(words: Words<VerdictId | OutcomeId>, match: DuelMatch, predictions: readonly DuelPrediction[]): string | null {
  const verdict = duelVerdict(match, predictions, words);
  if (!verdict) return null;
  const { t, locale } = words;
  const { winner, points } = verdict;
  if (winner === "tie") return verdict.reason ?? t("outcome.tie");
  const loser: AiName = winner === "ChatGPT" ? "Grok" : "ChatGPT";
  const name = AI_DISPLAY_NAMES[winner];
  const count = { count: points[winner], shown: String(points[winner]) };
  if (points[winner] !== points[loser]) return t("outcome.points", { name, ...count, lost: String(points[loser]) });
  const chances = finalScoreChanceTexts(predictions, locale);
  const [won, lost] = [chances[winner], chances[loser]];
  if (won === undefined || lost === undefined) return t("outcome.tiebreakClearer", { name, ...count });
  const score = match.actualScore ?? t("verdict.finalScore");
  return t("outcome.tiebreakChances", { name, ...count, score, article: chanceArticle(won), won, loser: AI_DISPLAY_NAMES[loser], lost });
}
