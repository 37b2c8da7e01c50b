import type { AiName } from "@shared/constants";
import { decideDuel, type DuelResult } from "@shared/duel";
import { formatChancePair } from "@shared/duel-verdict";
import type { Locale } from "@shared/i18n/locales";
import { payoutFor } from "@shared/payout";
import { parseScore, scorePrediction } from "@shared/scoring";

// How It Works' worked example of a level duel, from the final whistle to the payout. The points, the
// winner and the payout come from the game's own rules (scoring, duel, payout), so the example cannot
// drift from them; its test checks that it still shows a duel the tiebreak decides.

export const EXAMPLE_FINAL = "2-2";
export const EXAMPLE_CALLS: Record<AiName, string> = { ChatGPT: "1-1", Grok: "0-0" };
/** Each sealed forecast's chance of 2-2, in millionths as the duel compares them. */
const CHANCES: Record<AiName, number> = { ChatGPT: 73_000, Grok: 61_000 };
export const EXAMPLE_STAKE = 500;

export interface TiebreakExample {
  points: Record<AiName, number>;
  duel: DuelResult;
  /** The two chances as printed side by side. */
  chances: Record<AiName, string>;
  payout: number;
}

const pointsOf = (ai: AiName) => scorePrediction(parseScore(EXAMPLE_CALLS[ai])!, parseScore(EXAMPLE_FINAL)!);

export function tiebreakExample(locale?: Locale): TiebreakExample {
  const points = { ChatGPT: pointsOf("ChatGPT"), Grok: pointsOf("Grok") };
  const duel = decideDuel({ ChatGPT: { points: points.ChatGPT, chance: CHANCES.ChatGPT }, Grok: { points: points.Grok, chance: CHANCES.Grok } });
  const [ChatGPT, Grok] = formatChancePair(CHANCES.ChatGPT, CHANCES.Grok, locale);
  return { points, duel, chances: { ChatGPT, Grok }, payout: payoutFor(EXAMPLE_STAKE) };
}
