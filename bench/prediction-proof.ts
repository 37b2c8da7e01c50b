import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PredictionProof, TreeHead } from "../src/shared/api/prediction-proof";
import { MerkleTree } from "../src/shared/merkle-tree";
import { checkPredictionProof, predictionLeaf } from "../src/shared/prediction-proof";
import { startServerProcess } from "../src/server/testing/server-process";
import { percentile } from "./bench-database";
import { argValue, buildClientUnlessSkipped, freePort, seededRandom } from "./bench-server";
import { seedPredictionLog } from "./prediction-log-seed";
import { fmtMs } from "./probe";

// What does checking one prediction cost, against checking the whole log? A production server holds
// a year at 200 predictions a day, 73,000 chained entries, each with its sealed forecast revealed (as
// after kick-off); the bench reads the whole log page by page as /verify's full check does, then the
// Merkle proof of one match's two predictions (/verify?match=…) and of one prediction by its hash,
// counting the bytes of each reply compressed (brotli, gzip) and not, and times the server's answers.
// `npx tsx bench/prediction-proof.ts [--entries N] [--proofs N] [--no-build]`.
const ENTRIES = Number(argValue("--entries") ?? 73_000);
const PROOFS = Number(argValue("--proofs") ?? 400);

buildClientUnlessSkipped();

type Coding = "br" | "gzip" | "identity";

interface Read {
  status: number;
  /** Body bytes as sent: compressed in the coding asked for. */
  wire: number;
  body: string;
  ms: number;
}

async function read(url: string, coding: Coding): Promise<Read> {
  const started = performance.now();
  // Node's fetch decodes the body; Content-Length is the body as sent (the replies are precompressed).
  const response = await fetch(url, { headers: { "accept-encoding": coding } });
  const body = await response.text();
  const ms = performance.now() - started;
  return { status: response.status, wire: Number(response.headers.get("content-length") ?? Buffer.byteLength(body)), body, ms };
}

const kb = (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${(bytes / 1000).toFixed(1)} KB`);
const line = (label: string, sizes: Record<Coding, number>) =>
  `  ${label.padEnd(38)} ${kb(sizes.br).padStart(9)} br  ${kb(sizes.gzip).padStart(9)} gzip  ${kb(sizes.identity).padStart(9)} plain`;

async function wholeLog(base: string, coding: Coding): Promise<{ bytes: number; pages: number; entries: number }> {
  let cursor: string | null = null;
  let bytes = 0;
  let pages = 0;
  let entries = 0;
  do {
    const reply = await read(`${base}/api/predictions/log${cursor === null ? "" : `?cursor=${cursor}`}`, coding);
    const page = JSON.parse(reply.body) as { entries: unknown[]; nextCursor: string | null };
    bytes += reply.wire;
    pages += 1;
    entries += page.entries.length;
    cursor = page.nextCursor;
  } while (cursor !== null);
  return { bytes, pages, entries };
}

async function sizes(url: string): Promise<Record<Coding, number> & { body: string }> {
  const [br, gzip, identity] = await Promise.all((["br", "gzip", "identity"] as const).map((coding) => read(url, coding)));
  for (const reply of [br!, gzip!, identity!]) if (reply.status !== 200) throw new Error(`${url}: ${reply.status} ${reply.body}`);
  return { br: br!.wire, gzip: gzip!.wire, identity: identity!.wire, body: identity!.body };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "prophecy-bench-proof-"));
try {
  const seeding = performance.now();
  await seedPredictionLog(path.join(dataDir, "pglite"), ENTRIES, { sealedForecasts: true });
  console.log(`${ENTRIES.toLocaleString("en-US")} predictions chained, forecasts sealed, in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const server = await startServerProcess(
    { DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production", RATE_LIMITS: "off", SESSION_SECRET: randomBytes(32).toString("hex") },
    await freePort(),
  );
  try {
    const base = server.url;
    // The first request builds the tree from the database; later ones only look at the chain's head.
    const cold = await read(`${base}/api/predictions/tree`, "identity");
    const head = JSON.parse(cold.body) as TreeHead;
    const warm = await read(`${base}/api/predictions/tree`, "identity");
    console.log(
      `tree head: ${head.treeSize.toLocaleString("en-US")} entries (the bench's and the league's own), root ${head.rootHash.slice(0, 16)}…; ` +
        `first answer (tree built from the database) ${fmtMs(cold.ms)}, next ${fmtMs(warm.ms)}`,
    );

    const whole = { br: await wholeLog(base, "br"), gzip: await wholeLog(base, "gzip"), identity: await wholeLog(base, "identity") };
    const random = seededRandom(7);
    const matchId = 1 + Math.floor(random() * (ENTRIES / 2));
    const byMatch = await sizes(`${base}/api/predictions/proof?match=${matchId}`);
    const proof = JSON.parse(byMatch.body) as PredictionProof;
    const byHash = await sizes(`${base}/api/predictions/proof?hash=${proof.proofs[0]!.entry.hash}`);
    const half = Math.floor(head.treeSize / 2);
    const growth = await sizes(`${base}/api/predictions/consistency?from=${half}&to=${head.treeSize}`);

    console.log(`\nbytes read (reply bodies) at ${head.treeSize.toLocaleString("en-US")} entries:`);
    console.log(
      line(`whole log (${whole.br.pages} pages, ${whole.br.entries.toLocaleString("en-US")} entries)`, {
        br: whole.br.bytes,
        gzip: whole.gzip.bytes,
        identity: whole.identity.bytes,
      }),
    );
    console.log(line(`one match's 2 predictions + proofs`, byMatch));
    console.log(line(`one prediction by hash + proof`, byHash));
    console.log(line(`consistency ${half.toLocaleString("en-US")} → ${head.treeSize.toLocaleString("en-US")}`, growth));
    console.log(
      `  audit path: ${proof.proofs[0]!.auditPath.length} hashes; a match check reads 1/${Math.round(whole.br.bytes / byMatch.br).toLocaleString("en-US")} of the log (brotli), ` +
        `1/${Math.round(whole.identity.bytes / byMatch.identity).toLocaleString("en-US")} uncompressed`,
    );

    // The browser's side: recompute two entries' hashes and follow their paths (shared code, Web Crypto for the entry hash).
    const verifying = performance.now();
    const checks = await Promise.all(proof.proofs.map((p) => checkPredictionProof(p, proof)));
    const verifyMs = performance.now() - verifying;
    if (!checks.every((c) => c.ok)) throw new Error(`the proof of match ${matchId} does not verify: ${JSON.stringify(checks)}`);
    console.log(`  checking that match's proofs in JavaScript: ${fmtMs(verifyMs)} (cold), every step passed`);

    // The server's time: distinct matches (each reply built once, then kept), and the same match again (kept).
    const distinct: number[] = [];
    for (let i = 0; i < PROOFS; i++) {
      const id = 1 + Math.floor(random() * (ENTRIES / 2));
      const reply = await read(`${base}/api/predictions/proof?match=${id}`, "br");
      if (reply.status !== 200) throw new Error(`match ${id}: ${reply.status} ${reply.body}`);
      distinct.push(reply.ms);
    }
    const repeated: number[] = [];
    for (let i = 0; i < PROOFS; i++) repeated.push((await read(`${base}/api/predictions/proof?match=${matchId}`, "br")).ms);
    const clients = 16;
    let answered = 0;
    const until = performance.now() + 5_000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < until) {
          const id = 1 + Math.floor(random() * (ENTRIES / 2));
          if ((await read(`${base}/api/predictions/proof?match=${id}`, "br")).status === 200) answered += 1;
        }
      }),
    );
    const fmt = (ms: number[]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      return `median ${fmtMs(percentile(sorted, 50))}, p99 ${fmtMs(percentile(sorted, 99))}`;
    };
    console.log(`\nserver time to answer a proof (loopback, one client, brotli):`);
    console.log(`  ${PROOFS} different matches: ${fmt(distinct)}`);
    console.log(`  the same match again (reply kept): ${fmt(repeated)}`);
    console.log(`  ${clients} clients, random matches, 5 s: ${(answered / 5).toFixed(0)} proofs/s`);

    // The tree itself, in this process: what the server spends building it and cutting a path.
    const tree = new MerkleTree();
    const leaves = Array.from({ length: ENTRIES }, (_, i) => predictionLeaf(i.toString(16).padStart(64, "0")));
    const building = performance.now();
    for (const leaf of leaves) tree.append(leaf);
    const built = performance.now() - building;
    const cutting = performance.now();
    for (let i = 0; i < 10_000; i++) tree.inclusionProof(Math.floor(random() * ENTRIES));
    console.log(
      `  in-process: building the ${ENTRIES.toLocaleString("en-US")}-leaf tree ${fmtMs(built)}, one audit path ${((performance.now() - cutting) / 10).toFixed(1)} µs`,
    );
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
