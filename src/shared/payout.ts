import { PAYOUT_MULTIPLIER } from "./constants";

// SPEC §9: payout is the stake times 1.8 rounded down; profit is payout minus stake.
// Integer arithmetic (×18 ÷10) so the client, the server and SQL agree to the credit.
const NUMERATOR = Math.round(PAYOUT_MULTIPLIER * 10);

export function payoutFor(stake: number): number {
  return Math.floor((stake * NUMERATOR) / 10);
}

export function profitFor(stake: number): number {
  return payoutFor(stake) - stake;
}

/** SPEC §9: wins / (wins + losses), one decimal; refunds count as neither. */
export function winRate(wins: number, losses: number): string {
  const decided = wins + losses;
  return decided === 0 ? "0.0" : ((wins / decided) * 100).toFixed(1);
}
