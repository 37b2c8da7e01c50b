import { describe, expect, it } from "vitest";
import type { SeasonOverview, SeasonQuestion } from "@shared/api/season";
import { seasonAnswered, seasonDeadlinePassed } from "./season";
import { cacheWithEveryRead, everyRead, staleReads } from "./test-cache";

const question = (id: number, mine: SeasonQuestion["mine"] = null): SeasonQuestion => ({
  id,
  kind: "champion",
  points: 20,
  choices: [{ value: "Arsenal", club: null }],
  mine,
  oracles: [],
  answers: 0,
  shares: null,
  crowdAnswer: null,
  crowdHash: null,
  result: null,
});
const overview = (...questions: SeasonQuestion[]): SeasonOverview => ({
  competitions: [
    { leagueId: 1, leagueName: "L", season: 2025, deadline: "2025-08-20T00:00:00Z", sealed: false, scored: false, questions, odds: null },
  ],
});
const answer = { answer: "Arsenal", updatedAt: "2025-08-01T10:00:00Z", seal: null, points: null };

describe("seasonAnswered", () => {
  it("puts the stored answer into its question, leaving the other questions and every read fresh", () => {
    const client = cacheWithEveryRead({ season: overview(question(1), question(2)) });
    seasonAnswered(client, 2, answer);
    expect(client.getQueryData(everyRead.season)).toEqual(overview(question(1), question(2, answer)));
    expect(staleReads(client)).toEqual([]);
  });

  it("leaves an overview not read yet alone", () => {
    const client = cacheWithEveryRead({ season: undefined });
    seasonAnswered(client, 2, answer);
    expect(client.getQueryData(everyRead.season)).toBeUndefined();
  });
});

describe("seasonDeadlinePassed", () => {
  it("reads the season questions again, and nothing else", async () => {
    const client = cacheWithEveryRead();
    await seasonDeadlinePassed(client);
    expect(staleReads(client)).toEqual(["season"]);
  });
});
