import { describe, expect, it } from "vitest";
import type { ResultRow } from "../../platform/providers/football/football-provider";
import { DIXON_COLES_DEFAULTS, expectedGoals, fitDixonColes, strengthOf } from "./dixon-coles";

// A tiny deterministic league: six clubs of fixed strength, a double round robin, one round a week.
const TEAMS = ["Ajax", "Benfica", "Celtic", "Dinamo", "Esbjerg", "Fenerbahce"];
const STRENGTH = [0.9, 0.5, 0.2, -0.1, -0.4, -0.8];

function season(start: string): ResultRow[] {
  const rows: ResultRow[] = [];
  let round = 0;
  for (let h = 0; h < TEAMS.length; h++) {
    for (let a = 0; a < TEAMS.length; a++) {
      if (h === a) continue;
      const wobble = (((h * 7 + a * 3 + round) % 5) - 2) * 0.4;
      const gap = (STRENGTH[h] ?? 0) - (STRENGTH[a] ?? 0);
      const homeGoals = Math.max(0, Math.round(1.5 + gap + wobble));
      const awayGoals = Math.max(0, Math.round(1.1 - gap - wobble / 2));
      rows.push({
        date: new Date(Date.parse(start) + Math.floor(round / 3) * 7 * 86_400_000),
        leagueId: 1,
        homeTeam: TEAMS[h] ?? "",
        awayTeam: TEAMS[a] ?? "",
        homeGoals,
        awayGoals,
      });
      round++;
    }
  }
  return rows;
}

describe("Dixon-Coles fit", () => {
  const rows = [...season("2022-08-06T00:00:00Z"), ...season("2023-08-05T00:00:00Z")];
  const fit = fitDixonColes(rows);

  it("orders clubs by strength and finds a home advantage", () => {
    const attack = TEAMS.map((t) => strengthOf(fit, t).attack);
    const defence = TEAMS.map((t) => strengthOf(fit, t).defence);
    expect(attack[0]).toBeGreaterThan(attack[5] ?? Infinity);
    expect(defence[0]).toBeLessThan(defence[5] ?? 0);
    expect(fit.homeAdvantage).toBeGreaterThan(1);
    const strong = expectedGoals(fit, "Ajax", "Fenerbahce");
    expect(strong.home).toBeGreaterThan(strong.away);
  });

  it("scales strengths so the average club is 1", () => {
    const mean = TEAMS.reduce((sum, t) => sum + strengthOf(fit, t).attack, 0) / TEAMS.length;
    expect(mean).toBeCloseTo(1, 1);
  });

  it("rates an unknown club at the newcomer strengths, below average", () => {
    const promoted = strengthOf(fit, "Promoted FC");
    expect(promoted).toEqual({ attack: DIXON_COLES_DEFAULTS.newcomerAttack, defence: DIXON_COLES_DEFAULTS.newcomerDefence, known: false });
    const goals = expectedGoals(fit, "Promoted FC", "Celtic");
    expect(goals.home).toBeGreaterThan(0);
    expect(Number.isFinite(goals.away)).toBe(true);
  });

  it("fits something sane on no history at all", () => {
    const empty = fitDixonColes([]);
    const goals = expectedGoals(empty, "A", "B");
    expect(goals.home).toBeGreaterThan(goals.away);
    expect(goals.home).toBeLessThan(3);
  });

  it("moves strengths towards shots on target when the rows carry them", () => {
    // Dinamo's goals stay as they were, but they now out-shoot everyone: their attack should rise.
    const withShots = rows.map((r) => ({
      ...r,
      homeShotsOnTarget: r.homeTeam === "Dinamo" ? 12 : 4,
      awayShotsOnTarget: r.awayTeam === "Dinamo" ? 12 : 4,
    }));
    const shotFit = fitDixonColes(withShots);
    const goalsOnly = fitDixonColes(withShots, { ...DIXON_COLES_DEFAULTS, shotsWeight: 0 });
    expect(strengthOf(shotFit, "Dinamo").attack).toBeGreaterThan(strengthOf(goalsOnly, "Dinamo").attack);
  });

  it("weighs recent matches more than old ones", () => {
    // Fenerbahce were poor last season but win every match this season.
    const turnaround = rows.map((r) => {
      if (r.date.getTime() < Date.parse("2023-07-01")) return r;
      if (r.homeTeam === "Fenerbahce") return { ...r, homeGoals: 3, awayGoals: 0 };
      if (r.awayTeam === "Fenerbahce") return { ...r, homeGoals: 0, awayGoals: 3 };
      return r;
    });
    const decayed = fitDixonColes(turnaround);
    const flat = fitDixonColes(turnaround, { ...DIXON_COLES_DEFAULTS, xi: 0 });
    expect(strengthOf(decayed, "Fenerbahce").attack).toBeGreaterThan(strengthOf(flat, "Fenerbahce").attack);
  });

  it("keeps ρ in a plausible range", () => {
    expect(fit.rho).toBeGreaterThanOrEqual(-0.25);
    expect(fit.rho).toBeLessThanOrEqual(0.15);
  });
});
