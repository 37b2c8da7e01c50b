import { afterEach, describe, expect, it } from "vitest";
import { startFootballDataWorld, type FootballDataWorld, type FootballDataWorldOptions } from "../../../../testing/football-data-world";
import { fakeClock } from "../../../../testing/provider-test-kit";
import { FootballDataProvider, type FootballDataProviderOptions } from "./football-data-provider";

// The request plan against a football-data world: the free plan's ten a minute make the number of
// requests part of the behaviour, so every test counts them.

let world: FootballDataWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

async function setUp(start: string, worldOptions: FootballDataWorldOptions = {}, options: Partial<FootballDataProviderOptions> = {}) {
  const clock = fakeClock(start);
  world = await startFootballDataWorld({ now: clock.now, ...worldOptions });
  const football = new FootballDataProvider({ apiKey: world.apiKey, baseUrl: world.url, now: clock.now, sleep: clock.sleep, ...options });
  return { clock, world, football };
}

describe("fixturesBetween", () => {
  it("asks once for all five competitions and keeps the kick-offs in [from, to)", async () => {
    const { world, football } = await setUp("2025-03-15T10:00:00Z");
    world.addMatch({ competition: "PL", home: "Everton FC", away: "West Ham United FC", kickoff: "2025-03-15T12:30:00Z" });
    world.addMatch({ competition: "PD", home: "FC Barcelona", away: "Villarreal CF", kickoff: "2025-03-15T17:30:00Z" });
    world.addMatch({ competition: "SA", home: "AC Milan", away: "SSC Napoli", kickoff: "2025-03-16T11:30:00Z" });
    world.addMatch({ competition: "BL1", home: "FC Bayern München", away: "Borussia Dortmund", kickoff: "2025-03-15T14:30:00Z" });
    world.addMatch({ competition: "FL1", home: "Paris Saint-Germain FC", away: "Olympique de Marseille", kickoff: "2025-03-16T19:45:00Z" });
    world.addMatch({ competition: "BSA", home: "SE Palmeiras", away: "CR Flamengo", kickoff: "2025-03-15T21:00:00Z" });
    world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: "2025-03-16T16:30:00Z" });

    const fixtures = await football.fixturesBetween(new Date("2025-03-15T12:00:00Z"), new Date("2025-03-16T16:30:00Z"));

    expect(world.requests.map((request) => [request.path, request.query])).toEqual([
      ["/v4/matches", { competitions: "PL,PD,SA,BL1,FL1", dateFrom: "2025-03-15", dateTo: "2025-03-17" }],
    ]);
    expect(fixtures.map((fixture) => `${fixture.kickoff.toISOString().slice(5, 16)} ${fixture.leagueName}: ${fixture.homeTeam}`)).toEqual([
      "03-15T12:30 Premier League: Everton FC",
      "03-15T14:30 Bundesliga: FC Bayern München",
      "03-15T17:30 Primera Division: FC Barcelona",
      "03-16T11:30 Serie A: AC Milan",
    ]);
  });

  it("asks a range longer than the API's ten days in windows it accepts", async () => {
    const { world, football } = await setUp("2025-03-01T10:00:00Z");
    world.addMatch({ competition: "PL", home: "Everton FC", away: "Fulham FC", kickoff: "2025-03-03T20:00:00Z" });
    world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: "2025-03-22T15:00:00Z" });
    const fixtures = await football.fixturesBetween(new Date("2025-03-01T00:00:00Z"), new Date("2025-03-25T00:00:00Z"));
    expect(world.requests.map((request) => `${request.status} ${request.query.dateFrom}..${request.query.dateTo}`)).toEqual([
      "200 2025-03-01..2025-03-11",
      "200 2025-03-11..2025-03-21",
      "200 2025-03-21..2025-03-25",
    ]);
    expect(fixtures.map((fixture) => fixture.homeTeam)).toEqual(["Everton FC", "Arsenal FC"]);
  });

  it("asks nothing for an empty range", async () => {
    const { world, football } = await setUp("2025-03-15T10:00:00Z");
    expect(await football.fixturesBetween(new Date("2025-03-15T12:00:00Z"), new Date("2025-03-15T12:00:00Z"))).toEqual([]);
    expect(world.requests).toHaveLength(0);
  });
});

describe("fixturesById", () => {
  it("asks for ten ids a request, once each, and leaves out ids that cannot be matches", async () => {
    const { world, football } = await setUp("2025-03-15T10:00:00Z");
    const ids = Array.from({ length: 23 }, (_, index) =>
      String(world.addMatch({ competition: "PL", home: `Home ${index}`, away: `Away ${index}`, kickoff: "2025-03-15T15:00:00Z" })),
    );
    const fixtures = await football.fixturesById([...ids, "sim-12", ids[0]!]);
    expect(world.requests.map((request) => request.query.ids?.split(",").length)).toEqual([10, 10, 3]);
    expect(world.requests.flatMap((request) => request.query.ids?.split(",") ?? [])).toEqual(ids);
    expect(fixtures.map((fixture) => fixture.fixtureId).sort()).toEqual([...ids].sort());
  });

  it("makes no request for no ids", async () => {
    const { world, football } = await setUp("2025-03-15T10:00:00Z");
    expect(await football.fixturesById(["sim-1"])).toEqual([]);
    expect(world.requests).toHaveLength(0);
  });

  it("follows a match through kick-off, the score, half-time and the end", async () => {
    const { clock, world, football } = await setUp("2025-03-15T14:55:00Z");
    const id = world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: "2025-03-15T15:00:00Z" });
    const state = async () => (await football.fixturesById([String(id)]))[0];
    expect(await state()).toMatchObject({ status: "upcoming", homeGoals: null, minute: null });
    clock.set("2025-03-15T15:24:00Z");
    world.setStatus(id, "IN_PLAY");
    world.setScore(id, 1, 0, 23);
    expect(await state()).toMatchObject({ status: "live", homeGoals: 1, awayGoals: 0, minute: 23 });
    world.setStatus(id, "PAUSED");
    expect(await state()).toMatchObject({ status: "live", minute: 45 });
    world.setStatus(id, "FINISHED");
    expect(await state()).toMatchObject({ status: "completed", homeGoals: 1, awayGoals: 0, minute: null });
  });
});

describe("events", () => {
  it("cost no request: they come from the replies the fixtures already had", async () => {
    const { clock, world, football } = await setUp("2025-03-15T15:10:00Z");
    const id = world.addMatch({
      competition: "PL",
      home: "Arsenal FC",
      away: "Chelsea FC",
      kickoff: "2025-03-15T15:00:00Z",
      status: "IN_PLAY",
      minute: 10,
    });
    await football.fixturesById([String(id)]);
    clock.set("2025-03-15T15:24:00Z");
    world.setScore(id, 1, 0, 23);
    await football.fixturesById([String(id)]);
    const requests = world.requests.length;

    const events = await football.events(String(id));
    await football.events(String(id));
    expect(world.requests).toHaveLength(requests);
    expect(events.map((event) => `${event.minute} ${event.kind} ${event.team ?? "-"} ${event.homeGoals}-${event.awayGoals}`)).toEqual([
      "0 kick_off - 0-0",
      "23 goal home 1-0",
    ]);
    expect(await football.events("999")).toEqual([]);
  });

  it("name the scorers when the plan unfolds goals", async () => {
    const { world, football } = await setUp("2025-03-15T16:10:00Z", { goals: true });
    const id = world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: "2025-03-15T15:00:00Z", status: "IN_PLAY" });
    world.addGoal(id, { minute: 12, scorer: "Bukayo Saka", team: "home" });
    world.addGoal(id, { minute: 45, injuryTime: 1, scorer: "Cole Palmer", team: "away", type: "PENALTY" });
    world.setStatus(id, "PAUSED");
    await football.fixturesBetween(new Date("2025-03-15T00:00:00Z"), new Date("2025-03-16T00:00:00Z"));
    expect(world.requests).toHaveLength(1);
    const events = await football.events(String(id));
    expect(events.map((event) => `${event.minute} ${event.kind} ${event.player ?? "-"} ${event.homeGoals}-${event.awayGoals}`)).toEqual([
      "0 kick_off - 0-0",
      "12 goal Bukayo Saka 1-0",
      "46 goal Cole Palmer 1-1",
      "46 half_time - 1-1",
    ]);
  });
});

describe("resultsBefore", () => {
  async function withHistory(start: string) {
    const setup = await setUp(start, {}, { competitions: ["PL", "BSA"] });
    const add = (competition: string, kickoff: string, home: string, away: string, homeGoals: number, awayGoals: number) =>
      setup.world.addMatch({ competition, home, away, kickoff, status: "FINISHED", homeGoals, awayGoals });
    add("PL", "2024-05-19T15:00:00Z", "Arsenal FC", "Everton FC", 2, 1);
    add("PL", "2024-08-17T14:00:00Z", "Arsenal FC", "Wolverhampton Wanderers FC", 2, 0);
    add("PL", "2025-02-22T15:00:00Z", "Chelsea FC", "Everton FC", 1, 1);
    add("PL", "2022-05-22T15:00:00Z", "Arsenal FC", "Everton FC", 5, 1);
    add("BSA", "2024-11-20T22:00:00Z", "SE Palmeiras", "Botafogo FR", 0, 1);
    add("BSA", "2025-02-01T22:00:00Z", "CR Flamengo", "São Paulo FC", 3, 0);
    setup.world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: "2025-03-16T16:30:00Z" });
    return setup;
  }

  it("reads this season and the last of every competition, before the date, newest last, capped", async () => {
    const { world, football } = await withHistory("2025-03-01T12:00:00Z");
    const rows = await football.resultsBefore(new Date("2025-02-25T00:00:00Z"), 3);
    expect(world.requests.map((request) => `${request.path}?season=${request.query.season}&status=${request.query.status}`)).toEqual([
      "/v4/competitions/PL/matches?season=2024&status=FINISHED",
      "/v4/competitions/PL/matches?season=2023&status=FINISHED",
      "/v4/competitions/BSA/matches?season=2025&status=FINISHED",
      "/v4/competitions/BSA/matches?season=2024&status=FINISHED",
    ]);
    expect(rows.map((row) => `${row.date.toISOString().slice(0, 10)} ${row.leagueId} ${row.homeTeam} ${row.homeGoals}-${row.awayGoals}`)).toEqual([
      "2024-11-20 2013 SE Palmeiras 0-1",
      "2025-02-01 2013 CR Flamengo 3-0",
      "2025-02-22 2021 Chelsea FC 1-1",
    ]);
  });

  it("asks again only after six hours", async () => {
    const { clock, world, football } = await withHistory("2025-03-01T12:00:00Z");
    await football.resultsBefore(new Date("2025-03-01T12:00:00Z"), 100);
    clock.advance(5 * 60 * 60 * 1000);
    const rows = await football.resultsBefore(new Date("2025-03-01T12:00:00Z"), 100);
    expect(world.requests).toHaveLength(4);
    expect(rows).toHaveLength(5);
    clock.advance(60 * 60 * 1000);
    await football.resultsBefore(new Date("2025-03-01T12:00:00Z"), 100);
    expect(world.requests).toHaveLength(8);
  });

  it.each([
    ["early January", "2026-01-03T09:00:00Z", { PL: ["2025", "2024"], BSA: ["2026", "2025"] }],
    ["the last day of June", "2026-06-30T21:00:00Z", { PL: ["2025", "2024"], BSA: ["2026", "2025"] }],
    ["July", "2026-07-15T09:00:00Z", { PL: ["2026", "2025"], BSA: ["2026", "2025"] }],
    ["New Year's Eve", "2025-12-31T23:30:00Z", { PL: ["2025", "2024"], BSA: ["2025", "2024"] }],
  ])("asks for the seasons being played in %s", async (_when, now, seasons) => {
    const { world, football } = await setUp(now, {}, { competitions: ["PL", "BSA"] });
    await football.resultsBefore(new Date(now), 10);
    const asked = (code: string) => world.requests.filter((request) => request.path.includes(`/${code}/`)).map((request) => request.query.season);
    expect({ PL: asked("PL"), BSA: asked("BSA") }).toEqual(seasons);
  });

  it("gives nothing and asks nothing for a limit of 0", async () => {
    const { world, football } = await withHistory("2025-03-01T12:00:00Z");
    expect(await football.resultsBefore(new Date("2025-03-01T12:00:00Z"), 0)).toEqual([]);
    expect(world.requests).toHaveLength(0);
  });
});

describe("squad", () => {
  it("reads every squad of a competition in one request a day, for teams the fixtures named", async () => {
    const { clock, world, football } = await setUp("2025-03-15T10:00:00Z");
    world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: "2025-03-16T16:30:00Z" });
    world.addMatch({ competition: "PL", home: "Everton FC", away: "Fulham FC", kickoff: "2025-03-16T14:00:00Z" });
    world.setSquad("Arsenal FC", ["David Raya", "William Saliba", "Bukayo Saka"]);
    world.setSquad("Chelsea FC", ["Robert Sánchez", "Cole Palmer"]);

    expect(await football.squad("Arsenal FC")).toEqual([]);
    expect(world.requests).toHaveLength(0);
    await football.fixturesBetween(new Date("2025-03-16T00:00:00Z"), new Date("2025-03-17T00:00:00Z"));

    expect(await football.squad("Arsenal FC")).toEqual(["David Raya", "William Saliba", "Bukayo Saka"]);
    expect(await football.squad("Chelsea FC")).toEqual(["Robert Sánchez", "Cole Palmer"]);
    // Everton's squad is not in the reply: no names, and never invented ones.
    expect(await football.squad("Everton FC")).toEqual([]);
    const teamRequests = () => world.requests.filter((request) => request.path.endsWith("/teams"));
    expect(teamRequests().map((request) => `${request.path}?season=${request.query.season}`)).toEqual(["/v4/competitions/PL/teams?season=2024"]);

    clock.advance(24 * 60 * 60 * 1000);
    await football.squad("Arsenal FC");
    expect(teamRequests()).toHaveLength(2);
  });
});

describe("a season's table, for the season questions", () => {
  it("builds it from the season's matches and the API's scorers, in two requests kept for half an hour", async () => {
    const { world, football, clock } = await setUp("2025-03-15T10:00:00Z");
    const finished = (home: string, away: string, kickoff: string, goals: Array<[string, "home" | "away", ("OWN" | "PENALTY")?]>) => {
      const id = world.addMatch({ competition: "PL", home, away, kickoff, status: "IN_PLAY", matchday: 1 });
      for (const [i, [scorer, team, type]] of goals.entries()) world.addGoal(id, { minute: 10 + i, scorer, team, ...(type ? { type } : {}) });
      world.setStatus(id, "FINISHED");
    };
    finished("Arsenal FC", "Chelsea FC", "2025-03-08T15:00:00Z", [
      ["Bukayo Saka", "home"],
      ["Bukayo Saka", "home", "PENALTY"],
      ["Cole Palmer", "away"],
    ]);
    finished("Everton FC", "Fulham FC", "2025-03-08T17:30:00Z", [["Calvin Bassey", "home", "OWN"]]);
    world.addMatch({ competition: "PL", home: "Chelsea FC", away: "Everton FC", kickoff: "2025-03-22T15:00:00Z", matchday: 2 });
    world.addMatch({ competition: "PL", home: "Fulham FC", away: "Arsenal FC", kickoff: "2025-03-22T17:30:00Z", matchday: 2 });

    expect(await football.currentSeason(2021)).toBe(2024);
    const table = (await football.seasonTable(2021, 2024))!;
    expect(table).toMatchObject({
      leagueId: 2021,
      leagueName: "Premier League",
      season: 2024,
      finished: false,
      nextRoundKickoff: new Date("2025-03-22T15:00:00Z"),
    });
    expect(table.standings.map((r) => [r.club, r.played, r.points])).toEqual([
      ["Arsenal FC", 1, 3],
      ["Everton FC", 1, 3],
      ["Chelsea FC", 1, 0],
      ["Fulham FC", 1, 0],
    ]);
    // The API's list: the own goal names no scorer.
    expect(table.scorers).toEqual([
      { player: "Bukayo Saka", club: "Arsenal FC", goals: 2 },
      { player: "Cole Palmer", club: "Chelsea FC", goals: 1 },
    ]);
    expect(table.remaining.map((f) => [f.homeTeam, f.awayTeam])).toEqual([
      ["Chelsea FC", "Everton FC"],
      ["Fulham FC", "Arsenal FC"],
    ]);
    expect(world.requests.map((r) => [r.path, r.query])).toEqual([
      ["/v4/competitions", {}],
      ["/v4/competitions/PL/matches", { season: "2024" }],
      ["/v4/competitions/PL/scorers", { season: "2024", limit: "100" }],
    ]);
    // Asked again within half an hour: no request; after it, the two again.
    clock.advance(29 * 60_000);
    await football.seasonTable(2021, 2024);
    expect(world.requests).toHaveLength(3);
    clock.advance(2 * 60_000);
    await football.seasonTable(2021, 2024);
    expect(world.requests.slice(3).map((r) => r.path)).toEqual(["/v4/competitions/PL/matches", "/v4/competitions/PL/scorers"]);
  });

  it("reads one kept season again a minute at most, so the questions never take the live sync's requests in a burst", async () => {
    const { world, football, clock } = await setUp("2025-03-15T10:00:00Z");
    world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: "2025-03-22T15:00:00Z", matchday: 2 });
    world.addMatch({ competition: "SA", home: "AC Milan", away: "SSC Napoli", kickoff: "2025-03-22T17:00:00Z", matchday: 2 });
    await football.seasonTable(2021, 2024);
    await football.seasonTable(2019, 2024);
    const seasonReads = () => world.requests.filter((r) => r.path.endsWith("/matches")).length;
    expect(seasonReads()).toBe(2);
    // Both past their age at once: one is read now, the other kept a minute more.
    clock.advance(31 * 60_000);
    expect((await football.seasonTable(2021, 2024))?.standings).toHaveLength(2);
    expect((await football.seasonTable(2019, 2024))?.standings).toHaveLength(2);
    expect(seasonReads()).toBe(3);
    clock.advance(61_000);
    await football.seasonTable(2019, 2024);
    expect(seasonReads()).toBe(4);
  });

  it("has none for a competition not followed, a season not yet out, or one after the next", async () => {
    const { world, football } = await setUp("2025-03-15T10:00:00Z", {}, { competitions: ["PL"] });
    world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: "2025-03-22T15:00:00Z" });
    // Serie A (2019) is on the plan but not followed.
    expect(await football.currentSeason(2019)).toBeNull();
    expect(await football.seasonTable(2019, 2024)).toBeNull();
    expect(await football.seasonTable(2021, 2025)).toBeNull();
    expect(await football.seasonTable(2021, 2026)).toBeNull();
    expect((await football.seasonTable(2021, 2024))?.standings).toHaveLength(2);
  });
});
