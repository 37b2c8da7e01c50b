/** A 0-100 percentage from the server (already one decimal), shown with one decimal. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** The house edge arrives as a fraction with four decimals: 0.1778 → "17.78%". */
export function formatHouseEdge(fraction: number): string {
  return `${(fraction * 100).toFixed(2)}%`;
}

/** Ratios (viral coefficient, chain depth, bets per match) with two decimals. */
export function formatRatio(value: number): string {
  return value.toFixed(2);
}
