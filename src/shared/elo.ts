// The two oracles play each completed match: start 1500, K 32; only a refunded duel is a draw (docs/rules.md#oracle-stats).
export const ELO_START = 1500;
export const ELO_K = 32;

/** Rating change for A (B changes by the opposite, so the pair's total never drifts). */
export function eloDelta(ratingA: number, ratingB: number, scoreA: 0 | 0.5 | 1): number {
  const expectedA = 1 / (1 + 10 ** ((ratingB - ratingA) / 400));
  return Math.round(ELO_K * (scoreA - expectedA));
}
