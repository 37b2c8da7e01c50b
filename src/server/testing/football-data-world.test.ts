import { afterEach, describe, expect, it } from "vitest";
import { competitionListSchema, matchListSchema, teamListSchema } from "../platform/providers/football/football-data/football-data-schemas";
import everyStatusReply from "../platform/providers/football/football-data/fixtures/matches-every-status.json";
import teamsReply from "../platform/providers/football/football-data/fixtures/teams-PL-2024.json";
import { startFootballDataWorld, type FootballDataWorld } from "./football-data-world";

// The world answers as football-data.org does: the same shapes as the adapter's recorded replies, and the
// free plan's rules (the key, ten requests a minute, ten-day ranges, twelve competitions).

let time = Date.parse("2025-03-15T15:00:00Z");
const now = () => new Date(time);
let world: FootballDataWorld;

afterEach(async () => {
  await world.close();
});

async function open(options: Parameters<typeof startFootballDataWorld>[0] = {}) {
  time = Date.parse("2025-03-15T15:00:00Z");
  world = await startFootballDataWorld({ now, ...options });
  return world;
}

/** The reply's JSON, or its text when it is not JSON (the malformed reply). */
function parse(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function get(path: string, headers: Record<string, string> = { "X-Auth-Token": world.apiKey }) {
  const response = await fetch(`${world.url}${path}`, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: parse(text) };
}

const keys = (value: object) => Object.keys(value).sort();
const recordedMatch = (id: number) => everyStatusReply.matches.find((match) => match.id === id)!;

describe("reply shapes", () => {
  it("builds matches with the recorded replies' fields, which the adapter's schemas read", async () => {
    await open();
    const timed = world.addMatch({ competition: "PL", home: "Tottenham Hotspur FC", away: "AFC Bournemouth", kickoff: "2025-03-16T16:30:00Z" });
    const live = world.addMatch({
      competition: "PL",
      home: "Manchester City FC",
      away: "Brighton & Hove Albion FC",
      kickoff: "2025-03-15T15:00:00Z",
    });
    world.setStatus(live, "IN_PLAY");
    world.setScore(live, 1, 1, 67);

    const reply = await get(`/matches?ids=${timed},${live}`);
    expect(reply.status).toBe(200);
    expect(keys(reply.body)).toEqual(keys(everyStatusReply));
    const first = reply.body.matches.find((match: { id: number }) => match.id === timed);
    const second = reply.body.matches.find((match: { id: number }) => match.id === live);
    expect(keys(first)).toEqual(keys(recordedMatch(497651)));
    expect(keys(second)).toEqual(keys(recordedMatch(497642)));
    expect(keys(second.score)).toEqual(keys(recordedMatch(497642).score));
    expect(second).toMatchObject({ status: "IN_PLAY", minute: 67, score: { fullTime: { home: 1, away: 1 } }, competition: { id: 2021, code: "PL" } });
    expect(matchListSchema.parse(reply.body)).toHaveLength(2);
  });

  it("serves a competition's teams as the recorded reply does, squads included", async () => {
    await open();
    world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: "2025-03-16T16:30:00Z" });
    world.setSquad("Arsenal FC", ["David Raya", "Bukayo Saka"]);
    const reply = await get("/competitions/PL/teams?season=2024");
    expect(keys(reply.body)).toEqual(keys(teamsReply));
    expect(keys(reply.body.teams[0])).toEqual(keys(teamsReply.teams[0]!));
    const teams = teamListSchema.parse(reply.body).teams;
    expect(teams.map((team) => [team.name, team.squad?.map((player) => player.name)])).toEqual([
      ["Arsenal FC", ["David Raya", "Bukayo Saka"]],
      ["Chelsea FC", []],
    ]);
  });

  it("lists the free plan's twelve competitions", async () => {
    await open();
    const codes = competitionListSchema.parse((await get("/competitions")).body).competitions.map((entry) => entry.code);
    expect(codes.sort()).toEqual(["BL1", "BSA", "CL", "DED", "EC", "ELC", "FL1", "PD", "PL", "PPL", "SA", "WC"]);
  });

  it("serves finished history by season, Série A by the calendar year", async () => {
    await open();
    world.addMatch({
      competition: "PL",
      home: "Arsenal FC",
      away: "Everton FC",
      kickoff: "2024-05-19T15:00:00Z",
      status: "FINISHED",
      homeGoals: 2,
      awayGoals: 1,
    });
    world.addMatch({
      competition: "PL",
      home: "Arsenal FC",
      away: "Wolverhampton Wanderers FC",
      kickoff: "2024-08-17T14:00:00Z",
      status: "FINISHED",
      homeGoals: 2,
      awayGoals: 0,
    });
    world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: "2025-03-16T16:30:00Z" });
    world.addMatch({
      competition: "BSA",
      home: "SE Palmeiras",
      away: "Botafogo FR",
      kickoff: "2024-11-20T22:00:00Z",
      status: "FINISHED",
      homeGoals: 0,
      awayGoals: 1,
    });
    const season = async (path: string) =>
      matchListSchema.parse((await get(path)).body).map((match) => match.homeTeam.name + " " + match.awayTeam.name);
    expect(await season("/competitions/PL/matches?season=2024&status=FINISHED")).toEqual(["Arsenal FC Wolverhampton Wanderers FC"]);
    expect(await season("/competitions/PL/matches?season=2023&status=FINISHED")).toEqual(["Arsenal FC Everton FC"]);
    expect(await season("/competitions/BSA/matches?season=2024&status=FINISHED")).toEqual(["SE Palmeiras Botafogo FR"]);
  });
});

describe("driving a match", () => {
  it("sets the score at kick-off and the half-time score at the break, and moves a kick-off", async () => {
    await open();
    const id = world.addMatch({ competition: "PD", home: "Real Betis Balompié", away: "Sevilla FC", kickoff: "2025-03-16T15:15:00Z" });
    const state = async () => (await get(`/matches?ids=${id}`)).body.matches[0];
    expect((await state()).score.fullTime).toEqual({ home: null, away: null });
    world.setStatus(id, "IN_PLAY");
    expect((await state()).score.fullTime).toEqual({ home: 0, away: 0 });
    world.addGoal(id, { minute: 30, scorer: "Isco", team: "home" });
    world.setStatus(id, "PAUSED");
    expect(await state()).toMatchObject({ status: "PAUSED", minute: 45, score: { fullTime: { home: 1, away: 0 }, halfTime: { home: 1, away: 0 } } });
    world.moveKickoff(id, "2025-04-02T19:00:00Z");
    expect((await state()).utcDate).toBe("2025-04-02T19:00:00Z");
  });

  it("unfolds goals only for a plan with them and when asked", async () => {
    await open({ goals: true });
    const id = world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: "2025-03-15T15:00:00Z", status: "IN_PLAY" });
    world.addGoal(id, { minute: 12, scorer: "Bukayo Saka", team: "home" });
    expect((await get(`/matches?ids=${id}`)).body.matches[0].goals).toBeUndefined();
    const unfolded = await get(`/matches?ids=${id}`, { "X-Auth-Token": world.apiKey, "X-Unfold-Goals": "true" });
    expect(unfolded.body.matches[0].goals).toEqual([
      expect.objectContaining({ minute: 12, type: "REGULAR", scorer: { id: null, name: "Bukayo Saka" }, score: { home: 1, away: 0 } }),
    ]);
  });
});

describe("the free plan's rules", () => {
  it("refuses a missing key with 403 and a wrong one with 400, in the real shape", async () => {
    await open();
    const missing = await get("/matches", {});
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ message: expect.stringContaining("restricted") as string, errorCode: 403 });
    const wrong = await get("/matches", { "X-Auth-Token": "nope" });
    expect(wrong).toMatchObject({ status: 400, body: { message: "Your API token is invalid.", errorCode: 400 } });
    expect(world.requests.map((request) => request.status)).toEqual([403, 400]);
  });

  it("counts ten requests a minute down in its headers, refuses the eleventh with 429, and resets", async () => {
    await open();
    const left: Array<string | null> = [];
    for (let call = 0; call < 10; call += 1) {
      time += 1_000;
      left.push((await get("/matches")).headers.get("x-requests-available-minute"));
    }
    expect(left).toEqual(["9", "8", "7", "6", "5", "4", "3", "2", "1", "0"]);
    const refused = await get("/matches");
    expect(refused.status).toBe(429);
    // The minute began with the first request, 9 s before this one.
    expect(refused.body).toEqual({ message: "You reached your request limit. Wait 51 seconds.", errorCode: 429 });
    expect(refused.headers.get("x-requestcounter-reset")).toBe("51");
    time += 50_000;
    expect((await get("/matches")).status).toBe(429);
    time += 1_000;
    expect((await get("/matches")).status).toBe(200);
  });

  it("refuses a range over ten days and reads dateTo as exclusive", async () => {
    await open();
    world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: "2025-03-16T16:30:00Z" });
    expect(await get("/matches?dateFrom=2025-03-01&dateTo=2025-03-12")).toMatchObject({
      status: 400,
      body: { message: "Specified period must not exceed 10 days.", errorCode: 400 },
    });
    expect((await get("/matches?dateFrom=2025-03-15&dateTo=2025-03-16")).body.matches).toHaveLength(0);
    expect((await get("/matches?dateFrom=2025-03-15&dateTo=2025-03-17")).body.matches).toHaveLength(1);
  });

  it("refuses a competition outside the plan", async () => {
    await open();
    expect((await get("/matches?competitions=PL,FL2&dateFrom=2025-03-15&dateTo=2025-03-16")).status).toBe(403);
    expect((await get("/competitions/FL2/matches")).body.errorCode).toBe(403);
  });

  it("fails the next requests as told", async () => {
    await open();
    world.failNext("429");
    world.failNext("500");
    world.failNext("malformed");
    world.failNext("unknown-competition");
    const statuses = [];
    for (let call = 0; call < 5; call += 1) statuses.push(await get("/matches"));
    expect(statuses.map((reply) => reply.status)).toEqual([429, 500, 200, 403, 200]);
    expect(typeof statuses[2]!.body).toBe("string");
    expect(statuses[3]!.body.message).toContain("restricted");
    expect(world.requests.map((request) => request.path)).toEqual(Array.from({ length: 5 }, () => "/v4/matches"));
  });
});
