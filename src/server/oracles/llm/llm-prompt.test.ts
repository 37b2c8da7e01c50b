import { describe, expect, it } from "vitest";
import type { ResultRow } from "../../platform/providers/football/football-provider";
import type { OracleInput, OraclePrediction } from "../oracle";
import { buildPrompt, llmReplySchema, personaFor, predictionJsonSchema } from "./llm-oracle";
import { headToHead, recentForm } from "./llm-prompt";
import { evenGrid } from "../../testing/forecasts";

const row = (date: string, homeTeam: string, homeGoals: number, awayGoals: number, awayTeam: string): ResultRow => ({
  date: new Date(date),
  leagueId: 140,
  homeTeam,
  awayTeam,
  homeGoals,
  awayGoals,
});
const baseline: OraclePrediction = {
  predictedScore: "1-1",
  confidence: 29,
  reasoning: "Elo 1712 vs 1698.",
  goalScorers: null,
  boldPrediction: null,
  model: "elo-form-v1",
  scoreGrid: evenGrid(),
};

describe("buildPrompt", () => {
  const history = [
    row("2024-08-18", "Real Sociedad", 1, 2, "Barcelona"),
    row("2024-08-24", "Barcelona", 2, 1, "Athletic Club"),
    row("2024-08-25", "Real Madrid", 1, 1, "Atletico Madrid"),
    row("2024-08-27", "Rayo Vallecano", 1, 2, "Barcelona"),
    row("2024-08-31", "Barcelona", 7, 0, "Valladolid"),
    row("2024-09-15", "Girona", 1, 4, "Barcelona"),
    row("2024-09-22", "Villarreal", 1, 5, "Barcelona"),
    row("2024-10-26", "Real Madrid", 0, 4, "Barcelona"),
    // After kick-off: must never reach the prompt.
    row("2025-01-12", "Real Madrid", 2, 5, "Barcelona"),
  ];
  const input: OracleInput = {
    homeTeam: "Barcelona",
    awayTeam: "Real Madrid",
    leagueId: 140,
    leagueName: "La Liga",
    kickoff: new Date("2024-12-01T20:00:00Z"),
    history,
    homeSquad: ["R. Lewandowski", "Raphinha", "Lamine Yamal"],
    awaySquad: [],
  };
  const prompt = buildPrompt(input, baseline);

  it("names the match, league, kick-off and the baseline's numbers", () => {
    expect(prompt).toContain("Barcelona (home) vs Real Madrid (away)");
    expect(prompt).toContain("League: La Liga");
    expect(prompt).toContain("2024-12-01T20:00:00.000Z");
    expect(prompt).toContain("Statistical model baseline (elo-form-v1)");
    expect(prompt).toContain("predicted score: 1-1");
    expect(prompt).toContain("confidence: 29%");
    expect(prompt).toContain("Elo 1712 vs 1698.");
  });

  it("holds the last five results of each side and the meetings, never a result after kick-off", () => {
    expect(prompt).toContain("Barcelona (WWWWW, newest first):");
    expect(prompt).not.toContain("2024-08-18 Real Sociedad");
    expect(prompt).toContain("Real Madrid (LD, newest first):");
    expect(prompt).toContain("- 2024-10-26 Real Madrid 0-4 Barcelona");
    expect(prompt).not.toContain("2025-01-12");
    expect(prompt).toContain("Barcelona: R. Lewandowski, Raphinha, Lamine Yamal");
    expect(prompt).toContain("Real Madrid: unknown");
  });

  it("says so when there is no form or meeting", () => {
    expect(recentForm("Leganes", history)).toBe("Leganes: no recent results in the data.");
    expect(headToHead("Leganes", "Getafe", history)).toBe("No meetings in the data.");
  });

  it("gives each oracle its persona", () => {
    expect(personaFor("ChatGPT")).toContain("El Divino");
    expect(personaFor("Grok")).toContain("O Eterno");
  });

  it("asks, in the same call, for the reasoning and bold call in the other three languages", () => {
    expect(personaFor("Grok")).toContain("Brazilian Portuguese (pt-BR), Spanish (es) and German (de), in the same voice");
    expect(predictionJsonSchema.required).toContain("translations");
    expect(predictionJsonSchema.properties.translations.required).toEqual(["pt-BR", "es", "de"]);
  });
});

describe("llmReplySchema", () => {
  const good = { predictedScore: "2-0", confidence: 61, reasoning: "Form.", goalScorers: "Raphinha", boldPrediction: null };

  it("accepts a good reply and normalises the score and empty texts", () => {
    expect(llmReplySchema.parse({ ...good, predictedScore: " 02-1 ", goalScorers: "  " })).toEqual({
      ...good,
      predictedScore: "2-1",
      goalScorers: null,
      likelyScores: [],
      translations: null,
    });
  });

  it("reads the named likely scores, dropping what is not a score and clamping chances to 0-100", () => {
    const likelyScores = [
      { score: "02-1", percent: 14.5 },
      { score: "soon", percent: 10 },
      { score: "1-1", percent: 130 },
      { score: "0-0", percent: -4 },
    ];
    expect(llmReplySchema.parse({ ...good, likelyScores }).likelyScores).toEqual([
      { score: { home: 2, away: 1 }, percent: 14.5 },
      { score: { home: 1, away: 1 }, percent: 100 },
      { score: { home: 0, away: 0 }, percent: 0 },
    ]);
    expect(llmReplySchema.safeParse({ ...good, likelyScores: "2-1" }).success).toBe(false);
  });

  it.each([
    ["a score that is not H-A", { predictedScore: "two-one" }],
    ["confidence above 100", { confidence: 150 }],
    ["confidence below 0", { confidence: -1 }],
    ["a fractional confidence", { confidence: 55.5 }],
    ["empty reasoning", { reasoning: " " }],
    ["a missing field", { boldPrediction: undefined }],
  ])("rejects %s", (_, change) => {
    expect(llmReplySchema.safeParse({ ...good, ...change }).success).toBe(false);
  });
});
