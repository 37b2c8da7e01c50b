import { AI_DISPLAY_NAMES, type AiName } from "@shared/constants";
import type { DuelResult } from "@shared/duel";
import { formatCredits } from "../../../lib/format";

/** How the player's bet stands while the match is live, in the words of the card's stake line. */
export type BetStanding = "winning" | "losing" | "would be refunded";

/** The bet as the duel stands at the running score (shared/live-standing.ts, as the match page reads it). */
export function betStanding(winner: DuelResult["winner"], backed: AiName): BetStanding {
  if (winner === "void") return "would be refunded";
  return winner === backed ? "winning" : "losing";
}

/** "You backed O Eterno · ₡2,500", and while live how it stands: "· winning". */
export function cardStakeLine(bet: { aiSelected: AiName; stake: number }, standing: BetStanding | null): string {
  const line = `You backed ${AI_DISPLAY_NAMES[bet.aiSelected]} · ${formatCredits(bet.stake)}`;
  return standing ? `${line} · ${standing}` : line;
}
