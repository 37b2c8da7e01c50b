import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { LeagueSummary } from "../../../shared/api/leagues";
import type { Match } from "../../../shared/api/matches";
import { confirmEmail, describeEachDatabase, sessionCookie, signUp } from "../../testing/harness";
import { listAppRoutes, routeKey, type CatalogRoute } from "../../testing/route-catalog";

/*
 * docs/rules.md#privacy: no reply carries another player's e-mail or bets; only admin routes show
 * e-mails. Player B bets, uses a code and is referred; player A (and a visitor) then reads every
 * GET endpoint in the route catalog, with B's real ids wherever a route takes one.
 */

// Odd figures that no total, balance or count in this suite adds up to, so finding one means B's bet.
const B_STAKE = 4_321;
const B_PAYOUT = Math.floor(B_STAKE * 1.8);
const A_STAKE = 1_234;

const routes = (await listAppRoutes()).filter((r) => r.method === "GET" && !r.websocket);
// Share pages, their images and the SPA exist only with a built client: a one-file stand-in.
const clientDir = mkdtempSync(path.join(tmpdir(), "pl-privacy-"));
writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

interface Bet {
  id: number;
  stake: number;
}

/**
 * Every number anywhere in a JSON value, and every object that looks like a bet. A revealed forecast's grid
 * is 121 chances in millionths, which take any value, B's stake among them on some days: it is left out.
 */
function walk(value: unknown, numbers: number[], betLike: Array<Record<string, unknown>>): void {
  if (typeof value === "number") numbers.push(value);
  else if (Array.isArray(value)) for (const item of value) walk(item, numbers, betLike);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if ("stake" in record || "aiSelected" in record) betLike.push(record);
    for (const [key, item] of Object.entries(record)) if (key !== "grid") walk(item, numbers, betLike);
  }
}

describeEachDatabase(
  "privacy",
  (ctx) => {
    let a: Awaited<ReturnType<typeof signUp>>;
    let b: Awaited<ReturnType<typeof signUp>> & { username: string };
    let admin: Awaited<ReturnType<typeof signUp>>;
    let match: Match;
    let bBet: Bet;
    let bLeague: LeagueSummary;
    const bEmail = "bee.keeps.this.private@example.org";

    beforeAll(async () => {
      const { app } = ctx();
      await app.game.sync.runOnce();
      a = await signUp(app);
      const username = `bee${process.pid}`.slice(0, 20);
      b = { ...(await signUp(app, { email: bEmail, username, referralCode: a.user.referralCode })), username };
      // C uses B's code, so B is on the referral leaderboard and has a friend list.
      await signUp(app, { referralCode: b.user.referralCode });
      admin = await signUp(app, { email: "privacy-admin@example.com" });
      await confirmEmail(ctx().database.db, admin.user.id);
      await app.inject({ method: "POST", url: "/api/matches/real/fetch-new", headers: { cookie: a.cookie }, payload: { count: 10 } });
      const matches: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie: a.cookie } })).json();
      match = matches.find((m) => m.status === "upcoming")!;
      const placed = await app.inject({
        method: "POST",
        url: "/api/bets",
        headers: { cookie: b.cookie },
        payload: { matchId: match.id, aiSelected: "Grok", stake: B_STAKE },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      bBet = placed.json().bet;
      const own = await app.inject({
        method: "POST",
        url: "/api/bets",
        headers: { cookie: a.cookie },
        payload: { matchId: match.id, aiSelected: "ChatGPT", stake: A_STAKE },
      });
      expect(own.statusCode, own.body).toBe(201);
      // B's private league: A is not in it.
      bLeague = (await app.inject({ method: "POST", url: "/api/leagues", headers: { cookie: b.cookie }, payload: { name: "B's Friends" } })).json();
    });

    /** The catalog's GET routes with B's ids (and B's match) in their parameters. */
    const requests = (): Array<{ route: CatalogRoute; url: string }> =>
      routes.map((route) => {
        const values: Record<string, string> = {
          id: String(route.url.startsWith("/api/leagues/") ? bLeague.id : match.id),
          userId: String(b.user.id),
          code: bLeague.inviteCode,
          matchId: String(match.id),
          provider: "oidc",
          username: b.username,
          file: route.url.startsWith("/og/u/") ? `${b.username}.png` : `${match.id}.png`,
        };
        const url = route.url
          .replace(/:(\w+)/g, (_whole, name: string) => {
            const value = values[name];
            if (value === undefined) throw new Error(`No value for :${name} in ${route.url}: add one`);
            return value;
          })
          .replace(/\*$/, `u/${b.username}`);
        return { route, url };
      });

    /** What of B's private data a reply shows: the e-mail, and B's bet by id, owner or figures. */
    function leaks(body: string, json: unknown): string[] {
      const found: string[] = [];
      if (body.toLowerCase().includes(bEmail)) found.push("B's e-mail");
      const numbers: number[] = [];
      const betLike: Array<Record<string, unknown>> = [];
      walk(json, numbers, betLike);
      if (numbers.includes(B_STAKE) || numbers.includes(B_PAYOUT)) found.push("B's stake or payout");
      if (betLike.some((bet) => bet.id === bBet.id || bet.userId === b.user.id)) found.push("B's bet");
      return found;
    }

    const parse = (body: string, type: unknown): unknown => (String(type).startsWith("application/json") && body ? JSON.parse(body) : undefined);

    it("shows player A, on every GET endpoint, neither B's e-mail nor B's bet", async () => {
      const { app } = ctx();
      expect(requests().length).toBeGreaterThan(20);
      // /api/logout ends the session it is called with: give it a second session of A's.
      const second = await app.inject({
        method: "POST",
        url: "/api/auth/signin",
        payload: { email: a.user.email, password: "correct horse battery" },
      });
      const spare = sessionCookie(second);
      for (const { route, url } of requests()) {
        const cookie = route.url === "/api/logout" ? spare : a.cookie;
        const response = await app.inject({ url, headers: { cookie } });
        expect(response.statusCode, `${routeKey(route)} → ${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        expect(leaks(response.body, parse(response.body, response.headers["content-type"])), `${routeKey(route)} → ${url}`).toEqual([]);
      }
    });

    it("shows a visitor none of it either", async () => {
      for (const { route, url } of requests()) {
        const response = await ctx().app.inject({ url });
        expect(leaks(response.body, parse(response.body, response.headers["content-type"])), `${routeKey(route)} → ${url}`).toEqual([]);
      }
    });

    it("gives aggregates where B's bet counts: the match's bet count and distribution", async () => {
      const { app } = ctx();
      const one = (await app.inject({ url: `/api/matches/${match.id}`, headers: { cookie: a.cookie } })).json();
      expect(one.betCount).toBe(2);
      expect(one).not.toHaveProperty("bets");
      const distribution = (await app.inject({ url: `/api/matches/${match.id}/distribution`, headers: { cookie: a.cookie } })).json();
      expect(distribution).toEqual({ chatGPT: 50, grok: 50, totalBets: 2 });
      // A's own bet on the match is A's to see.
      expect((await app.inject({ url: `/api/bets/match/${match.id}`, headers: { cookie: a.cookie } })).json()).toMatchObject({ stake: A_STAKE });
    });

    it("finds both where they belong: B's e-mail for an admin, B's bet for B (so the checks above can fail)", async () => {
      const { app } = ctx();
      const users = await app.inject({ url: "/api/admin/users", headers: { cookie: admin.cookie } });
      expect(leaks(users.body, users.json())).toContain("B's e-mail");
      // Admin bet figures are totals only; B's own history is where B's bet shows.
      const history = await app.inject({ url: "/api/bets/history", headers: { cookie: b.cookie } });
      expect(leaks(history.body, history.json())).toEqual(expect.arrayContaining(["B's stake or payout", "B's bet"]));
    });
  },
  { env: { ADMIN_EMAILS: "privacy-admin@example.com" }, app: { clientDir } },
);
