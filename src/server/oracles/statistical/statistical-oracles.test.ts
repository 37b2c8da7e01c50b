import { describe, expect, it } from "vitest";
import { outcomeOf, parseScore } from "../../../shared/scoring";
import type { ResultRow } from "../../platform/providers/football/football-provider";
import type { OracleInput } from "../oracle";
import { toPercent } from "./score-distribution";
import { DixonColesOracle, EloFormOracle, createStatisticalOracles } from "./statistical-oracles";

// A tiny deterministic league: eight clubs of fixed strength, double round robins in two seasons.
const TEAMS = ["Arsenal", "Brentford", "Chelsea", "Everton", "Fulham", "Luton", "Spurs", "Wolves"];
const STRENGTH = [1.0, 0.2, 0.5, -0.3, 0, -0.9, 0.6, -0.4];

function season(start: number, leagueId = 39): ResultRow[] {
  const rows: ResultRow[] = [];
  let k = 0;
  for (let h = 0; h < TEAMS.length; h++) {
    for (let a = 0; a < TEAMS.length; a++) {
      if (h === a) continue;
      const gap = (STRENGTH[h] ?? 0) - (STRENGTH[a] ?? 0);
      const wobble = (((h * 5 + a * 3 + k) % 7) - 3) * 0.35;
      const homeGoals = Math.max(0, Math.round(1.4 + gap + wobble));
      const awayGoals = Math.max(0, Math.round(1.1 - gap - wobble * 0.6));
      rows.push({
        date: new Date(start + Math.floor(k / 4) * 4 * 86_400_000),
        leagueId,
        homeTeam: TEAMS[h] ?? "",
        awayTeam: TEAMS[a] ?? "",
        homeGoals,
        awayGoals,
        homeShotsOnTarget: homeGoals * 3 + (k % 3),
        awayShotsOnTarget: awayGoals * 3 + ((k + 1) % 3),
      });
      k++;
    }
  }
  return rows;
}

const HISTORY = [...season(Date.UTC(2022, 7, 6)), ...season(Date.UTC(2023, 7, 5))];
const KICKOFF = new Date(Date.UTC(2024, 3, 20, 15));

const input = (homeTeam: string, awayTeam: string, history: readonly ResultRow[] = HISTORY, kickoff = KICKOFF): OracleInput => ({
  homeTeam,
  awayTeam,
  leagueId: 39,
  leagueName: "Premier League",
  kickoff,
  history,
  homeSquad: ["Saka", "Ødegaard", "Havertz"],
  awaySquad: ["Palmer", "Jackson"],
});

const oracles = createStatisticalOracles();
const both = [oracles.ChatGPT, oracles.Grok];

describe("statistical oracles", () => {
  it("are El Divino's Dixon-Coles and O Eterno's Elo", async () => {
    expect(oracles.ChatGPT.aiName).toBe("ChatGPT");
    expect(oracles.Grok.aiName).toBe("Grok");
    expect((await oracles.ChatGPT.predict(input("Arsenal", "Chelsea"))).model).toBe("dixon-coles-v1");
    expect((await oracles.Grok.predict(input("Arsenal", "Chelsea"))).model).toBe("elo-form-v1");
  });

  it("return a well-formed prediction", async () => {
    for (const oracle of both) {
      const p = await oracle.predict(input("Arsenal", "Luton"));
      expect(p.predictedScore).toMatch(/^\d{1,2}-\d{1,2}$/);
      expect(Number.isInteger(p.confidence)).toBe(true);
      expect(p.confidence).toBeGreaterThanOrEqual(0);
      expect(p.confidence).toBeLessThanOrEqual(100);
      expect(p.reasoning.trim().length).toBeGreaterThan(40);
      expect(p.boldPrediction).toMatch(/\d+%/);
      const score = parseScore(p.predictedScore);
      expect(score).not.toBeNull();
      if (score && score.home + score.away > 0) expect(p.goalScorers?.split(/[,;] /)).toHaveLength(score.home + score.away);
    }
  });

  it("state as confidence the model's probability of the pick's outcome", async () => {
    for (const oracle of both) {
      for (const [home, away] of [
        ["Arsenal", "Luton"],
        ["Wolves", "Spurs"],
        ["Fulham", "Brentford"],
      ] as const) {
        const p = await oracle.predict(input(home, away));
        const forecast = oracle.forecast(input(home, away));
        const score = parseScore(p.predictedScore);
        if (!score) throw new Error("no score");
        expect(score).toEqual(forecast.pick.score);
        const o = forecast.outcomes;
        expect(o.home + o.draw + o.away).toBeCloseTo(1, 10);
        expect(p.confidence).toBe(toPercent(o[outcomeOf(score)]));
      }
    }
  });

  it("never look ahead: results at or after kick-off change nothing", async () => {
    const future: ResultRow[] = [
      { date: KICKOFF, leagueId: 39, homeTeam: "Luton", awayTeam: "Arsenal", homeGoals: 7, awayGoals: 0 },
      {
        date: new Date(KICKOFF.getTime() + 86_400_000),
        leagueId: 39,
        homeTeam: "Luton",
        awayTeam: "Spurs",
        homeGoals: 6,
        awayGoals: 0,
        homeShotsOnTarget: 15,
        awayShotsOnTarget: 0,
      },
    ];
    for (const make of [() => new DixonColesOracle(), () => new EloFormOracle()]) {
      const clean = await make().predict(input("Luton", "Chelsea"));
      const leaky = await make().predict(input("Luton", "Chelsea", [...HISTORY, ...future]));
      expect(leaky).toEqual(clean);
      // The same rows do move the model once they are in the past, so the test above has teeth.
      const later = await make().predict(input("Luton", "Chelsea", [...HISTORY, ...future], new Date(KICKOFF.getTime() + 7 * 86_400_000)));
      expect(later.reasoning).not.toBe(clean.reasoning);
    }
  });

  it("give promoted or unknown clubs a sensible prediction", async () => {
    for (const oracle of both) {
      const promoted = await oracle.predict(input("Ipswich", "Arsenal"));
      expect(parseScore(promoted.predictedScore)).not.toBeNull();
      expect(promoted.reasoning).toContain("Ipswich");
      const forecast = oracle.forecast(input("Ipswich", "Arsenal"));
      expect(forecast.outcomes.away).toBeGreaterThan(forecast.outcomes.home);
      const nothingKnown = await oracle.predict(input("Ipswich", "Leicester", []));
      expect(parseScore(nothingKnown.predictedScore)).not.toBeNull();
      expect(nothingKnown.confidence).toBeGreaterThan(0);
    }
  });

  it("fit each league on its own results", () => {
    const otherLeague = season(Date.UTC(2023, 7, 5), 140).map((r) => ({ ...r, homeGoals: r.awayGoals, awayGoals: r.homeGoals }));
    for (const oracle of both) {
      const alone = oracle.forecast(input("Arsenal", "Wolves"));
      const mixed = oracle.forecast(input("Arsenal", "Wolves", [...HISTORY, ...otherLeague]));
      expect(mixed.outcomes).toEqual(alone.outcomes);
    }
  });

  it("are two different models", async () => {
    let differentPicks = 0;
    let differentConfidence = 0;
    for (const home of TEAMS) {
      for (const away of TEAMS) {
        if (home === away) continue;
        const divino = await oracles.ChatGPT.predict(input(home, away));
        const eterno = await oracles.Grok.predict(input(home, away));
        if (divino.predictedScore !== eterno.predictedScore) differentPicks++;
        if (divino.confidence !== eterno.confidence) differentConfidence++;
        expect(divino.reasoning).not.toBe(eterno.reasoning);
      }
    }
    expect(differentPicks).toBeGreaterThan(5);
    expect(differentConfidence).toBeGreaterThan(10);
  });
});
