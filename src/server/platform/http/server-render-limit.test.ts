import type { RouteOptions } from "fastify";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../../shared/api/matches";
import { describeEachDatabase, signUp } from "../../testing/harness";

// Signed-in pages are rendered on the server at most SERVER_RENDERS_PER_SECOND a second and
// SERVER_RENDERS_IN_FLIGHT at a time (security review, item 4); beyond that the player gets the
// shell, which the browser renders itself.

const clientDir = mkdtempSync(path.join(tmpdir(), "pl-render-limit-"));
writeFileSync(
  path.join(clientDir, "index.html"),
  `<!doctype html>
<html lang="en" class="dark">
  <head><title>The Prophecy League</title></head>
  <body>
    <div id="root"><div role="status">Loading...</div><!-- /root --></div>
  </body>
</html>`,
);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/**
 * Holds the sign-in check (the first data read of every rendered page) while a test keeps it shut,
 * so a render is certainly in flight when the next page is asked for.
 */
function holdableSignInCheck() {
  let held: { reached: () => void; released: Promise<void> } | undefined;
  return {
    onRoute: (route: RouteOptions) => {
      if (route.url !== "/api/auth/user" || route.method !== "GET") return;
      const hold = async () => {
        const current = held;
        if (!current) return;
        current.reached();
        await current.released;
      };
      route.preHandler = [...[route.preHandler ?? []].flat(), hold];
    },
    /** Shuts the check; resolves `reached` once a request waits at it. Call the result to let it go. */
    shut(): { reached: Promise<void>; release: () => void } {
      let reached!: () => void;
      let release!: () => void;
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      held = { reached, released };
      return {
        reached: reachedPromise,
        release: () => {
          held = undefined;
          release();
        },
      };
    },
  };
}

const rendered = (html: string) => html.includes('<div id="root" data-prerendered>');
const shell = (html: string) => html.includes('<div id="root"><div role="status">Loading...</div>') && html.includes("<html data-session ");

const signInCheck = holdableSignInCheck();
describeEachDatabase(
  "server rendering, bounded",
  (ctx) => {
    let cookie = "";
    let match: Match;
    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-05-01T10:00:05Z") });
      const { app } = ctx();
      await app.game.sync.runOnce();
      cookie = (await signUp(app)).cookie;
      const all: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie } })).json();
      match = all[0]!;
    });

    it("sends the shell while the one allowed render is in flight, and renders again once it is done", async () => {
      const { app } = ctx();
      const check = signInCheck.shut();
      const first = app.inject({ url: "/", headers: { cookie } });
      try {
        await check.reached;
        const arena = await app.inject({ url: "/", headers: { cookie } });
        const matchPage = await app.inject({ url: `/match/${match.id}`, headers: { cookie } });
        for (const page of [arena, matchPage]) {
          expect(page.statusCode).toBe(200);
          expect(shell(page.body)).toBe(true);
          expect(page.body).not.toContain("page-start");
        }
        // The share tags are not the render's: the match page keeps them.
        expect(matchPage.body).toContain(`/og/match/${match.id}.png`);
      } finally {
        check.release();
      }
      const held = await first;
      expect(held.statusCode).toBe(200);
      expect(rendered(held.body)).toBe(true);
      expect(rendered((await app.inject({ url: `/match/${match.id}`, headers: { cookie } })).body)).toBe(true);
    });

    it("frees its place when a render ends without a page (a stale cookie)", async () => {
      const { app } = ctx();
      expect(shell((await app.inject({ url: "/", headers: { cookie: "pl_session=stale-or-forged" } })).body)).toBe(true);
      expect(rendered((await app.inject({ url: "/", headers: { cookie } })).body)).toBe(true);
    });
  },
  {
    env: { PUBLIC_URL: "https://prophecy.example", SIM_SPEED: "60", SERVER_RENDERS_IN_FLIGHT: "1" },
    app: { clientDir, onRoute: signInCheck.onRoute },
  },
);

describeEachDatabase(
  "server rendering, bounded in rate",
  (ctx) => {
    let cookie = "";
    let match: Match;
    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-05-01T10:00:05Z") });
      const { app } = ctx();
      await app.game.sync.runOnce();
      cookie = (await signUp(app)).cookie;
      const all: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie } })).json();
      match = all[0]!;
    });

    it("renders two pages a second and sends the shell for the rest, one more for each half second that passes", async () => {
      const { app } = ctx();
      const page = async (url: string, as = cookie) => (await app.inject({ url, headers: { cookie: as } })).body;
      expect(rendered(await page("/"))).toBe(true);
      expect(rendered(await page(`/match/${match.id}`))).toBe(true);
      expect(shell(await page("/"))).toBe(true);
      expect(shell(await page(`/match/${match.id}`))).toBe(true);
      vi.setSystemTime(Date.now() + 500);
      expect(rendered(await page("/"))).toBe(true);
      expect(shell(await page("/"))).toBe(true);
    });

    it("spends none of the rate on stale cookies", async () => {
      const { app } = ctx();
      vi.setSystemTime(Date.now() + 1000);
      for (let i = 0; i < 5; i++) {
        expect(shell((await app.inject({ url: "/", headers: { cookie: `pl_session=forged-${i}` } })).body)).toBe(true);
      }
      expect(rendered((await app.inject({ url: "/", headers: { cookie } })).body)).toBe(true);
      expect(rendered((await app.inject({ url: "/", headers: { cookie } })).body)).toBe(true);
      expect(shell((await app.inject({ url: "/", headers: { cookie } })).body)).toBe(true);
    });
  },
  {
    env: { PUBLIC_URL: "https://prophecy.example", SIM_SPEED: "60", SERVER_RENDERS_PER_SECOND: "2" },
    app: { clientDir },
  },
);

describeEachDatabase(
  "server rendering, turned off",
  (ctx) => {
    it("sends every signed-in page as the shell when SERVER_RENDERS_IN_FLIGHT is 0", async () => {
      const { app } = ctx();
      const { cookie } = await signUp(app);
      const page = await app.inject({ url: "/", headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(shell(page.body)).toBe(true);
    });
  },
  { env: { SERVER_RENDERS_IN_FLIGHT: "0" }, app: { clientDir } },
);
