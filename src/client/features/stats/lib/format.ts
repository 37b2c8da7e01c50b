/** Points per match with one decimal; 0.0 before the first match. */
export function pointsPerMatch(totalPoints: number, totalMatches: number): string {
  return (totalMatches > 0 ? totalPoints / totalMatches : 0).toFixed(1);
}
