import type { ResultRow } from "../../platform/providers/football/football-provider";

// Goals are a noisy measure of how well a side played; shots on target, valued at the league's own
// conversion rate, are a steadier one. El Divino fits its strengths on a blend of the two.

export interface BlendedCounts {
  home: number;
  away: number;
}

/**
 * Per row: (1 − share)·goals + share·conversion·shots on target, where conversion = goals per shot on
 * target over the (weighted) rows that carry shots. Rows without shots keep their goals.
 */
export function blendShotsOnTarget(rows: readonly ResultRow[], weights: readonly number[], share: number): BlendedCounts[] {
  let goals = 0,
    shots = 0;
  rows.forEach((row, i) => {
    if (row.homeShotsOnTarget === undefined || row.awayShotsOnTarget === undefined) return;
    const w = weights[i] ?? 0;
    goals += w * (row.homeGoals + row.awayGoals);
    shots += w * (row.homeShotsOnTarget + row.awayShotsOnTarget);
  });
  const conversion = shots > 0 ? goals / shots : 0;
  return rows.map((row) => {
    if (share <= 0 || conversion <= 0 || row.homeShotsOnTarget === undefined || row.awayShotsOnTarget === undefined) {
      return { home: row.homeGoals, away: row.awayGoals };
    }
    return {
      home: (1 - share) * row.homeGoals + share * conversion * row.homeShotsOnTarget,
      away: (1 - share) * row.awayGoals + share * conversion * row.awayShotsOnTarget,
    };
  });
}
