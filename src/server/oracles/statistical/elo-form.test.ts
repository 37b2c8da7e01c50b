import { describe, expect, it } from "vitest";
import type { ResultRow } from "../../platform/providers/football/football-provider";
import { ELO_FORM_DEFAULTS, eloMatchup, fitEloForm } from "./elo-form";

const day = (n: number): Date => new Date(Date.UTC(2023, 7, 1) + n * 86_400_000);
const row = (n: number, homeTeam: string, awayTeam: string, homeGoals: number, awayGoals: number, shots?: [number, number]): ResultRow => ({
  date: day(n),
  leagueId: 1,
  homeTeam,
  awayTeam,
  homeGoals,
  awayGoals,
  homeShotsOnTarget: shots?.[0],
  awayShotsOnTarget: shots?.[1],
});

// Four clubs, three weekly rounds repeated: Lions beat everyone, Moles lose to everyone.
function league(weeks: number): ResultRow[] {
  const rows: ResultRow[] = [];
  for (let w = 0; w < weeks; w++) {
    const n = w * 7;
    const flip = w % 2 === 0;
    rows.push(flip ? row(n, "Lions", "Moles", 3, 0) : row(n, "Moles", "Lions", 0, 2));
    rows.push(flip ? row(n, "Hawks", "Otters", 1, 1) : row(n, "Otters", "Hawks", 2, 1));
    rows.push(flip ? row(n + 1, "Lions", "Hawks", 2, 1) : row(n + 1, "Otters", "Moles", 2, 0));
    rows.push(flip ? row(n + 1, "Otters", "Moles", 1, 0) : row(n + 1, "Hawks", "Lions", 1, 1));
  }
  return rows;
}

describe("Elo with form", () => {
  const rows = league(40);
  const fit = fitEloForm(rows);

  it("rates winners above losers, around the 1500 start", () => {
    const lions = fit.ratings.get("Lions") ?? 0;
    const moles = fit.ratings.get("Moles") ?? 0;
    expect(lions).toBeGreaterThan(1500);
    expect(moles).toBeLessThan(1500);
    const mean = [...fit.ratings.values()].reduce((a, b) => a + b, 0) / fit.ratings.size;
    expect(mean).toBeCloseTo(1500, 0);
  });

  it("maps the rating gap to more goals for the stronger side", () => {
    const m = eloMatchup(fit, "Lions", "Moles");
    expect(m.gap).toBeGreaterThan(0);
    expect(m.expectedHome).toBeGreaterThan(m.expectedAway);
    const reverse = eloMatchup(fit, "Moles", "Lions");
    expect(reverse.expectedAway).toBeGreaterThan(reverse.expectedHome);
    expect(fit.goals.drawInflation).toBeGreaterThanOrEqual(0);
  });

  it("starts a club that arrives later below the league mean", () => {
    const withNewcomer = [...rows, row(300, "Newts", "Hawks", 1, 1)];
    const later = fitEloForm(withNewcomer);
    const mean = [...later.ratings.entries()].filter(([t]) => t !== "Newts").reduce((a, [, r]) => a + r, 0) / 4;
    expect(later.ratings.get("Newts") ?? 0).toBeLessThan(mean - 50);
    expect(fit.newcomerRating).toBeLessThan(1500);
    const unknown = eloMatchup(fit, "Nobody", "Lions");
    expect(unknown.homeRating).toBe(fit.newcomerRating);
    expect(unknown.expectedAway).toBeGreaterThan(unknown.expectedHome);
  });

  it("adds recent shots-on-target form to the rating gap", () => {
    const base = rows.slice(0, 120);
    const dominant = [...base, ...[0, 1, 2, 3, 4, 5].map((i) => row(290 + i, "Hawks", i % 2 ? "Otters" : "Moles", 1, 1, [9, 1]))];
    const flat = [...base, ...[0, 1, 2, 3, 4, 5].map((i) => row(290 + i, "Hawks", i % 2 ? "Otters" : "Moles", 1, 1, [3, 3]))];
    const hot = eloMatchup(fitEloForm(dominant), "Hawks", "Lions");
    const cold = eloMatchup(fitEloForm(flat), "Hawks", "Lions");
    expect(hot.homeForm).toBeGreaterThan(cold.homeForm);
    expect(hot.gap).toBeGreaterThan(cold.gap);
    const noForm = fitEloForm(dominant, { ...ELO_FORM_DEFAULTS, formWeight: 0 });
    expect(eloMatchup(noForm, "Hawks", "Lions").gap).toBeLessThan(hot.gap);
  });

  it("gives league-typical goals when the history is empty", () => {
    const m = eloMatchup(fitEloForm([]), "A", "B");
    expect(m.gap).toBe(0);
    expect(m.expectedHome).toBeGreaterThan(m.expectedAway);
  });
});
