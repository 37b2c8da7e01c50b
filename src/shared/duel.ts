import type { AiName } from "./constants";

// The duel's rule (docs/rules.md#duel): (1) more points wins; (2) on equal points, the oracle whose sealed
// forecast gave the actual final score the higher chance saw clearer and wins; (3) equal chances at
// the stored precision, or a missing prediction or forecast, refund every bet.

export type DuelDecidedBy = "points" | "tiebreak";
export type DuelResult = { winner: AiName; by: DuelDecidedBy } | { winner: "void" };

export interface DuelSide {
  points: number;
  /** The sealed forecast's chance of the final score, in millionths; null when it has none. */
  chance: number | null;
}

export function decideDuel(sides: Partial<Record<AiName, DuelSide>>): DuelResult {
  const { ChatGPT: divino, Grok: eterno } = sides;
  if (!divino || !eterno) return { winner: "void" };
  if (divino.points !== eterno.points)
    return {
      winner: divino.points > eterno.points ? "ChatGPT" : "Grok",
      by: "points",
    };
  if (divino.chance === null || eterno.chance === null || divino.chance === eterno.chance) return { winner: "void" };
  return {
    winner: divino.chance > eterno.chance ? "ChatGPT" : "Grok",
    by: "tiebreak",
  };
}
