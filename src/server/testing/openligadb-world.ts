import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { sendOversize } from "./oversize-reply";

// A stand-in for OpenLigaDB (api.openligadb.de) that tests drive: a local HTTP server (port 0) answering in
// OpenLigaDB's shapes (see src/server/platform/providers/football/openligadb/fixtures/ for recorded replies), whose
// matches the test creates and plays by hand. The world has no clock: what is "live" is the adapter's
// reading of kick-off times against its own `now`, as with the real service.
//
//   const world = await startOpenLigaDbWorld();
//   const id = world.addMatch({ league: "bl1", season: 2025, home: "FC Bayern München", away: "RB Leipzig", kickoff: "2025-08-22T18:30:00Z" });
//   world.addGoal(id, { minute: 27, scorer: "M. Olise", side: "home" });  // side: whose score goes up
//   world.finish(id);                                                      // matchIsFinished: true
//   world.moveKickoff(id, new Date("2025-09-03T18:30:00Z"));              // how OpenLigaDB postpones
//   world.failNext("500");                                                 // the next request fails ("500" | "429" | "malformed" | "oversize")
//   world.breakMatch(id);                                                  // served with a field of the wrong type from now on
//   world.requests;                                                        // [{ path, at }], every request in order
//   await world.close();
//
// Served: getmatchdata/{league}/{season}[/{groupOrderId}], getmatchdata/{matchId}, getmatchdata/{league}
// (the current group), getcurrentgroup/{league}, getlastchangedate/{league}/{season}/{groupOrderId},
// getavailableteams/{league}/{season}. A league or season the world does not hold answers [] with 200, as
// OpenLigaDB does; an unknown match id answers 404. Results follow what volunteers enter: none before the first goal, the running score as
// resultTypeID 2 from then on, the half-time score (resultTypeID 1) once the match is past the break, and
// 0:0 for both when a goalless match is finished. Times are UTC; matchDateTime repeats matchDateTimeUTC.

export interface WorldMatchInput {
  league: string;
  /** The season's first year, as OpenLigaDB names it (2025 for 2025/26). */
  season: number;
  home: string;
  away: string;
  kickoff: Date | string;
  /** The matchday (groupOrderID); 1 when left out. */
  group?: number;
}

export interface WorldGoalInput {
  minute: number;
  scorer: string;
  /** The side whose score goes up; for an own goal the scorer plays for the other side. */
  side: "home" | "away";
  ownGoal?: boolean;
  penalty?: boolean;
  /** Stoppage time, with `minute` 45 or 90: OpenLigaDB marks the goal isOvertime with a "+N" comment. */
  addedMinutes?: number;
}

export type WorldFailure = "500" | "429" | "malformed" | "oversize";

export interface OpenLigaDbWorld {
  /** e.g. "http://127.0.0.1:49152", no trailing slash. */
  url: string;
  addMatch(input: WorldMatchInput): number;
  /** Returns the goal's goalID. */
  addGoal(matchId: number, goal: WorldGoalInput): number;
  finish(matchId: number): void;
  moveKickoff(matchId: number, kickoff: Date | string): void;
  /** From now on the match is served with matchIsFinished of the wrong type, as a broken item among good ones. */
  breakMatch(matchId: number): void;
  /** Every request received, in order (clear it with `requests.length = 0`). */
  requests: { path: string; at: Date }[];
  /** The next request fails this way; calls queue up, one failure per request. */
  failNext(failure: WorldFailure): void;
  close(): Promise<void>;
}

interface WorldGoal extends WorldGoalInput {
  goalID: number;
  scorerId: number;
  scoreTeam1: number;
  scoreTeam2: number;
}

interface WorldMatch {
  matchID: number;
  league: string;
  season: number;
  group: number;
  home: string;
  away: string;
  kickoff: Date;
  finished: boolean;
  goals: WorldGoal[];
  updatedAt: Date;
  broken?: boolean;
}

const LEAGUE_NAMES: Record<string, string> = { bl1: "1. Fußball-Bundesliga", bl2: "2. Fußball-Bundesliga", bl3: "3. Fußball-Liga", dfb: "DFB-Pokal" };

/** OpenLigaDB's local-time fields have no offset: "2025-08-23T01:00:54.147". */
const withoutOffset = (date: Date) => date.toISOString().replace(/Z$/, "");

export async function startOpenLigaDbWorld(): Promise<OpenLigaDbWorld> {
  const matches = new Map<number, WorldMatch>();
  const teamIds = new Map<string, number>();
  const leagueIds = new Map<string, number>();
  const scorerIds = new Map<string, number>();
  const failures: WorldFailure[] = [];
  let nextMatchId = 80_001;
  let nextGoalId = 140_001;

  const idOf = (map: Map<string, number>, key: string, first: number) => {
    const known = map.get(key);
    if (known !== undefined) return known;
    const id = first + map.size;
    map.set(key, id);
    return id;
  };
  const matchOf = (id: number) => {
    const match = matches.get(id);
    if (!match) throw new Error(`the world has no match ${id}`);
    return match;
  };
  const team = (name: string) => ({
    teamId: idOf(teamIds, name, 1),
    teamName: name,
    shortName: name.split(" ").at(-1) ?? name,
    teamIconUrl: null,
    teamGroupName: null,
  });
  const group = (match: WorldMatch) => ({ groupName: `${match.group}. Spieltag`, groupOrderID: match.group, groupID: 47_000 + match.group });

  function results(match: WorldMatch) {
    if (match.goals.length === 0 && !match.finished) return [];
    const last = match.goals.at(-1);
    const final = { pointsTeam1: last?.scoreTeam1 ?? 0, pointsTeam2: last?.scoreTeam2 ?? 0 };
    const list: object[] = [];
    const pastBreak = match.finished || match.goals.some((goal) => goal.minute > 45);
    if (pastBreak) {
      const firstHalf = match.goals.filter((goal) => goal.minute <= 45);
      const atBreak = firstHalf.at(-1);
      list.push({
        resultID: match.matchID * 10 + 1,
        resultName: "Halbzeit",
        pointsTeam1: atBreak?.scoreTeam1 ?? 0,
        pointsTeam2: atBreak?.scoreTeam2 ?? 0,
        resultOrderID: 1,
        resultTypeID: 1,
        resultDescription: "Ergebnis nach Ende der ersten Halbzeit",
      });
    }
    list.push({
      resultID: match.matchID * 10 + 2,
      resultName: "Endergebnis",
      ...final,
      resultOrderID: 2,
      resultTypeID: 2,
      resultDescription: "Ergebnis nach Ende der offiziellen Spielzeit",
    });
    return list;
  }

  function toJson(match: WorldMatch) {
    return {
      matchID: match.matchID,
      matchDateTime: withoutOffset(match.kickoff).slice(0, 19),
      timeZoneID: "W. Europe Standard Time",
      leagueId: idOf(leagueIds, `${match.league}/${match.season}`, 4_800),
      leagueName: `${LEAGUE_NAMES[match.league] ?? match.league} ${match.season}/${match.season + 1}`,
      leagueSeason: match.season,
      leagueShortcut: match.league,
      matchDateTimeUTC: `${match.kickoff.toISOString().slice(0, 19)}Z`,
      group: group(match),
      team1: team(match.home),
      team2: team(match.away),
      lastUpdateDateTime: withoutOffset(match.updatedAt),
      matchIsFinished: match.broken ? "yes" : match.finished,
      matchResults: results(match),
      goals: match.goals.map((goal) => ({
        goalID: goal.goalID,
        scoreTeam1: goal.scoreTeam1,
        scoreTeam2: goal.scoreTeam2,
        matchMinute: goal.minute,
        goalGetterID: goal.scorerId,
        goalGetterName: goal.scorer,
        isPenalty: goal.penalty ?? false,
        isOwnGoal: goal.ownGoal ?? false,
        isOvertime: Boolean(goal.addedMinutes),
        comment: goal.addedMinutes ? `+${goal.addedMinutes}` : null,
      })),
      location: null,
      numberOfViewers: null,
    };
  }

  const byKickoff = (a: WorldMatch, b: WorldMatch) => a.kickoff.getTime() - b.kickoff.getTime() || a.matchID - b.matchID;
  const inSeason = (league: string, season: number) =>
    [...matches.values()].filter((match) => match.league === league && match.season === season).sort(byKickoff);
  /** As OpenLigaDB: the group of the next match to finish, else the last one played. */
  function currentGroup(league: string) {
    const all = [...matches.values()].filter((match) => match.league === league).sort(byKickoff);
    const current = all.find((match) => !match.finished) ?? all.at(-1);
    return current ? group(current) : null;
  }

  function answer(path: string): { status: number; body: unknown } {
    const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
    const [endpoint, first, second, third] = parts;
    const league = (first ?? "").toLowerCase();
    switch (endpoint?.toLowerCase()) {
      case "getmatchdata": {
        if (first && /^\d+$/.test(first) && second === undefined) {
          const match = matches.get(Number(first));
          return match ? { status: 200, body: toJson(match) } : { status: 404, body: null };
        }
        if (second === undefined) {
          const current = currentGroup(league);
          const all = [...matches.values()].filter((match) => match.league === league && current && match.group === current.groupOrderID);
          return { status: 200, body: all.sort(byKickoff).map(toJson) };
        }
        const inGroup = inSeason(league, Number(second)).filter((match) => third === undefined || match.group === Number(third));
        return { status: 200, body: inGroup.map(toJson) };
      }
      case "getcurrentgroup":
        return { status: 200, body: currentGroup(league) };
      case "getlastchangedate": {
        const changed = inSeason(league, Number(second))
          .filter((match) => third === undefined || match.group === Number(third))
          .map((match) => match.updatedAt.getTime());
        return { status: 200, body: changed.length ? withoutOffset(new Date(Math.max(...changed))) : "0001-01-01T00:00:00" };
      }
      case "getavailableteams": {
        const names = new Set(inSeason(league, Number(second)).flatMap((match) => [match.home, match.away]));
        return { status: 200, body: [...names].map(team) };
      }
      default:
        return { status: 404, body: null };
    }
  }

  /** JSON, as OpenLigaDB sends even a bare date; `text` for the plain error pages of a failing server. */
  function send(res: ServerResponse, status: number, body: unknown, text = false): void {
    const raw = text ? String(body) : JSON.stringify(body);
    res.writeHead(status, { "content-type": text ? "text/plain" : "application/json; charset=utf-8" });
    res.end(raw);
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const path = new URL(req.url ?? "/", "http://world.local").pathname;
    world.requests.push({ path, at: new Date() });
    const failure = failures.shift();
    if (failure === "500") return send(res, 500, "Internal Server Error", true);
    if (failure === "429") return send(res, 429, { message: "Too many requests" });
    if (failure === "oversize") return sendOversize(res, '[{"matchID":1,"team1":{"teamName":"');
    const { status, body } = answer(path);
    if (failure === "malformed" && status === 200) {
      // One bad match among good ones: the adapter leaves it out and keeps the others.
      const list: unknown[] = Array.isArray(body) ? body : [];
      const last = list.at(-1);
      const broken = typeof last === "object" && last !== null ? [...list.slice(0, -1), { ...last, matchIsFinished: "yes" }] : { matchID: "unknown" };
      return send(res, 200, broken);
    }
    if (status === 404) return send(res, 404, "Not Found", true);
    send(res, status, body);
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  const world: OpenLigaDbWorld = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: [],
    addMatch(input) {
      const matchID = nextMatchId++;
      const now = new Date();
      matches.set(matchID, {
        matchID,
        league: input.league.toLowerCase(),
        season: input.season,
        group: input.group ?? 1,
        home: input.home,
        away: input.away,
        kickoff: new Date(input.kickoff),
        finished: false,
        goals: [],
        updatedAt: now,
      });
      return matchID;
    },
    addGoal(matchId, goal) {
      const match = matchOf(matchId);
      const last = match.goals.at(-1);
      const goalID = nextGoalId++;
      match.goals.push({
        ...goal,
        goalID,
        scorerId: idOf(scorerIds, goal.scorer, 20_000),
        scoreTeam1: (last?.scoreTeam1 ?? 0) + (goal.side === "home" ? 1 : 0),
        scoreTeam2: (last?.scoreTeam2 ?? 0) + (goal.side === "away" ? 1 : 0),
      });
      match.updatedAt = new Date();
      return goalID;
    },
    finish(matchId) {
      const match = matchOf(matchId);
      match.finished = true;
      match.updatedAt = new Date();
    },
    breakMatch(matchId) {
      matchOf(matchId).broken = true;
    },
    moveKickoff(matchId, kickoff) {
      const match = matchOf(matchId);
      match.kickoff = new Date(kickoff);
      match.updatedAt = new Date();
    },
    failNext(failure) {
      failures.push(failure);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return world;
}
