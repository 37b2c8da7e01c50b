import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// `npx tsx bench/cpu-profile.ts DIR|FILE… [--from S]`: where a server's CPU went, from the V8 profiles a bench writes
// with BENCH_PROFILE_DIR (bench:capacity, bet-load) or `node --cpu-prof`. The bundle's frames are mapped back to
// src/ through its source map. Two tables, each in ms and % of the busy time (idle left out):
// - "spent in": each sample goes to its innermost frame's kind (a package, Node's own modules, or our folder);
// - "under": each sample counts once for every step on its stack (the session lookup, the limits, compression, the
//   route handlers by file…), so a step's share includes the database work it waits on in the same stack.
// --from S leaves out the first S seconds of each profile (the start-up). A profile holds no async stacks: work a step
// awaits (a query's reply, parsed in a later tick) counts under the database, not under the step that asked.

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const fromIndex = args.indexOf("--from");
const skipUs = fromIndex >= 0 ? Number(args[fromIndex + 1]) * 1e6 : 0;
const inputs = args.filter((a, i) => !a.startsWith("--") && (fromIndex < 0 || i !== fromIndex + 1));
if (inputs.length === 0) throw new Error("usage: npx tsx bench/cpu-profile.ts DIR|FILE… [--from S]");
const files = inputs.flatMap((input) =>
  statSync(input).isDirectory()
    ? readdirSync(input)
        .filter((f) => f.endsWith(".cpuprofile"))
        .map((f) => path.join(input, f))
    : [input],
);

/** The bundle's source maps, by the file's URL: a frame of dist/server/serve.js is named by its src/ file. */
const maps = new Map<string, SourceMap | undefined>();
function sourceOf(frame: CallFrame): string {
  const { url } = frame;
  if (!url.startsWith("file://") || url.includes("/node_modules/")) return url;
  if (!maps.has(url)) {
    const mapFile = `${fileURLToPath(url)}.map`;
    maps.set(url, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, "utf8")) as never) : undefined);
  }
  const entry = maps.get(url)?.findEntry(frame.lineNumber, frame.columnNumber);
  const original = entry && "originalSource" in entry ? entry.originalSource : url;
  return original.replace(/^.*?\/src\//, "src/");
}

/** What a frame's code is, for the "spent in" table. */
function kindOf(frame: CallFrame, source: string): string {
  const name = frame.functionName;
  if (name === "(garbage collector)") return "garbage collection";
  if (name === "(program)" || name === "(root)") return "engine (program)";
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
  if (pkg) {
    if (pkg === "pg" || pkg === "pg-protocol" || pkg === "pg-pool" || pkg === "pg-types" || pkg === "drizzle-orm")
      return "database driver (pg, drizzle)";
    if (pkg === "@electric-sql/pglite") return "database (PGlite)";
    if (/^(pino|pino-std-serializers|sonic-boom|thread-stream|fast-redact)$/.test(pkg)) return "logging (pino)";
    if (pkg === "@fastify/rate-limit" || pkg === "ioredis" || pkg === "@ioredis/commands" || pkg === "redis-parser")
      return "limits (rate-limit, ioredis)";
    if (pkg === "@fastify/compress" || pkg === "minipass" || pkg === "pumpify" || pkg === "peek-stream") return "compression";
    if (pkg === "fast-json-stringify") return "serialization";
    if (pkg === "secure-json-parse" || pkg === "zod" || pkg === "fastify-type-provider-zod" || pkg === "fast-querystring")
      return "parsing and validation";
    if (pkg === "ws" || pkg === "@fastify/websocket") return "websocket";
    if (pkg === "react-dom" || pkg === "react") return "server render (react-dom)";
    if (pkg === "fastify" || pkg === "find-my-way" || pkg === "avvio" || pkg === "@fastify/cookie" || pkg === "cookie" || pkg === "light-my-request")
      return "fastify (routing, hooks, reply)";
    return `package ${pkg}`;
  }
  if (source.startsWith("wasm://")) return "database (PGlite)";
  if (source.startsWith("node:zlib") || /^(crc32|deflate|inflate|brotli)/i.test(name)) return "compression";
  if (source.startsWith("node:internal/modules") || source.startsWith("node:internal/module")) return "module loading";
  if (/^node:(_http|http|net|stream|internal\/(http|streams|stream_base|net|tcp|js_stream|timers|process\/task_queues))/.test(source))
    return "node http, net and streams";
  if (source.startsWith("node:")) return "node (other)";
  if (source === "" && /^(stringify|JSON)/.test(name)) return "serialization";
  if (source === "" && /^parse$/.test(name)) return "parsing and validation";
  if (source === "" && /^(writev?|writeUtf8String|writeBuffer|close|fstat|open|read)$/.test(name)) return "node I/O (native)";
  if (source === "") return `native (${name || "anonymous"})`;
  const folder = /^src\/server\/((?:platform\/)?[^/]+)/.exec(source)?.[1] ?? /^src\/([^/]+)/.exec(source)?.[1];
  return folder ? `our code: ${folder}` : source;
}

/** The steps a sample's stack can be under, for the "under" table. */
function stepsOf(source: string, frame: CallFrame): string[] {
  const steps: string[] = [];
  if (source.startsWith("src/server/auth/session")) steps.push("session lookup (auth/session*)");
  if (source.startsWith("src/server/platform/limits/") || source.includes("/@fastify/rate-limit/")) steps.push("rate limits");
  // zlib's own frames only: @fastify/compress's hook stays on the stack while the reply is written to the socket.
  if (source.startsWith("node:zlib")) steps.push("compression");
  if (source.includes("/pino/") || source.includes("/pino-std-serializers/")) steps.push("logging");
  if (source.includes("/fast-json-stringify/") || (source === "" && frame.functionName === "stringify")) steps.push("serialization");
  if (source.includes("/pg/") || source.includes("/pg-protocol/") || source.includes("/drizzle-orm/") || source.includes("/@electric-sql/pglite/"))
    steps.push("database (driver and PGlite)");
  if (source.startsWith("src/server/live/") || source.startsWith("src/server/commentary/")) steps.push("live feed and commentary");
  if (source.startsWith("src/server/game/")) steps.push("the game's loop (game/)");
  const routes = /^src\/server\/(?:.+\/)?([^/]+\.routes)\.ts$/.exec(source)?.[1];
  if (routes) steps.push(`route handlers: ${routes}`);
  if (source.startsWith("src/server/platform/http/server-render") || source.includes("/react-dom/")) steps.push("server render");
  return steps;
}

const spent = new Map<string, number>();
const under = new Map<string, number>();
let busyUs = 0;
let idleUs = 0;
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const sources = new Map<number, string>();
  const source = (node: ProfileNode) => {
    let s = sources.get(node.id);
    if (s === undefined) sources.set(node.id, (s = sourceOf(node.callFrame)));
    return s;
  };
  let at = 0;
  for (const [i, id] of profile.samples.entries()) {
    const us = profile.timeDeltas[i] ?? 0;
    at += us;
    if (at < skipUs) continue;
    const leaf = byId.get(id)!;
    if (leaf.callFrame.functionName === "(idle)") {
      idleUs += us;
      continue;
    }
    busyUs += us;
    const kind = kindOf(leaf.callFrame, source(leaf));
    spent.set(kind, (spent.get(kind) ?? 0) + us);
    const seen = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node; node = byId.get(parent.get(node.id) ?? -1)) {
      for (const step of stepsOf(source(node), node.callFrame)) seen.add(step);
    }
    for (const step of seen) under.set(step, (under.get(step) ?? 0) + us);
  }
}

const ms = (us: number) => (us / 1000).toFixed(0).padStart(8);
const pct = (us: number) => `${((100 * us) / busyUs).toFixed(1).padStart(5)} %`;
console.log(
  `${files.length} profile(s), ${(busyUs / 1e6).toFixed(1)} s busy, ${(idleUs / 1e6).toFixed(1)} s idle${skipUs ? ` (after the first ${skipUs / 1e6} s)` : ""}`,
);
console.log("\nspent in (innermost frame):");
for (const [kind, us] of [...spent].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${ms(us)} ms ${pct(us)}  ${kind}`);
console.log("\nunder (anywhere on the stack; shares overlap):");
for (const [step, us] of [...under].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${ms(us)} ms ${pct(us)}  ${step}`);
