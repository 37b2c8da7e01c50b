import { spawnSync } from "node:child_process";
import type { Transform } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";
import { SERVER_MALLOC_ENV } from "../src/server/platform/malloc-settings";
import { windowBitsFor } from "../src/server/platform/http/encoded-reply";
import { sampleMatchListJson } from "../src/server/testing/sample-match-list";

// `npx tsx bench/compression-cpu.ts [BODIES]`: the CPU a reply's compression costs under each of glibc's malloc
// settings the server could run with (src/server/platform/memory-release.ts), since the settings decide whether a
// compressor's buffers are mapped and faulted in afresh for every body. Each setting runs in a process of its own
// (glibc reads them at start), holding a server-sized heap of 128 MB, and compresses a 3 KB match page and a 43 KB
// match list as the server does: brotli streams (@fastify/compress, quality 4), gzip streams, and kept bodies
// (EncodedBody: brotli quality 5 in one call, the window fitted or brotli's default).

const SETTINGS: Array<[string, Record<string, string>]> = [
  ["glibc's defaults (thresholds adjust)", {}],
  ["both thresholds 128 KiB (the server's before)", { MALLOC_TRIM_THRESHOLD_: "131072" }],
  ["the server's (malloc-settings.ts)", SERVER_MALLOC_ENV],
];

function streamed(make: () => Transform, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = make();
    stream
      .on("data", () => {})
      .on("end", resolve)
      .on("error", reject);
    stream.end(body);
  });
}

async function measure(rounds: number): Promise<void> {
  // A heap the size of a loaded server's JavaScript and buffers, churned as requests churn it.
  const held = Array.from({ length: 2_000 }, (_, i) => Buffer.alloc(64 * 1024, i));
  const bodies: Array<[string, Buffer]> = [
    ["3 KB page", Buffer.from(sampleMatchListJson(8))],
    ["43 KB list", Buffer.from(sampleMatchListJson(110))],
  ];
  const ways: Array<[string, (body: Buffer) => unknown]> = [
    ["brotli stream q4", (b) => streamed(() => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), b)],
    ["gzip stream", (b) => streamed(() => createGzip(), b)],
    ["kept brotli q5, default window", (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })],
    [
      "kept brotli q5, fitted window",
      (b) =>
        brotliCompressSync(b, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(b.length) },
        }),
    ],
    ["kept gzip", (b) => gzipSync(b)],
  ];
  for (const [bodyName, body] of bodies) {
    for (const [wayName, way] of ways) {
      for (let i = 0; i < 30; i++) await way(body);
      const before = process.cpuUsage();
      for (let i = 0; i < rounds; i++) {
        await way(body);
        held[i % held.length] = Buffer.alloc(64 * 1024, i);
      }
      const used = process.cpuUsage(before);
      const ms = (used.user + used.system) / rounds / 1000;
      console.log(`    ${`${bodyName} (${body.length} B), ${wayName}`.padEnd(58)} ${ms.toFixed(3)} ms of CPU a body`);
    }
  }
}

const rounds = Number(process.argv[2] ?? 300);
if (process.env.COMPRESSION_CPU_CHILD) {
  await measure(rounds);
} else {
  for (const [name, env] of SETTINGS) {
    console.log(`${name}:`);
    const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, String(rounds)], {
      env: { ...process.env, ...env, COMPRESSION_CPU_CHILD: "1" },
      stdio: ["ignore", "inherit", "inherit"],
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
