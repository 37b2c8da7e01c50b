import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, expect, it } from "vitest";
import type { PredictionLogPage } from "../../shared/api/matches";
import { GENESIS_HASH, verifyChain } from "../../shared/prediction-hash";
import type { Db } from "../platform/db/client";
import { matches } from "../platform/db/schema";
import { describeEachDatabase } from "../testing/harness";
import { PredictionLog } from "./prediction-log";
import { evenGrid } from "../testing/forecasts";
import { plantPredictions } from "../testing/prediction-chain";

const PAGE = 3;

/** Predictions for `count` new matches, one each, kicked off a day ago unless `kickoffAt` says when. */
async function plant(db: Db, count: number, kickoffAt?: () => Date): Promise<number[]> {
  return (await plantPredictions(db, count, kickoffAt ? { kickoff: kickoffAt } : {})).map((p) => p.id);
}

describeEachDatabase(
  "the public prediction log",
  (ctx) => {
    const get = (query = "", headers: Record<string, string> = {}) => ctx().app.inject({ url: `/api/predictions/log${query}`, headers });
    const read = async (query = ""): Promise<PredictionLogPage> => {
      const response = await get(query);
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    it("is an empty last page before any prediction", async () => {
      const response = await get();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ entries: [], nextCursor: null });
      expect(response.headers["prediction-log-total"]).toBe("0");
    });

    it("pages the chain by cursor, and the pages verify in turn", async () => {
      await plant(ctx().database.db, 7);
      const first = await read();
      expect(first.entries).toHaveLength(3);
      expect(first.nextCursor).toBe("3");
      const second = await read(`?cursor=${first.nextCursor}`);
      expect(second.nextCursor).toBe("6");
      const last = await get(`?cursor=${second.nextCursor}`);
      expect(last.json()).toMatchObject({ nextCursor: null });
      expect(last.json().entries).toHaveLength(1);
      expect(last.headers["prediction-log-total"]).toBe("7");

      let from = { index: 0, prevHash: GENESIS_HASH };
      for (const page of [first, second, last.json<PredictionLogPage>()]) {
        const verdict = await verifyChain(page.entries, from);
        expect(verdict).toEqual({
          ok: true,
          length: from.index + page.entries.length,
        });
        from = {
          index: verdict.ok ? verdict.length : -1,
          prevHash: page.entries.at(-1)!.hash,
        };
      }
      expect(from.index).toBe(7);
      // Kicked off: every forecast is public, and the pages checked it against its commitment.
      expect(first.entries.every((e) => e.forecast && e.forecastCommitment)).toBe(true);
    });

    it("tags each page: a full page is cached for a day, the last revalidates and changes with the chain", async () => {
      const full = await get();
      expect(full.headers["cache-control"]).toBe("public, max-age=86400");
      const again = await get("", {
        "if-none-match": full.headers.etag as string,
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");

      const last = await get("?cursor=6");
      expect(last.headers["cache-control"]).toBe("no-cache");
      expect(
        (
          await get("?cursor=6", {
            "if-none-match": last.headers.etag as string,
          })
        ).statusCode,
      ).toBe(304);
      await plant(ctx().database.db, 1);
      const grown = await get("?cursor=6", {
        "if-none-match": last.headers.etag as string,
      });
      expect(grown.statusCode).toBe(200);
      expect(grown.json().entries).toHaveLength(2);
      expect(grown.headers.etag).not.toBe(last.headers.etag);
      // The full page before it is untouched: the same tag still answers 304.
      expect((await get("", { "if-none-match": full.headers.etag as string })).statusCode).toBe(304);
    });

    it("goes out precompressed as the browser asks: brotli, gzip or plain, all the same page", async () => {
      const plain = await get("?cursor=3");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const br = await get("?cursor=3", {
        "accept-encoding": "gzip, deflate, br",
      });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toContain("accept-encoding");
      const gz = await get("?cursor=3", { "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    });

    it("keeps a forecast sealed until its kick-off, then reveals it on the same page", async () => {
      const kickoff = new Date(Date.now() + 1_500);
      const [id] = await plant(ctx().database.db, 1, () => kickoff);
      const entryOf = (page: PredictionLogPage) => page.entries.find((e) => e.id === id)!;
      const before = await get("?cursor=6");
      expect(before.headers["cache-control"]).toBe("no-cache");
      expect(entryOf(before.json())).toMatchObject({ forecast: null, forecastCommitment: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(JSON.stringify(entryOf(before.json()))).not.toMatch(/grid|salt/);
      await new Promise((r) => setTimeout(r, Math.max(0, kickoff.getTime() - Date.now()) + 50));
      const after = await get("?cursor=6", { "if-none-match": before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      const revealed = entryOf(after.json());
      expect(revealed.forecast!.grid).toEqual(evenGrid());
      expect(await verifyChain([revealed], { index: 0, prevHash: revealed.prevHash })).toEqual({ ok: true, length: 1 });
    });

    it("refuses a cursor it never gave: 400 for the wrong shape, 404 for no such page", async () => {
      for (const cursor of ["abc", "-3", "1e3", "3.0", "1234567890"]) {
        const response = await get(`?cursor=${cursor}`);
        expect(response.statusCode, cursor).toBe(400);
        expect(response.json()).toEqual({
          message: expect.stringContaining("cursor"),
        });
      }
      expect((await get("?cursor=3&cursor=6")).statusCode).toBe(400);
      for (const cursor of ["1", "4", "12", "999999999"]) {
        const response = await get(`?cursor=${cursor}`);
        expect(response.statusCode, cursor).toBe(404);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
    });
  },
  { app: { predictionLogPageSize: PAGE } },
);

describeEachDatabase("the prediction log's cache", (ctx) => {
  let log: PredictionLog;
  beforeAll(async () => {
    log = new PredictionLog(ctx().database.db, PAGE);
    await plant(ctx().database.db, 4);
  });

  it("builds each page once: the same bytes answer until the chain grows, and a full page never again", async () => {
    const full = await log.page(0, "br");
    const last = await log.page(3, "br");
    expect((await log.page(0, "br"))!.body).toBe(full!.body);
    expect((await log.page(3, "br"))!.body).toBe(last!.body);
    await plant(ctx().database.db, 3);
    expect((await log.page(0, "br"))!.body).toBe(full!.body);
    const grown = await log.page(3, "br");
    expect(grown!.body).not.toBe(last!.body);
    expect(grown!.full).toBe(true);
    expect(grown!.total).toBe(7);
    expect((await log.page(6, "gzip"))!.full).toBe(false);
  });

  it("reads a database that was reset from the start again", async () => {
    const { db } = ctx().database;
    await db.delete(matches);
    expect(await log.page(3, "br")).toBeUndefined();
    const empty = await log.page(0, "br");
    expect(empty!.total).toBe(0);
    await plant(db, 2);
    const page = await log.page(0, "gzip");
    expect(page!.total).toBe(2);
    expect(JSON.parse(gunzipSync(page!.body).toString()).entries).toHaveLength(2);
  });
});

describeEachDatabase(
  "the prediction log's rate limit",
  (ctx) => {
    it("answers 120 pages a minute to one network, then 429 with a message; another network is not slowed", async () => {
      const { app } = ctx();
      const from = (remoteAddress: string) => app.inject({ url: "/api/predictions/log", remoteAddress });
      for (let i = 0; i < 120; i++) expect((await from(`2001:db8:1:2::${(i % 50).toString(16)}`)).statusCode).toBe(200);
      const refused = await from("2001:db8:1:2::ffff");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: expect.stringMatching(/^Too many requests/),
      });
      expect((await from("2001:db8:9:9::1")).statusCode).toBe(200);
    });
  },
  { app: { rateLimits: true } },
);
