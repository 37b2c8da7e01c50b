import { describe, expect, it } from "vitest";
import { boldPrediction, divinoReasoning, eternoReasoning, goalScorers, type ForecastSummary } from "./persona-text";
import { bestPick, dixonColesGrid, outcomeProbabilities } from "./score-distribution";

function summary(home: number, away: number): ForecastSummary {
  const grid = dixonColesGrid(home, away, -0.05);
  return {
    homeTeam: "Arsenal",
    awayTeam: "Chelsea",
    grid,
    outcomes: outcomeProbabilities(grid),
    pick: bestPick(grid),
    gaveWay: null,
    expectedHome: home,
    expectedAway: away,
  };
}

describe("persona text", () => {
  it("names as many scorers as goals, home first, likeliest first", () => {
    expect(goalScorers({ home: 2, away: 1 }, ["Haaland", "Foden", "Doku"], ["Salah", "Núñez"])).toBe("Haaland, Foden; Salah");
    expect(goalScorers({ home: 3, away: 0 }, ["Kane", "Musiala"], ["Salah"])).toBe("Kane, Musiala, Kane");
    expect(goalScorers({ home: 0, away: 0 }, ["Kane"], ["Salah"])).toBeNull();
    expect(goalScorers({ home: 2, away: 1 }, [], [])).toBeNull();
    expect(goalScorers({ home: 1, away: 1 }, [], ["Salah"])).toBe("Salah");
  });

  it("writes each persona's reasoning from the numbers", () => {
    const s = summary(2.1, 0.8);
    const divino = divinoReasoning(s, { homeAttack: 1.31, homeDefence: 0.82, awayAttack: 0.9, awayDefence: 1.1, homeAdvantage: 1.22, newcomers: [] });
    expect(divino).toMatch(/^The heavens align/);
    expect(divino).toContain("an attack of 1.3 meets");
    expect(divino).toContain("2.1 expected goals to 0.8");
    // One decimal at most: the model's exact figures would let a reader rebuild the sealed grid.
    expect(divino).toContain(`${Math.round(s.outcomes.home * 100)}% home win`);
    const eterno = eternoReasoning(s, {
      homeRating: 1612.4,
      awayRating: 1540,
      homeForm: 1.26,
      awayForm: -0.5,
      homeFormPoints: 19,
      awayFormPoints: -7.5,
      newcomers: ["Chelsea"],
    });
    expect(eterno).toContain("1612 Elo");
    expect(eterno).toContain("+1.3 and −0.5");
    expect(eterno).toContain("Chelsea has no long record");
    expect(eterno).not.toBe(divino);
    // One decimal at most: the model's exact figures would let a reader rebuild the sealed grid.
    for (const text of [divino, eterno]) expect(text).not.toMatch(/\d\.\d\d/);
    for (const text of [divino, eterno]) expect(text.split(/(?<=\.)\s/).length).toBeGreaterThanOrEqual(2);
  });

  it("says so when the oracle's own best score was called first and it names the best of the rest", () => {
    const free = summary(1.4, 1.1);
    const taken = free.pick.score;
    const s: ForecastSummary = { ...free, pick: bestPick(free.grid, taken), gaveWay: { to: "Grok", score: taken } };
    const divino = divinoReasoning(s, { homeAttack: 1, homeDefence: 1, awayAttack: 1, awayDefence: 1, homeAdvantage: 1.2, newcomers: [] });
    const called = `${taken.home}-${taken.away}`;
    const next = `${s.pick.score.home}-${s.pick.score.away}`;
    expect(next).not.toBe(called);
    expect(divino).toContain(`${called} would command the richest harvest, but O Eterno spoke it first; of what remains, ${next} reaps the most`);
    const eterno = eternoReasoning(
      { ...s, gaveWay: { to: "ChatGPT", score: taken } },
      { homeRating: 1500, awayRating: 1500, homeForm: 0, awayForm: 0, homeFormPoints: 0, awayFormPoints: 0, newcomers: [] },
    );
    expect(eterno).toContain(`patience would counsel ${called}; El Divino has claimed it, so the next best, ${next}.`);
  });

  it("makes one bold sentence with a probability from the distribution, in each voice", () => {
    const s = summary(2.6, 0.4);
    const divino = boldPrediction("ChatGPT", s);
    const eterno = boldPrediction("Grok", s);
    for (const text of [divino, eterno]) expect(text).toMatch(/\d+%/);
    expect(divino).not.toBe(eterno);
  });

  it("speaks each voice in each language, with the language's numbers and the names as they are", () => {
    const s = summary(2.1, 0.8);
    const numbers = { homeAttack: 1.31, homeDefence: 0.82, awayAttack: 0.9, awayDefence: 1.1, homeAdvantage: 1.22, newcomers: ["Chelsea"] };
    const home = `${Math.round(s.outcomes.home * 100)}`;
    const de = divinoReasoning(s, numbers, "de");
    expect(de).toMatch(/^Die Himmel ordnen sich über Arsenal gegen Chelsea/);
    expect(de).toContain("Ein Angriff von 1,3 trifft");
    expect(de).toContain(`${home}\u00a0% Heimsieg`);
    expect(de).toContain("Selbst Chelsea, neu an diesem Himmel, wird gewogen");
    const pt = divinoReasoning(s, numbers, "pt-BR");
    expect(pt).toContain(`${home}% de vitória do mandante`);
    expect(pt).toContain("2,1 gols esperados contra 0,8");
    const es = eternoReasoning(
      s,
      { homeRating: 1612.4, awayRating: 1540, homeForm: 1.26, awayForm: -0.5, homeFormPoints: 19, awayFormPoints: -7.5, newcomers: [] },
      "es",
    );
    expect(es).toContain("Arsenal se ha asentado en 1612 de Elo");
    expect(es).toContain("+1,3 y −0,5 por partido");
    for (const locale of ["pt-BR", "es", "de"] as const) {
      expect(boldPrediction("ChatGPT", s, locale)).not.toBe(boldPrediction("Grok", s, locale));
      expect(boldPrediction("ChatGPT", s, locale)).not.toBe(boldPrediction("ChatGPT", s));
    }
  });

  it("says it gave way in the reader's language", () => {
    const free = summary(1.4, 1.1);
    const taken = free.pick.score;
    const s: ForecastSummary = { ...free, pick: bestPick(free.grid, taken), gaveWay: { to: "ChatGPT", score: taken } };
    const eterno = eternoReasoning(
      s,
      { homeRating: 1500, awayRating: 1500, homeForm: 0, awayForm: 0, homeFormPoints: 0, awayFormPoints: 0, newcomers: [] },
      "de",
    );
    expect(eterno).toContain(
      `die Geduld riete zu ${taken.home}-${taken.away}; El Divino hat es für sich beansprucht, also bleibt das Nächstbeste, ${s.pick.score.home}-${s.pick.score.away}.`,
    );
  });
});
