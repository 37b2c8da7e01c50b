import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startReplayServer, type ReplayServer } from "../../../../testing/replay-server";
import { FootballDataProvider } from "./football-data-provider";
import betweenReply from "./fixtures/matches-between.json";
import liveGoalsReply from "./fixtures/match-live-goals.json";
import plResults from "./fixtures/results-PL-2024.json";
import teamsReply from "./fixtures/teams-PL-2024.json";
import teamsWithoutSquads from "./fixtures/teams-PL-2024-no-squads.json";

// The adapter on the recorded replies themselves, as the real API sent them.

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const provider = (now = "2025-03-15T13:00:00Z") =>
  new FootballDataProvider({ apiKey: "replies-key", baseUrl: server.url, now: () => new Date(now), sleep: async () => undefined });

describe("fixturesBetween on a recorded reply", () => {
  it("sends the key and asks for goals, and keeps only [from, to) in kick-off order", async () => {
    server.reset([{ path: "/matches", reply: { body: betweenReply } }]);
    const fixtures = await provider().fixturesBetween(new Date("2025-03-15T14:30:00Z"), new Date("2025-03-16T11:30:00Z"));
    const [request] = server.requests;
    expect(request?.headers["x-auth-token"]).toBe("replies-key");
    expect(request?.headers["x-unfold-goals"]).toBe("true");
    expect(fixtures.map((fixture) => `${fixture.kickoff.toISOString().slice(8, 16)} ${fixture.homeTeam} ${fixture.status}`)).toEqual([
      "15T14:30 FC Bayern München live",
      "15T15:00 Manchester City FC live",
      "15T17:30 FC Barcelona upcoming",
      "15T20:05 Paris Saint-Germain FC upcoming",
    ]);
  });
});

describe("squad on recorded replies", () => {
  async function squadsFrom(teams: unknown) {
    server.reset([
      { path: "/competitions/PL/matches", reply: { body: plResults } },
      { path: "/competitions/PL/teams", reply: { body: teams } },
      { path: "/competitions/PD/matches", reply: { body: { competition: { id: 2014, name: "Primera Division", code: "PD" }, matches: [] } } },
      { path: /\/competitions\/(SA|BL1|FL1)\/matches/, reply: { body: { competition: { id: 2019, name: "Serie A", code: "SA" }, matches: [] } } },
    ]);
    const football = provider();
    // The history names the teams and their competition.
    await football.resultsBefore(new Date("2025-03-15T00:00:00Z"), 50);
    return football;
  }

  it("gives the names of a reply with squads, and none for a team whose squad is empty", async () => {
    const football = await squadsFrom(teamsReply);
    expect(await football.squad("Manchester United FC")).toEqual([
      "André Onana",
      "Lisandro Martínez",
      "Bruno Fernandes",
      "Kobbie Mainoo",
      "Rasmus Højlund",
    ]);
    expect(await football.squad("Arsenal FC")).toContain("Bukayo Saka");
    expect(await football.squad("Ipswich Town FC")).toEqual([]);
    expect(server.requests.filter((request) => request.path.endsWith("/teams")).map((request) => request.url)).toEqual([
      "/competitions/PL/teams?season=2024",
    ]);
  });

  it("gives no names when the plan's reply has no squads", async () => {
    const football = await squadsFrom(teamsWithoutSquads);
    expect(await football.squad("Manchester United FC")).toEqual([]);
    expect(await football.squad("Arsenal FC")).toEqual([]);
  });
});

describe("fixturesById on a recorded reply with unfolded goals", () => {
  it("maps the match and remembers its goals for events", async () => {
    server.reset([{ path: "/matches", reply: { body: liveGoalsReply } }]);
    const football = provider("2025-03-16T16:50:00Z");
    expect(await football.fixturesById(["498886"])).toEqual([
      expect.objectContaining({ fixtureId: "498886", status: "live", minute: 78, homeGoals: 2, awayGoals: 1, leagueName: "Primera Division" }),
    ]);
    expect(server.requests[0]?.url).toBe("/matches?ids=498886");
    const goals = (await football.events("498886")).filter((event) => event.kind === "goal");
    expect(goals.map((event) => event.player)).toEqual(["Aitor Ruibal", "Romain Perraud", "Giovani Lo Celso"]);
    expect(server.requests).toHaveLength(1);
  });
});
