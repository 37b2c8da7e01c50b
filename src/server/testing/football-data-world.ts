import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { seasonOn } from "../platform/providers/football/season";
import { sendOversize } from "./oversize-reply";

// A local football-data.org v4 (docs.football-data.org/general/v4) for tests, benches and the e2e match
// sync: it keeps a small world of matches the test drives, answers in the documented reply shapes (the
// same as the adapter's recorded replies in platform/providers/football/football-data/fixtures), and enforces the
// free plan the way the real one does.
//
//   const world = await startFootballDataWorld({ now: () => clock });        // base URL world.url ends in /v4
//   const provider = new FootballDataProvider({ apiKey: world.apiKey, baseUrl: world.url, now: () => clock });
//   const id = world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: "2025-03-15T15:00:00Z" });
//   world.setStatus(id, "IN_PLAY");            // the score becomes 0-0, as the real one sets it at kick-off
//   world.addGoal(id, { minute: 23, scorer: "Bukayo Saka", team: "home" });   // 1-0
//   world.setScore(id, 1, 1, 67);              // a score (and clock) without a scorer
//   world.setStatus(id, "PAUSED");             // half-time: score.halfTime is set from the score
//   world.setStatus(id, "FINISHED");
//   world.moveKickoff(id, new Date(...));      // with setStatus(id, "POSTPONED") for a postponement
//   world.setSquad("Arsenal FC", ["David Raya", "Bukayo Saka"]);   // /competitions/PL/teams then lists them
//                                              // /competitions/PL/scorers?season= counts the finished matches' goals
//   world.failNext("429");                     // or "500", "malformed" (a reply cut short), "unknown-competition",
//                                              // "oversize" (more than the 20 MB a reply may hold)
//   world.breakMatch(id);                      // served with a score of the wrong type from now on
//   world.requests                             // every request: { method, path, query, at, status }
//   await world.close();
//
// Finished history is just finished matches: addMatch({ ..., status: "FINISHED", homeGoals: 2, awayGoals: 1 })
// with a past kick-off, served by /competitions/{code}/matches?season=&status=FINISHED.
//
// What it enforces, as the free plan does: X-Auth-Token (none: 403 "restricted"; a wrong one: 400 "Your API
// token is invalid."), requestsPerMinute (default 10) counted from the first request of each minute, told
// on every reply in X-Requests-Available-Minute and X-RequestCounter-Reset (seconds to the reset) and
// refused past it with 429 {"message": "You reached your request limit. Wait N seconds.", "errorCode": 429};
// date ranges of at most 10 days (dateTo exclusive, as documented); only the free plan's twelve
// competitions (any other code: 403 "restricted"). Goals are unfolded only with { goals: true } (a plan
// with deep data) and the X-Unfold-Goals header, as the real one does.

export type WorldMatchStatus =
  "SCHEDULED" | "TIMED" | "IN_PLAY" | "PAUSED" | "EXTRA_TIME" | "PENALTY_SHOOTOUT" | "FINISHED" | "SUSPENDED" | "POSTPONED" | "CANCELLED" | "AWARDED";

export type WorldFailure = "429" | "500" | "malformed" | "unknown-competition" | "oversize";

export interface FootballDataWorldOptions {
  /** The plan's limit; default 10 (the free plan). */
  requestsPerMinute?: number;
  /** The world's clock (the request counter, "today", seasons); default the real one. */
  now?: () => Date;
  /** The key it accepts; default "football-data-world-key". */
  apiKey?: string;
  /** Unfold goals when asked (a plan with deep data); default false, as on the free plan. */
  goals?: boolean;
}

export interface WorldMatchInput {
  /** A competition code of the free plan: PL, PD, SA, BL1, FL1, BSA, CL, DED, PPL, ELC, EC, WC. */
  competition: string;
  home: string;
  away: string;
  kickoff: Date | string;
  /** Default TIMED. */
  status?: WorldMatchStatus;
  /** Default 0-0 once kicked off, nothing before. */
  homeGoals?: number;
  awayGoals?: number;
  minute?: number;
  /** The round of a league's season; none (null) when left out. */
  matchday?: number;
  /** Default the next free id. */
  id?: number;
}

export interface WorldGoal {
  minute: number;
  scorer: string;
  team: "home" | "away";
  injuryTime?: number;
  /** REGULAR (default), OWN or PENALTY. An own goal still counts for `team`. */
  type?: "REGULAR" | "OWN" | "PENALTY";
}

export interface WorldRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  at: Date;
  status: number;
}

export interface FootballDataWorld {
  /** Base URL including /v4, no trailing slash. */
  url: string;
  apiKey: string;
  addMatch(input: WorldMatchInput): number;
  setStatus(id: number, status: WorldMatchStatus): void;
  setScore(id: number, home: number, away: number, minute?: number): void;
  moveKickoff(id: number, kickoff: Date | string): void;
  addGoal(id: number, goal: WorldGoal): void;
  /** The names /competitions/{code}/teams lists for the team; null (the default) sends an empty squad. */
  setSquad(team: string, names: readonly string[] | null): void;
  /** From now on the match is served with a score of the wrong type, as a broken item among good ones. */
  breakMatch(id: number): void;
  requests: WorldRequest[];
  /** The next `times` requests (default 1) fail this way, after the key check. */
  failNext(kind: WorldFailure, times?: number): void;
  close(): Promise<void>;
}

interface CompetitionInfo {
  id: number;
  name: string;
  type: "LEAGUE" | "CUP";
  area: { id: number; name: string; code: string; flag: string | null };
}

/** The free plan's twelve (docs: lookup tables, league codes). */
const COMPETITIONS: Record<string, CompetitionInfo> = {
  WC: { id: 2000, name: "FIFA World Cup", type: "CUP", area: { id: 2267, name: "World", code: "INT", flag: null } },
  CL: {
    id: 2001,
    name: "UEFA Champions League",
    type: "CUP",
    area: { id: 2077, name: "Europe", code: "EUR", flag: "https://crests.football-data.org/EUR.svg" },
  },
  BL1: {
    id: 2002,
    name: "Bundesliga",
    type: "LEAGUE",
    area: { id: 2088, name: "Germany", code: "DEU", flag: "https://crests.football-data.org/759.svg" },
  },
  DED: {
    id: 2003,
    name: "Eredivisie",
    type: "LEAGUE",
    area: { id: 2163, name: "Netherlands", code: "NLD", flag: "https://crests.football-data.org/8601.svg" },
  },
  BSA: {
    id: 2013,
    name: "Campeonato Brasileiro Série A",
    type: "LEAGUE",
    area: { id: 2032, name: "Brazil", code: "BRA", flag: "https://crests.football-data.org/764.svg" },
  },
  PD: {
    id: 2014,
    name: "Primera Division",
    type: "LEAGUE",
    area: { id: 2224, name: "Spain", code: "ESP", flag: "https://crests.football-data.org/760.svg" },
  },
  FL1: {
    id: 2015,
    name: "Ligue 1",
    type: "LEAGUE",
    area: { id: 2081, name: "France", code: "FRA", flag: "https://crests.football-data.org/773.svg" },
  },
  ELC: {
    id: 2016,
    name: "Championship",
    type: "LEAGUE",
    area: { id: 2072, name: "England", code: "ENG", flag: "https://crests.football-data.org/770.svg" },
  },
  PPL: {
    id: 2017,
    name: "Primeira Liga",
    type: "LEAGUE",
    area: { id: 2187, name: "Portugal", code: "POR", flag: "https://crests.football-data.org/765.svg" },
  },
  EC: {
    id: 2018,
    name: "European Championship",
    type: "CUP",
    area: { id: 2077, name: "Europe", code: "EUR", flag: "https://crests.football-data.org/EUR.svg" },
  },
  SA: { id: 2019, name: "Serie A", type: "LEAGUE", area: { id: 2114, name: "Italy", code: "ITA", flag: "https://crests.football-data.org/784.svg" } },
  PL: {
    id: 2021,
    name: "Premier League",
    type: "LEAGUE",
    area: { id: 2072, name: "England", code: "ENG", flag: "https://crests.football-data.org/770.svg" },
  },
};

const RESTRICTED = "The resource you are looking for is restricted and apparently not within your permissions. Please check your subscription.";
const NO_TOKEN = "The resource you are looking for is restricted. Please pass a valid API token and check your subscription for permission.";
const MAX_PERIOD_DAYS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const LIVE = new Set<WorldMatchStatus>(["IN_PLAY", "PAUSED", "EXTRA_TIME", "PENALTY_SHOOTOUT"]);
const NOT_STARTED = new Set<WorldMatchStatus>(["SCHEDULED", "TIMED", "POSTPONED"]);

interface StoredMatch {
  id: number;
  competition: string;
  home: string;
  away: string;
  kickoff: Date;
  status: WorldMatchStatus;
  fullTime: { home: number; away: number } | null;
  halfTime: { home: number; away: number } | null;
  minute: number | null;
  goals: Array<WorldGoal & { score: { home: number; away: number } }>;
  matchday: number | null;
  broken?: boolean;
}

interface Reply {
  status: number;
  body: unknown;
}

const utc = (instant: Date) => `${instant.toISOString().slice(0, 19)}Z`;
const calendarOf = (code: string) => (code === "BSA" ? "calendar-year" : "european");
const error = (status: number, message: string): Reply => ({ status, body: { message, errorCode: status } });

export async function startFootballDataWorld(options: FootballDataWorldOptions = {}): Promise<FootballDataWorld> {
  const now = options.now ?? (() => new Date());
  const apiKey = options.apiKey ?? "football-data-world-key";
  const limit = options.requestsPerMinute ?? 10;
  const matches = new Map<number, StoredMatch>();
  const teamIds = new Map<string, number>();
  const squads = new Map<string, readonly string[]>();
  const failures: WorldFailure[] = [];
  let nextId = 600_001;
  let windowStart = Number.NEGATIVE_INFINITY;
  let counted = 0;

  const teamId = (name: string) => {
    if (!teamIds.has(name)) teamIds.set(name, 9_000 + teamIds.size);
    return teamIds.get(name) ?? 0;
  };
  const stored = (id: number) => {
    const match = matches.get(id);
    if (!match) throw new Error(`football-data world: no match ${id}`);
    return match;
  };
  const seasonOf = (match: StoredMatch) => seasonOn(match.kickoff, calendarOf(match.competition));

  function competitionNode(code: string) {
    const info = COMPETITIONS[code];
    if (!info) throw new Error(`football-data world: ${code} is not a competition of the free plan`);
    return { id: info.id, name: info.name, code, type: info.type, emblem: `https://crests.football-data.org/${code}.png` };
  }

  function seasonNode(code: string, year: number) {
    const calendarYear = calendarOf(code) === "calendar-year";
    return {
      id: 1_000 + (COMPETITIONS[code]?.id ?? 0) + year,
      startDate: calendarYear ? `${year}-04-01` : `${year}-08-01`,
      endDate: calendarYear ? `${year}-12-31` : `${year + 1}-05-31`,
      currentMatchday: null,
      winner: null,
    };
  }

  function teamNode(name: string) {
    const id = teamId(name);
    return {
      id,
      name,
      shortName: name.replace(/ FC$/, ""),
      tla: name.slice(0, 3).toUpperCase(),
      crest: `https://crests.football-data.org/${id}.png`,
    };
  }

  function matchNode(match: StoredMatch, withGoals: boolean) {
    const winner = !match.fullTime
      ? null
      : match.fullTime.home > match.fullTime.away
        ? "HOME_TEAM"
        : match.fullTime.home < match.fullTime.away
          ? "AWAY_TEAM"
          : "DRAW";
    return {
      area: COMPETITIONS[match.competition]?.area,
      competition: competitionNode(match.competition),
      season: seasonNode(match.competition, seasonOf(match)),
      id: match.id,
      utcDate: utc(match.kickoff),
      status: match.status,
      // The clock is sent while a match is on, as the real one does.
      ...(LIVE.has(match.status) ? { minute: match.minute, injuryTime: null } : {}),
      matchday: match.matchday,
      stage: "REGULAR_SEASON",
      group: null,
      lastUpdated: utc(now()),
      homeTeam: teamNode(match.home),
      awayTeam: teamNode(match.away),
      score: {
        winner,
        duration: "REGULAR",
        fullTime: match.broken ? { home: "one", away: null } : (match.fullTime ?? { home: null, away: null }),
        halfTime: match.halfTime ?? { home: null, away: null },
      },
      ...(withGoals
        ? {
            goals: match.goals.map((goal) => ({
              minute: goal.minute,
              injuryTime: goal.injuryTime ?? null,
              type: goal.type ?? "REGULAR",
              team: { id: teamId(goal.team === "home" ? match.home : match.away), name: goal.team === "home" ? match.home : match.away },
              scorer: { id: null, name: goal.scorer },
              assist: null,
              score: goal.score,
            })),
          }
        : {}),
      odds: { msg: "Activate Odds-Package in User-Panel to retrieve odds." },
      referees: [],
    };
  }

  function resultSet(list: readonly StoredMatch[], withCompetitions: boolean) {
    const days = list.map((match) => utc(match.kickoff).slice(0, 10)).sort();
    return {
      count: list.length,
      ...(withCompetitions ? { competitions: [...new Set(list.map((match) => match.competition))].join(",") } : {}),
      first: days[0] ?? null,
      last: days.at(-1) ?? null,
      played: list.filter((match) => match.status === "FINISHED").length,
    };
  }

  /** dateFrom inclusive, dateTo exclusive (v4), at most ten days apart; null range when neither is given. */
  function dateRange(query: URLSearchParams): { from: number; to: number } | Reply | null {
    const dateFrom = query.get("dateFrom");
    const dateTo = query.get("dateTo");
    const date = query.get("date");
    if (date) return { from: Date.parse(date), to: Date.parse(date) + DAY_MS };
    if (!dateFrom && !dateTo) return null;
    if (!dateFrom || !dateTo || Number.isNaN(Date.parse(dateFrom)) || Number.isNaN(Date.parse(dateTo))) {
      return error(400, "Use dateFrom and dateTo together, as yyyy-MM-dd.");
    }
    const from = Date.parse(dateFrom);
    const to = Date.parse(dateTo);
    if (to - from > MAX_PERIOD_DAYS * DAY_MS) return error(400, `Specified period must not exceed ${MAX_PERIOD_DAYS} days.`);
    return { from, to };
  }

  const inRange = (match: StoredMatch, range: { from: number; to: number } | null) =>
    !range || (match.kickoff.getTime() >= range.from && match.kickoff.getTime() < range.to);
  const byKickoff = (a: StoredMatch, b: StoredMatch) => a.kickoff.getTime() - b.kickoff.getTime() || a.id - b.id;

  function route(path: string, query: URLSearchParams, unfoldGoals: boolean): Reply {
    const withGoals = Boolean(options.goals) && unfoldGoals;
    const statuses = query.get("status")?.split(",") ?? null;
    const statusOk = (match: StoredMatch) =>
      !statuses || statuses.includes(match.status) || (statuses.includes("LIVE") && (match.status === "IN_PLAY" || match.status === "PAUSED"));

    if (path === "/v4/competitions") {
      const list = Object.entries(COMPETITIONS).map(([code, info]) => ({
        id: info.id,
        area: info.area,
        name: info.name,
        code,
        type: info.type,
        emblem: `https://crests.football-data.org/${code}.png`,
        plan: "TIER_ONE",
        currentSeason: seasonNode(code, seasonOn(now(), calendarOf(code))),
        numberOfAvailableSeasons: 2,
        lastUpdated: utc(now()),
      }));
      return { status: 200, body: { count: list.length, filters: { client: "football-data world" }, competitions: list } };
    }

    if (path === "/v4/matches") {
      const codes = query.get("competitions")?.split(",").filter(Boolean) ?? null;
      if (codes?.some((code) => !COMPETITIONS[code])) return error(403, RESTRICTED);
      const ids = query.get("ids")?.split(",").map(Number) ?? null;
      let range = dateRange(query);
      if (range && "status" in range) return range;
      if (!range && !ids) {
        const today = Date.parse(utc(now()).slice(0, 10));
        range = { from: today, to: today + DAY_MS };
      }
      const list = [...matches.values()]
        .filter((match) => (ids ? ids.includes(match.id) : inRange(match, range)))
        .filter((match) => !codes || codes.includes(match.competition))
        .filter(statusOk)
        .sort(byKickoff);
      const filters = Object.fromEntries([...query.entries(), ["permission", "TIER_ONE"]]);
      return { status: 200, body: { filters, resultSet: resultSet(list, true), matches: list.map((match) => matchNode(match, withGoals)) } };
    }

    const single = /^\/v4\/matches\/(\d+)$/.exec(path);
    if (single) {
      const match = matches.get(Number(single[1]));
      return match ? { status: 200, body: matchNode(match, Boolean(options.goals)) } : error(404, "The resource you are looking for does not exist.");
    }

    const competition = /^\/v4\/competitions\/([A-Za-z0-9]+)(\/matches|\/teams|\/scorers)?$/.exec(path);
    if (competition) {
      const code = (competition[1] ?? "").toUpperCase();
      const info = COMPETITIONS[code];
      if (!info) return error(403, RESTRICTED);
      const season = Number(query.get("season") ?? seasonOn(now(), calendarOf(code)));
      const ofSeason = [...matches.values()].filter((match) => match.competition === code && seasonOf(match) === season).sort(byKickoff);
      if (competition[2] === "/matches") {
        const range = dateRange(query);
        if (range && "status" in range) return range;
        const list = ofSeason.filter((match) => inRange(match, range)).filter(statusOk);
        const filters = { season: String(season), ...(statuses ? { status: statuses } : {}) };
        return {
          status: 200,
          body: {
            filters,
            resultSet: resultSet(list, false),
            competition: competitionNode(code),
            matches: list.map((match) => matchNode(match, withGoals)),
          },
        };
      }
      if (competition[2] === "/scorers") {
        // The season's goals of finished matches, own goals left out, most first: the documented shape (v4 /scorers).
        const tally = new Map<string, { player: string; team: string; goals: number; penalties: number }>();
        for (const match of ofSeason.filter((m) => m.status === "FINISHED")) {
          for (const goal of match.goals) {
            if (goal.type === "OWN") continue;
            const team = goal.team === "home" ? match.home : match.away;
            const entry = tally.get(`${team}|${goal.scorer}`) ?? { player: goal.scorer, team, goals: 0, penalties: 0 };
            entry.goals += 1;
            if (goal.type === "PENALTY") entry.penalties += 1;
            tally.set(`${team}|${goal.scorer}`, entry);
          }
        }
        const listed = Number(query.get("limit") ?? 10);
        const scorers = [...tally.values()].sort((a, b) => b.goals - a.goals || a.player.localeCompare(b.player)).slice(0, listed);
        return {
          status: 200,
          body: {
            count: scorers.length,
            filters: { season: String(season), limit: listed },
            competition: competitionNode(code),
            season: seasonNode(code, season),
            scorers: scorers.map((entry, index) => ({
              player: {
                id: teamId(entry.team) * 100 + index,
                name: entry.player,
                firstName: null,
                lastName: entry.player,
                dateOfBirth: null,
                nationality: null,
                section: null,
                position: null,
                shirtNumber: null,
                lastUpdated: utc(now()),
              },
              team: teamNode(entry.team),
              playedMatches: null,
              goals: entry.goals,
              assists: null,
              penalties: entry.penalties,
            })),
          },
        };
      }
      if (competition[2] === "/teams") {
        const names = [...new Set(ofSeason.flatMap((match) => [match.home, match.away]))].sort();
        const teams = names.map((name) => ({
          area: info.area,
          ...teamNode(name),
          address: null,
          website: null,
          founded: null,
          clubColors: null,
          venue: null,
          runningCompetitions: [competitionNode(code)],
          coach: {
            id: null,
            firstName: null,
            lastName: null,
            name: null,
            dateOfBirth: null,
            nationality: null,
            contract: { start: null, until: null },
          },
          squad: (squads.get(name) ?? []).map((player, index) => ({
            id: teamId(name) * 100 + index,
            name: player,
            position: null,
            dateOfBirth: null,
            nationality: null,
          })),
          staff: [],
          lastUpdated: utc(now()),
        }));
        return {
          status: 200,
          body: {
            count: teams.length,
            filters: { season: String(season) },
            competition: competitionNode(code),
            season: seasonNode(code, season),
            teams,
          },
        };
      }
      return {
        status: 200,
        body: {
          area: info.area,
          ...competitionNode(code),
          currentSeason: seasonNode(code, seasonOn(now(), calendarOf(code))),
          seasons: [],
          lastUpdated: utc(now()),
        },
      };
    }
    return error(404, "The resource you are looking for does not exist.");
  }

  const world: FootballDataWorld = {
    url: "",
    apiKey,
    requests: [],
    addMatch(input) {
      competitionNode(input.competition);
      const id = input.id ?? nextId++;
      const status = input.status ?? "TIMED";
      const started = !NOT_STARTED.has(status) && status !== "CANCELLED";
      matches.set(id, {
        id,
        competition: input.competition,
        home: input.home,
        away: input.away,
        kickoff: new Date(input.kickoff),
        status,
        fullTime: started || input.homeGoals !== undefined ? { home: input.homeGoals ?? 0, away: input.awayGoals ?? 0 } : null,
        halfTime: null,
        minute: input.minute ?? null,
        goals: [],
        matchday: input.matchday ?? null,
      });
      return id;
    },
    setStatus(id, status) {
      const match = stored(id);
      match.status = status;
      // As the real one: the score is 0-0 from kick-off, and halfTime is fixed when the break starts.
      if (!NOT_STARTED.has(status) && status !== "CANCELLED") match.fullTime ??= { home: 0, away: 0 };
      if (status === "PAUSED") {
        match.halfTime ??= { ...(match.fullTime ?? { home: 0, away: 0 }) };
        match.minute = Math.max(match.minute ?? 45, 45);
      }
    },
    setScore(id, home, away, minute) {
      const match = stored(id);
      match.fullTime = { home, away };
      if (minute !== undefined) match.minute = minute;
    },
    moveKickoff(id, kickoff) {
      stored(id).kickoff = new Date(kickoff);
    },
    addGoal(id, goal) {
      const match = stored(id);
      const score = { ...(match.fullTime ?? { home: 0, away: 0 }) };
      score[goal.team] += 1;
      match.fullTime = score;
      match.minute = Math.max(match.minute ?? 0, goal.minute);
      match.goals.push({ ...goal, score: { ...score } });
    },
    breakMatch(id) {
      stored(id).broken = true;
    },
    setSquad(team, names) {
      if (names) squads.set(team, [...names]);
      else squads.delete(team);
    },
    failNext(kind, times = 1) {
      for (let index = 0; index < times; index += 1) failures.push(kind);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };

  function send(res: ServerResponse, reply: Reply, headers: Record<string, string>, cut = false): void {
    const text = JSON.stringify(reply.body);
    res.writeHead(reply.status, { "content-type": "application/json;charset=UTF-8", "x-api-version": "v4", ...headers });
    res.end(cut ? text.slice(0, Math.floor(text.length / 2)) : text);
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const parsed = new URL(req.url ?? "/", "http://football-data.local");
    const at = now();
    const record = (status: number) =>
      world.requests.push({ method: req.method ?? "GET", path: parsed.pathname, query: Object.fromEntries(parsed.searchParams), at, status });

    const token = req.headers["x-auth-token"];
    if (token === undefined || token === "") {
      record(403);
      send(res, error(403, NO_TOKEN), {});
      return;
    }
    if (token !== apiKey) {
      record(400);
      send(res, error(400, "Your API token is invalid."), {});
      return;
    }

    // The counter starts with the first request of a minute and resets a minute later.
    const time = at.getTime();
    if (time - windowStart >= MINUTE_MS) {
      windowStart = time;
      counted = 0;
    }
    const resetSeconds = Math.max(1, Math.ceil((windowStart + MINUTE_MS - time) / 1000));
    const failure = failures.shift();
    if (counted >= limit || failure === "429") {
      const headers = { "x-requests-available-minute": "0", "x-requestcounter-reset": String(resetSeconds) };
      record(429);
      send(res, error(429, `You reached your request limit. Wait ${resetSeconds} seconds.`), headers);
      return;
    }
    counted += 1;
    if (failure === "oversize") {
      record(200);
      sendOversize(res, '{"filters":{},"matches":[{"id":1,"homeTeam":{"name":"');
      return;
    }
    const headers = {
      "x-authenticated-client": "football-data world",
      "x-requests-available-minute": String(limit - counted),
      "x-requestcounter-reset": String(resetSeconds),
    };
    const reply =
      failure === "500"
        ? error(500, "Internal Server Error")
        : failure === "unknown-competition"
          ? error(403, RESTRICTED)
          : route(parsed.pathname, parsed.searchParams, req.headers["x-unfold-goals"] === "true");
    record(reply.status);
    send(res, reply, headers, failure === "malformed");
  }

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (err) {
      if (!res.headersSent) send(res, error(500, `football-data world failed: ${String(err)}`), {});
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  world.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v4`;
  return world;
}
