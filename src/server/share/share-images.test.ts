import { eq, sql } from "drizzle-orm";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import { users } from "../platform/db/schema";
import { describeEachDatabase, signUp, type TestContext } from "../testing/harness";
import { heldRenderPool } from "../testing/stand-in-render-pool";
import { cardRenderPool } from "./og-card";
import type { RenderPool } from "./render-pool";

// The /og image routes under load (security review, item 4): cards are rendered in worker threads,
// once per content, behind a bounded queue and a per-network rate limit. Renders are counted by the
// pool, never timed.

const clientDir = mkdtempSync(path.join(tmpdir(), "pl-og-"));
writeFileSync(
  path.join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>The Prophecy League</title></head><body><div id=root></div></body></html>',
);

const isPng = (body: Buffer) => body.subarray(1, 4).toString() === "PNG";

/** Two match ids and a player whose cards the tests ask for. */
async function cardsToAsk(ctx: () => TestContext, username: string) {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-05-01T10:00:05Z") });
  const { app } = ctx();
  await app.game.sync.runOnce();
  const player = await signUp(app, { username });
  const all: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie: player.cookie } })).json();
  expect(all.length).toBeGreaterThanOrEqual(2);
  return { first: all[0]!.id, second: all[1]!.id, player };
}

let pool: RenderPool | undefined;
describeEachDatabase(
  "share images, cached by content",
  (ctx) => {
    let first = 0;
    let second = 0;
    const rendered = () => pool!.rendered;
    beforeAll(async () => {
      ({ first, second } = await cardsToAsk(ctx, "card_holder"));
    });

    it("renders a card once: asked again it renders nothing, and a different card renders again", async () => {
      const { app } = ctx();
      const before = rendered();
      const firstReply = await app.inject({ url: `/og/match/${first}.png` });
      expect(firstReply.statusCode).toBe(200);
      expect(isPng(firstReply.rawPayload)).toBe(true);
      expect(firstReply.headers["cache-control"]).toBe("public, max-age=300");
      expect(firstReply.headers.etag).toMatch(/^"[\w-]{32}"$/);
      expect(rendered()).toBe(before + 1);

      const again = await app.inject({ url: `/og/match/${first}.png` });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(firstReply.rawPayload)).toBe(true);
      expect(again.headers.etag).toBe(firstReply.headers.etag);
      expect(rendered()).toBe(before + 1);

      const other = await app.inject({ url: `/og/match/${second}.png` });
      expect(isPng(other.rawPayload)).toBe(true);
      expect(other.headers.etag).not.toBe(firstReply.headers.etag);
      expect(rendered()).toBe(before + 2);

      // The player's card, then the same card under another spelling of the name: one render.
      expect((await app.inject({ url: "/og/u/card_holder.png" })).statusCode).toBe(200);
      expect((await app.inject({ url: "/og/u/CARD_HOLDER.png" })).statusCode).toBe(200);
      expect(rendered()).toBe(before + 3);
    });

    it("answers If-None-Match with 304 and no body, and a stale tag with the image", async () => {
      const { app } = ctx();
      const image = await app.inject({ url: `/og/match/${first}.png` });
      const etag = image.headers.etag as string;
      const before = rendered();
      const revalidated = await app.inject({ url: `/og/match/${first}.png`, headers: { "if-none-match": etag } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload).toHaveLength(0);
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers["cache-control"]).toBe("public, max-age=300");
      const stale = await app.inject({ url: `/og/match/${first}.png`, headers: { "if-none-match": '"an-older-card"' } });
      expect(stale.statusCode).toBe(200);
      expect(isPng(stale.rawPayload)).toBe(true);
      expect(rendered()).toBe(before);
    });

    it("renders a card afresh once its data changes, and never serves the old one for it", async () => {
      const { app, database } = ctx();
      const old = await app.inject({ url: "/og/u/card_holder.png" });
      await database.db
        .update(users)
        .set({ xp: sql`${users.xp} + 250` })
        .where(eq(users.username, "card_holder"));
      const before = rendered();
      const changed = await app.inject({ url: "/og/u/card_holder.png", headers: { "if-none-match": old.headers.etag as string } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(old.headers.etag);
      expect(changed.rawPayload.equals(old.rawPayload)).toBe(false);
      expect(rendered()).toBe(before + 1);
    });

    it("renders a card once for many requests that arrive together", async () => {
      const { app } = ctx();
      await signUp(app, { username: "crowd_pleaser" });
      const before = rendered();
      const replies = await Promise.all(Array.from({ length: 6 }, () => app.inject({ url: "/og/u/crowd_pleaser.png" })));
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(replies.map((r) => r.headers.etag)).size).toBe(1);
      expect(rendered()).toBe(before + 1);
    });
  },
  {
    env: { PUBLIC_URL: "https://prophecy.example", SIM_SPEED: "60" },
    app: { clientDir, cardRenderer: () => (pool = cardRenderPool({ workers: 1, maxQueued: 8 })) },
  },
);

let held: ReturnType<typeof heldRenderPool> | undefined;
describeEachDatabase(
  "share images, a full render queue",
  (ctx) => {
    let first = 0;
    let second = 0;
    beforeAll(async () => {
      ({ first, second } = await cardsToAsk(ctx, "queue_tester"));
    });

    it("answers 503 with Retry-After when the worker is busy and the queue is full, and renders both once it drains", async () => {
      const { app } = ctx();
      const gate = held!;
      // One worker, one place in the queue: the first card renders (held), the second waits.
      const rendering = app.inject({ url: `/og/match/${first}.png` });
      await vi.waitFor(() => expect(gate.started()).toBe(1));
      const waiting = app.inject({ url: `/og/match/${second}.png` });
      await vi.waitFor(() => expect(gate.pool.queued).toBe(1));
      // A request for a card already rendering joins that render rather than being refused.
      const joining = app.inject({ url: `/og/match/${first}.png` });

      const refused = await app.inject({ url: "/og/u/queue_tester.png" });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe("5");
      expect(refused.json()).toEqual({ message: "Share images are busy: try again in a few seconds" });
      expect(refused.headers.etag).toBeUndefined();

      gate.open();
      const replies = await Promise.all([rendering, waiting, joining]);
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(replies[2].rawPayload.equals(replies[0].rawPayload)).toBe(true);
      expect(gate.pool.rendered).toBe(2);
      expect((await app.inject({ url: "/og/u/queue_tester.png" })).statusCode).toBe(200);
    });
  },
  {
    env: { PUBLIC_URL: "https://prophecy.example", SIM_SPEED: "60" },
    app: { clientDir, cardRenderer: () => (held = heldRenderPool({ workers: 1, maxQueued: 1 })).pool },
  },
);

describeEachDatabase(
  "share images, rate-limited per network",
  (ctx) => {
    let first = 0;
    let second = 0;
    beforeAll(async () => {
      ({ first, second } = await cardsToAsk(ctx, "limit_tester"));
    });

    it("allows 60 image requests a minute from one network, both kinds together, then answers 429", async () => {
      const { app } = ctx();
      for (let i = 0; i < 60; i++) {
        const url = i % 2 === 0 ? `/og/match/${first}.png` : "/og/u/limit_tester.png";
        expect((await app.inject({ url })).statusCode, `request ${i + 1}`).toBe(200);
      }
      const limited = await app.inject({ url: `/og/match/${second}.png` });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many requests: try again in \d+ s$/);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      // Another network has its own quota.
      expect((await app.inject({ url: `/og/match/${second}.png`, remoteAddress: "198.51.100.7" })).statusCode).toBe(200);
    });
  },
  { env: { SIM_SPEED: "60" }, app: { clientDir, rateLimits: true } },
);
