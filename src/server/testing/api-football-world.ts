import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { sendOversize } from "./oversize-reply";

// A small local API-Football v3 for the match sync's tests: the fixtures a test adds, answered in the
// v3 envelope ({errors: [], response: [...]}) by league and date range, by ids, or finished, as the
// adapter asks; no events and no squads. It holds no clock: a test sets each fixture's status.
//
//   const world = await startApiFootballWorld();
//   const id = world.addMatch({ home: "Arsenal", away: "Chelsea", kickoff: new Date(...) });  // status NS
//   world.setStatus(id, "1H", 23); world.setScore(id, 1, 0);
//   world.setStatus(id, "FT");
//   world.setKickoff(id, new Date(...));  // the provider moves the kick-off
//   world.breakMatch(id);           // served with a goal count of the wrong type from now on
//   world.failNext("oversize");     // the next request streams more than the 20 MB cap
//   await world.close();

export interface ApiFootballWorldMatch {
  home: string;
  away: string;
  kickoff: Date;
  /** Default 39, the Premier League. */
  league?: number;
}

export interface ApiFootballWorld {
  url: string;
  apiKey: string;
  addMatch(input: ApiFootballWorldMatch): number;
  setStatus(id: number, short: string, elapsed?: number): void;
  setScore(id: number, home: number, away: number): void;
  setKickoff(id: number, kickoff: Date): void;
  breakMatch(id: number): void;
  failNext(kind: "oversize"): void;
  close(): Promise<void>;
}

interface Stored extends Required<ApiFootballWorldMatch> {
  id: number;
  short: string;
  elapsed: number | null;
  goals: { home: number | null; away: number | null };
  broken: boolean;
}

const LEAGUES: Record<number, string> = { 39: "Premier League", 140: "La Liga", 78: "Bundesliga" };
const FINISHED = new Set(["FT", "AET", "PEN"]);

export async function startApiFootballWorld(): Promise<ApiFootballWorld> {
  const apiKey = "api-football-world-key";
  const matches = new Map<number, Stored>();
  const teamIds = new Map<string, number>();
  const failures: Array<"oversize"> = [];
  let nextId = 1_300_001;

  const stored = (id: number) => {
    const match = matches.get(id);
    if (!match) throw new Error(`api-football world: no match ${id}`);
    return match;
  };
  const team = (name: string) => {
    if (!teamIds.has(name)) teamIds.set(name, 40 + teamIds.size);
    return { id: teamIds.get(name), name, logo: null };
  };
  const item = (match: Stored) => ({
    fixture: {
      id: match.id,
      referee: null,
      timezone: "UTC",
      date: match.kickoff.toISOString().replace(".000Z", "+00:00"),
      timestamp: Math.floor(match.kickoff.getTime() / 1000),
      venue: { id: null, name: null, city: null },
      status: { long: match.short, short: match.short, elapsed: match.elapsed, extra: null },
    },
    league: { id: match.league, name: LEAGUES[match.league] ?? `League ${match.league}`, season: match.kickoff.getUTCFullYear() },
    teams: { home: team(match.home), away: team(match.away) },
    goals: match.broken ? { home: "three", away: match.goals.away } : match.goals,
  });

  function answer(path: string, query: URLSearchParams): unknown[] {
    if (path !== "/fixtures") return [];
    const all = [...matches.values()].sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.id - b.id);
    const ids = query.get("ids");
    if (ids) return all.filter((match) => ids.split("-").includes(String(match.id))).map(item);
    const league = Number(query.get("league"));
    const status = query.get("status");
    const from = query.get("from");
    const to = query.get("to");
    return all
      .filter((match) => match.league === league)
      .filter((match) => !status || (status.includes("FT") && FINISHED.has(match.short)))
      .filter((match) => !from || match.kickoff.toISOString().slice(0, 10) >= from)
      .filter((match) => !to || match.kickoff.toISOString().slice(0, 10) <= to)
      .map(item);
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? "/", "http://api-football.local");
    if (req.headers["x-apisports-key"] !== apiKey) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ errors: { token: "Error/Missing application key." }, response: [] }));
      return;
    }
    if (failures.shift() === "oversize") return sendOversize(res, '{"errors":[],"response":[{"fixture":{"id":1,"status":{"long":"');
    const response = answer(url.pathname, url.searchParams);
    res.writeHead(200, { "content-type": "application/json", "x-ratelimit-remaining": "29" });
    res.end(
      JSON.stringify({
        get: url.pathname.slice(1),
        parameters: Object.fromEntries(url.searchParams),
        errors: [],
        results: response.length,
        response,
      }),
    );
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    addMatch(input) {
      const id = nextId++;
      matches.set(id, { league: 39, ...input, id, short: "NS", elapsed: null, goals: { home: null, away: null }, broken: false });
      return id;
    },
    setStatus(id, short, elapsed) {
      const match = stored(id);
      match.short = short;
      match.elapsed = elapsed ?? (FINISHED.has(short) ? 90 : match.elapsed);
      if (short !== "NS" && match.goals.home === null) match.goals = { home: 0, away: 0 };
    },
    setScore(id, home, away) {
      stored(id).goals = { home, away };
    },
    setKickoff(id, kickoff) {
      stored(id).kickoff = kickoff;
    },
    breakMatch(id) {
      stored(id).broken = true;
    },
    failNext(kind) {
      failures.push(kind);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
