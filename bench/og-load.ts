import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess } from "../src/server/testing/server-process";
import { percentile } from "./bench-database";
import { argValue, buildClientUnlessSkipped, freePort, signUpOverHttp, seededRandom } from "./bench-server";
import { describeProbe, fmtMs as fmt, startProbe } from "./probe";

// Can share images and signed-in page renders stall the server? A production-like server (built
// client, fresh data directory, rate limits off so the load is not simply refused) takes
// (a) 35 anonymous /og image requests a second, a mix of a few popular cards and many distinct ones,
// at the URLs its share pages put in og:image, and (b) 40 signed-in page renders a second of `/` and
// `/match/:id`. Meanwhile a probe asks GET /api/ai-stats every 100 ms: its median and p99 against
// the idle baseline say how much everyone else waits. The load is open-loop (sent on the clock,
// whatever the replies do), as traffic from outside is.
// `npx tsx bench/og-load.ts [--seconds N] [--no-build]`.
const SECONDS = Number(argValue("--seconds") ?? 20);
const IMAGE_RATE = 35;
const PAGE_RATE = 40;
const PLAYERS = 12;
const HOT_CARDS = 5;

buildClientUnlessSkipped();

interface Timed {
  ms: number;
  status: string;
}

/**
 * One GET, timed to its last byte; a network failure or a 30 s wait counts by its cause. A page's
 * status says whether the server rendered it (`200 rendered`) or sent the shell for the browser.
 */
async function timedGet(url: string, headers: Record<string, string> = {}, page = false): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
    const body = page ? await response.text() : await response.arrayBuffer();
    const kind = typeof body === "string" ? (body.includes("data-prerendered") ? " rendered" : " shell") : "";
    return { ms: performance.now() - started, status: `${response.status}${kind}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string }; name?: string }).cause?.code ?? (error as Error).name;
    return { ms: performance.now() - started, status: cause };
  }
}

/** Sends `next()`'s request `rate` times a second for `seconds`, on the clock; resolves with every reply. */
async function openLoop(rate: number, seconds: number, next: (i: number) => Promise<Timed>): Promise<{ replies: Timed[]; doneWithinMs: number[] }> {
  const started = performance.now();
  const pending: Promise<Timed>[] = [];
  const doneAt: number[] = [];
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (pending.length < due) {
      pending.push(
        next(pending.length).then((reply) => {
          doneAt.push(performance.now() - started);
          return reply;
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  return { replies: await Promise.all(pending), doneWithinMs: doneAt };
}

function describeLoad(load: { replies: Timed[]; doneWithinMs: number[] }, seconds: number): string {
  const statuses: Record<string, number> = {};
  for (const reply of load.replies) statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
  const inWindow = load.doneWithinMs.filter((at) => at <= seconds * 1000).length;
  const sorted = load.replies.map((r) => r.ms).sort((a, b) => a - b);
  return `  load: ${load.replies.length} sent, ${(inWindow / seconds).toFixed(1)} replies/s within the window; reply median ${fmt(percentile(sorted, 50))}, p99 ${fmt(percentile(sorted, 99))}; statuses ${JSON.stringify(statuses)}`;
}

const metaImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];

const dataDir = mkdtempSync(path.join(tmpdir(), "prophecy-bench-og-"));
const server = await startServerProcess(
  { DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production", RATE_LIMITS: "off", SESSION_SECRET: randomBytes(32).toString("hex") },
  await freePort(),
);
try {
  const players: { name: string; cookie: string }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const name = `ogbench${i}`;
    players.push({ name, cookie: await signUpOverHttp(server.url, name) });
  }
  const matches = (await (await fetch(`${server.url}/api/matches`, { headers: { cookie: players[0]!.cookie } })).json()) as { id: number }[];
  // The image URLs the share pages give crawlers, exactly as emitted.
  const images: string[] = [];
  for (const page of [...matches.map((m) => `/match/${m.id}`), ...players.map((p) => `/u/${p.name}`)]) {
    const image = metaImage(await (await fetch(`${server.url}${page}`)).text());
    if (image) images.push(image);
  }
  if (images.length < HOT_CARDS * 2) throw new Error(`only ${images.length} share images found`);
  console.log(`${matches.length} matches, ${PLAYERS} players: ${images.length} distinct card URLs; ${SECONDS} s per phase`);

  const idle = startProbe(server.url);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  console.log(describeProbe("idle", await idle.stop()));

  // (a) Half the requests go to five popular cards, half to any card: repeats and first sights mixed.
  const pickImage = seededRandom(7);
  const imageProbe = startProbe(server.url);
  const imageLoad = await openLoop(IMAGE_RATE, SECONDS, () => {
    const pool = pickImage() < 0.5 ? images.slice(0, HOT_CARDS) : images;
    return timedGet(pool[Math.floor(pickImage() * pool.length)]!);
  });
  console.log(describeProbe(`(a) ${IMAGE_RATE}/s anonymous /og images`, await imageProbe.stop()));
  console.log(describeLoad(imageLoad, SECONDS));

  await new Promise((r) => setTimeout(r, 3000));

  // (b) Players opening the arena and match pages, as browsers ask for them (compressed).
  const pickPage = seededRandom(11);
  const pageProbe = startProbe(server.url);
  const pageLoad = await openLoop(PAGE_RATE, SECONDS, (i) => {
    const player = players[i % players.length]!;
    const url = i % 2 === 0 ? "/" : `/match/${matches[Math.floor(pickPage() * matches.length)]!.id}`;
    return timedGet(`${server.url}${url}`, { cookie: player.cookie, "accept-encoding": "br, gzip" }, true);
  });
  console.log(describeProbe(`(b) ${PAGE_RATE}/s signed-in page renders`, await pageProbe.stop()));
  console.log(describeLoad(pageLoad, SECONDS));
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
