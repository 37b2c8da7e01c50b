import { PAYOUT_MULTIPLIER } from "./constants";

// Payout is the stake times 1.8 rounded down; profit is payout minus stake (docs/rules.md#payout).
// Integer arithmetic (×18 ÷10) so the client, the server and SQL agree to the credit: settlement's
// SQL divides by the same two integers (ledger/payout-sql.ts).
export const PAYOUT_NUMERATOR = Math.round(PAYOUT_MULTIPLIER * 10);
export const PAYOUT_DENOMINATOR = 10;

export function payoutFor(stake: number): number {
  return Math.floor((stake * PAYOUT_NUMERATOR) / PAYOUT_DENOMINATOR);
}

/** wins / (wins + losses), one decimal; refunds count as neither (docs/rules.md#win-rate). */
export function winRate(wins: number, losses: number): string {
  const decided = wins + losses;
  return decided === 0 ? "0.0" : ((wins / decided) * 100).toFixed(1);
}
