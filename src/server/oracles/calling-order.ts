import { AI_NAMES, type AiName } from "../../shared/constants";
import type { Oracle, OracleInput, OraclePrediction } from "./oracle";

// The two oracles never call the same exact score (docs/decisions.md, "Two calls, never one"): on each
// match one calls first, freely, and the other calls its best score among the rest. Which one gives way
// alternates with the match's number, so neither persona is always the one that bends.

/** El Divino calls first on even-numbered matches, O Eterno on odd ones. */
export function firstToCall(matchNumber: number): AiName {
  return Math.abs(matchNumber) % 2 === 0 ? "ChatGPT" : "Grok";
}

/** The oracles in the order they call on this match. */
export function callingOrder(matchNumber: number): [AiName, AiName] {
  const first = firstToCall(matchNumber);
  return [first, AI_NAMES.find((ai) => ai !== first)!];
}

/** Both predictions of a match, the second oracle told the first one's score. */
export async function callInTurn(
  oracles: Record<AiName, Oracle>,
  input: Omit<OracleInput, "taken">,
  matchNumber: number,
): Promise<Record<AiName, OraclePrediction>> {
  const [first, second] = callingOrder(matchNumber);
  const firstCall = await oracles[first].predict(input);
  const secondCall = await oracles[second].predict({ ...input, taken: { by: first, score: firstCall.predictedScore } });
  return { [first]: firstCall, [second]: secondCall } as Record<AiName, OraclePrediction>;
}
