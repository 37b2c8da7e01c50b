import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Match } from "../../../shared/api/matches";
import { pageStartScript, type PageStart } from "../../../client/entry-server";
import { placeBet } from "../../testing/betting-arena";
import { describeEachDatabase, signUp } from "../../testing/harness";
import { miniClient } from "../../testing/mini-client";

const { clientDir, remove } = miniClient();
afterAll(remove);

/** The data a rendered page carries for the browser (entry-server.tsx's page-start element). */
function pageStart(html: string): PageStart {
  const json = /<script type="application\/json" id="page-start">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, "page-start element").toBeDefined();
  return JSON.parse(json!) as PageStart;
}

describe("the page-start element", () => {
  it("keeps any text inside its JSON: nothing can close the element or break a line", () => {
    const hostile = "</script><script>alert(1)</script>\u2028\u2029<!--";
    const element = pageStartScript({ data: [[["/api/matches", 1], { homeTeam: hostile }]], renderedAt: 1 });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element).not.toMatch(/<!--|\u2028|\u2029/);
    expect(pageStart(element).data[0]![1]).toEqual({ homeTeam: hostile });
  });
});

describeEachDatabase(
  "signed-in pages rendered on the server",
  (ctx) => {
    let cookie = "";
    let username = "";
    let match: Match;
    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-05-01T10:00:05Z") });
      const { app } = ctx();
      await app.game.sync.runOnce();
      const player = await signUp(app);
      cookie = player.cookie;
      username = (await app.inject({ url: "/api/auth/user", headers: { cookie } })).json<{ username: string }>().username;
      const all: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie } })).json();
      match = all.find((m) => m.status === "upcoming")!;
    });

    it("renders the arena with the player in it, and preloads the match list and the player's bets", async () => {
      const response = await ctx().app.inject({ url: "/", headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.headers.vary).toMatch(/cookie/);
      const html = response.body;
      expect(html).toContain('<div id="root" data-prerendered>');
      expect(html).toContain("The Prophecy Arena");
      expect(html).toContain(username);
      // The match list is too large to carry: the browser fetches it alongside the page.
      expect(html).toContain('<link rel="preload" href="/api/matches" as="fetch" crossorigin="use-credentials">');
      // "Next to kick off" marks the matches the player backed: their bets come alongside the list, not after it.
      expect(html).toContain('<link rel="preload" href="/api/bets/history" as="fetch" crossorigin="use-credentials">');
      // The sign-in check is answered by the page itself.
      expect(html).not.toContain('href="/api/auth/user"');
      const start = pageStart(html);
      expect(start.data.map(([key]) => key)).toEqual([["/api/auth/user"]]);
      expect(start.data[0]![1]).toMatchObject({ username });
      expect(start.renderedAt).toBe(Date.now());
    });

    it("renders a match page with the match and the player's bet, with its share tags", async () => {
      const { app } = ctx();
      const bet = await placeBet(app, cookie, { matchId: match.id, aiSelected: "Grok", stake: 250 });
      expect(bet.statusCode).toBe(201);
      const response = await app.inject({ url: `/match/${match.id}`, headers: { cookie } });
      const html = response.body;
      expect(html).toContain("data-prerendered");
      expect(html).toContain(`${match.homeTeam}`);
      expect(html).toContain('<meta property="og:title"');
      // Everything the match page reads first is carried in it: nothing to preload.
      expect(html).not.toMatch(/rel="preload" href="\/api/);
      const start = pageStart(html);
      expect(start.data.map(([key]) => key)).toEqual([["/api/auth/user"], ["/api/matches", match.id], ["/api/bets/match", match.id]]);
      expect(start.data[1]![1]).toMatchObject({ id: match.id, homeTeam: match.homeTeam });
      expect(start.data[2]![1]).toMatchObject({ matchId: match.id, aiSelected: "Grok", stake: 250 });
    });

    it("sends the plain page where there is nothing to render: signed out, a stale cookie, no such match, other pages", async () => {
      const { app } = ctx();
      const plain = async (url: string, headers: Record<string, string> = {}) => {
        const response = await app.inject({ url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<div id="root"><div role="status">Loading...</div>');
        expect(response.body, url).not.toContain("page-start");
      };
      await plain(`/match/${match.id}`);
      await plain("/", { cookie: "pl_session=stale-or-forged" });
      await plain(`/match/${match.id}`, { cookie: "pl_session=stale-or-forged" });
      await plain("/match/999999", { cookie });
      await plain("/match/0", { cookie });
      await plain("/match/99999999999", { cookie });
      await plain("/profile", { cookie });
    });

    it("shows a player only their own data", async () => {
      const { app } = ctx();
      const other = await signUp(app);
      const html = (await app.inject({ url: `/match/${match.id}`, headers: { cookie: other.cookie } })).body;
      expect(html).not.toContain(username);
      const start = pageStart(html);
      expect(start.data[0]![1]).toMatchObject({ email: other.user.email });
      // The first player's bet is theirs alone.
      expect(start.data[2]![1]).toBeNull();
    });
  },
  { env: { PUBLIC_URL: "https://prophecy.example", SIM_SPEED: "60" }, app: { clientDir, clock: "process" } },
);
