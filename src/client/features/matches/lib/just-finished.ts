import type { Bet } from "@shared/api/bets";

/** How long a backed match stays on the arena after it is settled (docs/rules.md#page-arena). */
export const JUST_FINISHED_MS = 30 * 60_000;

/** A settled bet on the arena's "Just finished", with the match it was on. */
export type FinishedBet = Bet & { settledAt: string; match: NonNullable<Bet["match"]> };

/** The player's bets settled in the last 30 minutes at `now`, newest first: those the arena keeps in sight. */
export function justFinished(bets: readonly Bet[], now: number): FinishedBet[] {
  return bets
    .filter((bet): bet is FinishedBet => {
      if (bet.settledAt === null || !bet.match || bet.outcome === null) return false;
      const age = now - Date.parse(bet.settledAt);
      return age >= 0 && age < JUST_FINISHED_MS;
    })
    .sort((a, b) => Date.parse(b.settledAt) - Date.parse(a.settledAt));
}

/** When each settled bet leaves "Just finished": the arena reads its clock again then. */
export function departures(bets: readonly Bet[]): number[] {
  return bets.flatMap((bet) => (bet.settledAt === null ? [] : [Date.parse(bet.settledAt) + JUST_FINISHED_MS]));
}
