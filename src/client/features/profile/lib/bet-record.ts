import type { Bet } from "@shared/api/bets";

export interface BetRecord {
  wins: number;
  losses: number;
}

/** Settled wins and losses; refunds ("void") and pending bets count as neither (docs/rules.md#win-rate). */
export function betRecord(bets: readonly Pick<Bet, "outcome">[]): BetRecord {
  let wins = 0;
  let losses = 0;
  for (const bet of bets) {
    if (bet.outcome === "won") wins += 1;
    else if (bet.outcome === "lost") losses += 1;
  }
  return { wins, losses };
}
