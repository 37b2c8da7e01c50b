import { describe, expect, it } from "vitest";
import type { AiName } from "../../shared/constants";
import { formatScore, parseScore } from "../../shared/scoring";
import { quantizeGrid } from "../../shared/sealed-forecast";
import { callInTurn, callingOrder, firstToCall } from "./calling-order";
import type { Oracle, OracleInput } from "./oracle";
import { bestPick, gridFrom, type ScoreGrid } from "./statistical/score-distribution";

// A hand-made pair of forecasts whose free calls coincide: both rate 1-0 best, El Divino's second choice
// is 2-1 and O Eterno's is 1-1.
const gridOf = (weights: Record<string, number>): ScoreGrid => gridFrom((h, a) => weights[`${h}-${a}`] ?? 0);
const DIVINO = gridOf({ "1-0": 14, "2-1": 11, "2-0": 9, "1-1": 8, "0-0": 6, "0-1": 4 });
const ETERNO = gridOf({ "1-0": 13, "1-1": 12, "0-0": 9, "2-1": 6, "0-1": 6, "2-0": 4 });

/** An oracle that calls exactly as the statistical ones do: the best pick of its grid, less the taken score. */
function gridOracle(aiName: AiName, grid: ScoreGrid): Oracle {
  return {
    aiName,
    predict: (input: OracleInput) =>
      Promise.resolve({
        predictedScore: formatScore(bestPick(grid, parseScore(input.taken?.score)).score),
        confidence: 50,
        reasoning: "",
        goalScorers: null,
        boldPrediction: null,
        model: "hand-made",
        scoreGrid: quantizeGrid(grid),
      }),
  };
}

const oracles = { ChatGPT: gridOracle("ChatGPT", DIVINO), Grok: gridOracle("Grok", ETERNO) };
const input: OracleInput = {
  homeTeam: "Arsenal",
  awayTeam: "Chelsea",
  leagueId: 39,
  leagueName: "Premier League",
  kickoff: new Date(Date.UTC(2026, 7, 15, 15)),
  history: [],
  homeSquad: [],
  awaySquad: [],
};

describe("calling order", () => {
  it("alternates who calls first, match by match", () => {
    expect([1, 2, 3, 4].map(firstToCall)).toEqual(["Grok", "ChatGPT", "Grok", "ChatGPT"]);
    expect(callingOrder(8)).toEqual(["ChatGPT", "Grok"]);
    expect(callingOrder(9)).toEqual(["Grok", "ChatGPT"]);
  });

  it("keeps the first oracle's own best call, and gives the second its best of the rest", async () => {
    expect(bestPick(DIVINO).score).toEqual(bestPick(ETERNO).score);
    const divinoFirst = await callInTurn(oracles, input, 2);
    expect(divinoFirst).toMatchObject({ ChatGPT: { predictedScore: "1-0" }, Grok: { predictedScore: "1-1" } });
    const eternoFirst = await callInTurn(oracles, input, 3);
    expect(eternoFirst).toMatchObject({ ChatGPT: { predictedScore: "2-1" }, Grok: { predictedScore: "1-0" } });
    // The sealed forecasts stay whole: giving way changes the call, never the grid.
    expect(eternoFirst.ChatGPT.scoreGrid).toEqual(divinoFirst.ChatGPT.scoreGrid);
  });

  it("tells the second oracle who called what", async () => {
    const heard: Array<OracleInput["taken"]> = [];
    const listening: Oracle = { aiName: "Grok", predict: (i) => (heard.push(i.taken), oracles.Grok.predict(i)) };
    await callInTurn({ ChatGPT: oracles.ChatGPT, Grok: listening }, input, 4);
    expect(heard).toEqual([{ by: "ChatGPT", score: "1-0" }]);
  });
});
