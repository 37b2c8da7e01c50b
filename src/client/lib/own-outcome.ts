import type { Bet } from "@shared/api/bets";
import type { PlayerPick } from "@shared/api/picks";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { payoutFor } from "@shared/payout";
import { formatCredits } from "./format";

/**
 * What the player's bet came to, in the words the result screen leads with: a win as its payout, the
 * total returned, as the betting history writes it (docs/rules.md#payout); a loss as the stake that
 * went; a refund with no figure, since nothing was won or lost (docs/rules.md#refunds).
 */
export function betOutcomeLine(bet: Pick<Bet, "aiSelected" | "stake" | "payout" | "outcome">): string {
  const on = `Your bet on ${AI_DISPLAY_NAMES[bet.aiSelected]}`;
  switch (bet.outcome) {
    case "won":
      return `${on}: won ${formatCredits(bet.payout ?? payoutFor(bet.stake))}`;
    case "lost":
      return `${on}: lost ${formatCredits(bet.stake)}`;
    case "void":
      return `${on}: refunded`;
    default:
      return `${on}: pending`;
  }
}

/** The player's own score pick and its points (docs/rules.md#scoring), or that it waits to be scored. */
export function pickOutcomeLine(pick: Pick<PlayerPick, "home" | "away" | "points">): string {
  const mine = `Your pick ${pick.home}-${pick.away}`;
  if (pick.points === null) return `${mine}: not scored yet`;
  return `${mine}: ${pick.points} ${pick.points === 1 ? "point" : "points"}`;
}
