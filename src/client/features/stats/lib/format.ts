/** accuracyPercent is a string such as "75.0"; shown with one decimal and "%" (SPEC §9). */
export function formatAccuracy(accuracyPercent: string): string {
  const value = Number(accuracyPercent);
  return Number.isFinite(value) ? `${value.toFixed(1)}%` : "-";
}

/** Points per match with one decimal; 0.0 before the first match. */
export function pointsPerMatch(totalPoints: number, totalMatches: number): string {
  return (totalMatches > 0 ? totalPoints / totalMatches : 0).toFixed(1);
}

export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}
