import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, expect, it } from "vitest";
import type { PredictionLogEntry, PredictionLogPage } from "../../shared/api/matches";
import type { ConsistencyProof, PredictionProof, TreeHead } from "../../shared/api/prediction-proof";
import { EMPTY_ROOT, leafHash, MerkleRootBuilder } from "../../shared/merkle-tree";
import { checkPredictionProof, checkTreeGrowth, predictionLeaf } from "../../shared/prediction-proof";
import { toHex } from "../../shared/sha256";
import { eq } from "drizzle-orm";
import { matches, predictions } from "../platform/db/schema";
import { describeEachDatabase } from "../testing/harness";
import { plantPredictions } from "../testing/prediction-chain";
import { PredictionTree } from "./prediction-tree";

const BOTH = ["ChatGPT", "Grok"] as const;

describeEachDatabase(
  "checking one prediction against the log's Merkle tree",
  (ctx) => {
    const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ url, headers });
    const json = async <T>(url: string): Promise<T> => {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json<T>();
    };
    /** The whole log through its pages, as the full check reads it. */
    const wholeLog = async (): Promise<PredictionLogEntry[]> => {
      const entries: PredictionLogEntry[] = [];
      let cursor: string | null = null;
      do {
        const page: PredictionLogPage = await json(`/api/predictions/log${cursor === null ? "" : `?cursor=${cursor}`}`);
        entries.push(...page.entries);
        cursor = page.nextCursor;
      } while (cursor !== null);
      return entries;
    };
    const rootOf = (entries: PredictionLogEntry[]) => {
      const builder = new MerkleRootBuilder();
      for (const e of entries) builder.append(predictionLeaf(e.hash));
      return toHex(builder.root());
    };

    it("has the empty tree's head before any prediction, and no proof to give", async () => {
      expect(await json<TreeHead>("/api/predictions/tree")).toEqual({ treeSize: 0, rootHash: toHex(EMPTY_ROOT) });
      const missing = await get("/api/predictions/proof?match=1");
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: "The log holds no prediction for match 1" });
    });

    it("heads the tree over every entry of the log, with the root the browser computes from the log's pages", async () => {
      await plantPredictions(ctx().database.db, 7, { oracles: BOTH });
      const log = await wholeLog();
      expect(log).toHaveLength(14);
      expect(await json<TreeHead>("/api/predictions/tree")).toEqual({ treeSize: 14, rootHash: rootOf(log) });
    });

    it("proves a match's predictions by match id: the entries as the log has them, which recompute and are in the tree", async () => {
      const log = await wholeLog();
      const matchId = log[5]!.matchId;
      const reply = await json<PredictionProof>(`/api/predictions/proof?match=${matchId}`);
      expect(reply.treeSize).toBe(14);
      expect(reply.rootHash).toBe(rootOf(log));
      expect(reply.proofs.map((p) => p.leafIndex)).toEqual([4, 5]);
      for (const proof of reply.proofs) {
        expect(proof.entry).toEqual(log[proof.leafIndex]);
        expect(proof.entry.forecast).not.toBeNull();
        expect(proof.auditPath.length).toBeLessThanOrEqual(4);
        expect(await checkPredictionProof(proof, reply)).toEqual({ hashMatches: true, forecastMatches: true, included: true, ok: true });
      }
    });

    it("proves one prediction by its hash, written in either case", async () => {
      const log = await wholeLog();
      for (const at of [0, 9, 13]) {
        const hash = log[at]!.hash;
        const reply = await json<PredictionProof>(`/api/predictions/proof?hash=${at === 9 ? hash.toUpperCase() : hash}`);
        expect(reply.proofs).toHaveLength(1);
        expect(reply.proofs[0]!.leafIndex).toBe(at);
        expect((await checkPredictionProof(reply.proofs[0]!, reply)).ok).toBe(true);
      }
    });

    it("fails a proof with an entry changed, a sibling changed, or the wrong place", async () => {
      const log = await wholeLog();
      const reply = await json<PredictionProof>(`/api/predictions/proof?hash=${log[6]!.hash}`);
      const proof = reply.proofs[0]!;
      const changed = await checkPredictionProof({ ...proof, entry: { ...proof.entry, predictedScore: "9-9" } }, reply);
      expect(changed).toMatchObject({ hashMatches: false, included: true, ok: false });
      const grid = [...proof.entry.forecast!.grid];
      grid[0]! += 1;
      grid[1]! -= 1;
      const reforecast = await checkPredictionProof({ ...proof, entry: { ...proof.entry, forecast: { ...proof.entry.forecast!, grid } } }, reply);
      expect(reforecast).toMatchObject({ hashMatches: true, forecastMatches: false, ok: false });
      const sibling = proof.auditPath.map((h, i) => (i === 1 ? `${h.slice(0, -1)}${h.endsWith("0") ? "1" : "0"}` : h));
      expect(await checkPredictionProof({ ...proof, auditPath: sibling }, reply)).toMatchObject({ included: false, ok: false });
      expect(await checkPredictionProof({ ...proof, leafIndex: 7 }, reply)).toMatchObject({ included: false, ok: false });
      expect(await checkPredictionProof(proof, { ...reply, treeSize: 7 })).toMatchObject({ included: false });
      expect(await checkPredictionProof(proof, { ...reply, rootHash: log[0]!.hash })).toMatchObject({ included: false });
      expect(await checkPredictionProof({ ...proof, auditPath: ["not hex", ...proof.auditPath.slice(1)] }, reply)).toMatchObject({ included: false });
    });

    it("tags each reply: 304 while nothing changed; a grown log gives a new head and proof, and proves it only grew", async () => {
      const log = await wholeLog();
      const url = `/api/predictions/proof?match=${log[0]!.matchId}`;
      const first = await get(url);
      expect(first.headers["cache-control"]).toBe("no-cache");
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { "if-none-match": first.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      const head = await get("/api/predictions/tree");
      expect((await get("/api/predictions/tree", { "if-none-match": head.headers.etag as string })).statusCode).toBe(304);

      await plantPredictions(ctx().database.db, 1, { oracles: BOTH });
      const grown = await get(url, { "if-none-match": first.headers.etag as string });
      expect(grown.statusCode).toBe(200);
      const before = first.json<PredictionProof>();
      const after = grown.json<PredictionProof>();
      expect(after.treeSize).toBe(16);
      expect(after.rootHash).not.toBe(before.rootHash);
      expect((await checkPredictionProof(after.proofs[0]!, after)).ok).toBe(true);
      expect((await get("/api/predictions/tree", { "if-none-match": head.headers.etag as string })).statusCode).toBe(200);

      const growth = await get("/api/predictions/consistency?from=14&to=16");
      expect(growth.headers["cache-control"]).toBe("public, max-age=86400");
      const proof = growth.json<ConsistencyProof>();
      expect(proof).toMatchObject({ fromSize: 14, toSize: 16 });
      expect(checkTreeGrowth(before, after, proof.proof)).toBe(true);
      // A log whose old entries changed cannot show it grew from the head a browser remembered.
      expect(checkTreeGrowth({ treeSize: 14, rootHash: before.proofs[0]!.entry.hash }, after, proof.proof)).toBe(false);
      const now = await wholeLog();
      for (const from of [0, 1, 5, 8, 15, 16]) {
        const reply = await json<ConsistencyProof>(`/api/predictions/consistency?from=${from}&to=16`);
        const earlier = { treeSize: from, rootHash: rootOf(now.slice(0, from)) };
        expect(checkTreeGrowth(earlier, after, reply.proof), `from ${from}`).toBe(true);
      }
    });

    it("goes out compressed as the browser asks, all the same reply", async () => {
      const url = `/api/predictions/proof?match=${(await wholeLog())[2]!.matchId}`;
      const plain = await get(url);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const br = await get(url, { "accept-encoding": "gzip, br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toContain("accept-encoding");
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      const gz = await get(url, { "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    });

    it("keeps a forecast sealed until kick-off: the proof before carries no grid or salt, the one after reveals it", async () => {
      const kickoff = new Date(Date.now() + 1_500);
      const [planted] = await plantPredictions(ctx().database.db, 1, { kickoff: () => kickoff });
      const url = `/api/predictions/proof?hash=${planted!.hash}`;
      const before = await get(url);
      const sealed = before.json<PredictionProof>().proofs[0]!;
      expect(sealed.entry.forecast).toBeNull();
      expect(sealed.entry.forecastCommitment).toMatch(/^[0-9a-f]{64}$/);
      expect(before.body).not.toMatch(/grid|salt/);
      expect(await checkPredictionProof(sealed, before.json())).toEqual({ hashMatches: true, forecastMatches: null, included: true, ok: true });
      // Nor does any other reply: the head, a neighbour's proof (its audit path passes this entry's leaf).
      const [{ salt }] = (await ctx()
        .database.db.select({ salt: predictions.forecastSalt })
        .from(predictions)
        .where(eq(predictions.id, planted!.id))) as [{ salt: string }];
      const neighbour = await get(`/api/predictions/proof?match=${(await wholeLog()).at(-2)!.matchId}`);
      expect(neighbour.json<PredictionProof>().proofs[0]!.auditPath).toContain(toHex(leafHash(predictionLeaf(planted!.hash))));
      for (const body of [before.body, neighbour.body, (await get("/api/predictions/tree")).body]) expect(body).not.toContain(salt);

      await new Promise((r) => setTimeout(r, Math.max(0, kickoff.getTime() - Date.now()) + 50));
      const after = await get(url, { "if-none-match": before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      const revealed = after.json<PredictionProof>().proofs[0]!;
      expect(revealed.entry.forecast!.grid).toHaveLength(121);
      expect(await checkPredictionProof(revealed, after.json())).toEqual({ hashMatches: true, forecastMatches: true, included: true, ok: true });
    });

    it("refuses input of the wrong shape with 400 and a {message}, and what the log does not hold with 404", async () => {
      const refused = async (query: string, status: number, message: RegExp) => {
        const response = await get(query);
        expect(response.statusCode, query).toBe(status);
        expect(response.headers["content-type"], query).toMatch(/^application\/json/);
        expect(response.json(), query).toEqual({ message: expect.stringMatching(message) });
      };
      const proof = "/api/predictions/proof";
      await refused(proof, 400, /^Give one of match/);
      await refused(`${proof}?match=1&hash=${"a".repeat(64)}`, 400, /^Give one of match/);
      for (const match of ["abc", "-1", "0", "1.5", "1e3", "0x10", "", "%20", "12345678901"]) {
        await refused(`${proof}?match=${match}`, 400, /match/);
      }
      await refused(`${proof}?match=2147483648`, 400, /too large/);
      await refused(`${proof}?match=1&match=2`, 400, /match/);
      for (const hash of ["abc", "g".repeat(64), "a".repeat(63), "a".repeat(65), `${"a".repeat(62)}%20`]) {
        await refused(`${proof}?hash=${hash}`, 400, /hash/);
      }
      await refused(`${proof}?match=2147483647`, 404, /no prediction for match 2147483647/);
      await refused(`${proof}?hash=${"0".repeat(64)}`, 404, /No prediction with this hash/);

      const consistency = "/api/predictions/consistency";
      await refused(consistency, 400, /from|to/);
      await refused(`${consistency}?from=3`, 400, /to/);
      await refused(`${consistency}?from=5&to=3`, 400, /only grows/);
      await refused(`${consistency}?from=-1&to=3`, 400, /from/);
      await refused(`${consistency}?from=1&to=99999999999`, 400, /to/);
      await refused(`${consistency}?from=1&to=2147483648`, 400, /larger than any log/);
      await refused(`${consistency}?from=1&to=1000`, 404, /holds 17 entries/);
      expect(await json<ConsistencyProof>(`${consistency}?from=0&to=17`)).toEqual({ fromSize: 0, toSize: 17, proof: [] });
      expect(await json<ConsistencyProof>(`${consistency}?from=17&to=17`)).toEqual({ fromSize: 17, toSize: 17, proof: [] });
    });
  },
  // Pages of three: the proofs do not depend on how the log is paged.
  { app: { predictionLogPageSize: 3 } },
);

describeEachDatabase("the Merkle tree's catch-up with the database", (ctx) => {
  let tree: PredictionTree;
  beforeAll(() => {
    tree = new PredictionTree(ctx().database.db, 3);
  });

  it("reads the chain in batches and grows with it, leaf by leaf in chain order", async () => {
    const { db } = ctx().database;
    const planted = await plantPredictions(db, 4, { oracles: BOTH });
    await tree.sync();
    expect(tree.size).toBe(8);
    const builder = new MerkleRootBuilder();
    for (const p of planted) builder.append(predictionLeaf(p.hash));
    expect(tree.rootHash()).toBe(toHex(builder.root()));
    expect(planted.map((p) => tree.leafIndexOf(p.id))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(tree.leafIndexOf(planted.at(-1)!.id + 1)).toBeUndefined();
    const more = await plantPredictions(db, 1);
    await Promise.all([tree.sync(), tree.sync()]);
    expect(tree.size).toBe(9);
    expect(tree.leafIndexOf(more[0]!.id)).toBe(8);
    expect(tree.rootHash(8)).toBe(toHex(builder.root()));
  });

  it("starts again from the first entry when the database was reset", async () => {
    const { db } = ctx().database;
    const generation = tree.generation;
    await db.delete(matches);
    await tree.sync();
    expect(tree.size).toBe(0);
    expect(tree.rootHash()).toBe(toHex(EMPTY_ROOT));
    const planted = await plantPredictions(db, 2);
    await tree.sync();
    expect(tree.size).toBe(2);
    expect(tree.leafIndexOf(planted[0]!.id)).toBe(0);
    expect(tree.generation).toBeGreaterThan(generation);
  });
});

describeEachDatabase(
  "the proofs' rate limit",
  (ctx) => {
    it("answers 120 proofs a minute to one network, then 429 with a message; another network is not slowed", async () => {
      const { app } = ctx();
      const from = (remoteAddress: string) => app.inject({ url: "/api/predictions/proof?match=1", remoteAddress });
      for (let i = 0; i < 120; i++) expect((await from(`2001:db8:1:2::${(i % 50).toString(16)}`)).statusCode).toBe(404);
      const refused = await from("2001:db8:1:2::ffff");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });
      expect((await from("2001:db8:9:9::1")).statusCode).toBe(404);
      // The head is limited on its own: reading it is not held up by the proofs.
      expect((await app.inject({ url: "/api/predictions/tree", remoteAddress: "2001:db8:1:2::1" })).statusCode).toBe(200);
    });
  },
  { app: { rateLimits: true } },
);
