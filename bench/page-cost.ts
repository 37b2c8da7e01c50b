import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { startServerProcess } from "../src/server/testing/server-process";
import { seedMigratedDataDir } from "../src/server/testing/migrated-template";
import { chromiumProcesses, chromiumTicks, cpuSeconds, freePort } from "./bench-server";

// `npx tsx bench/page-cost.ts [loads] [routes] [--suite]` (default 5 loads of "/,/profile,/about"): what opening a page costs
// the browser the first time, as a player arriving from a link and as each end-to-end test does. Each load is a new
// player signed up through the API, in a fresh context (empty caches: every script fetched and compiled again), until
// the page is interactive and every card is drawn (no `aria-busy`), then half a second. Per route: Chromium's CPU
// (every process of it), the server's, the wall time, the main thread's task, script, layout and style time (CDP's
// Performance.getMetrics), the renderer processes it started, and the page's elements and match links. With `--suite`,
// the browser as the end-to-end suite runs it (playwright.config.ts): service workers blocked, one renderer a context.
// On the bundle `npm start` runs (build it first).

const suite = process.argv.includes("--suite");
const [loadsArg, routesArg] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const loads = Number(loadsArg ?? 5);
const routes = (routesArg ?? "/,/profile,/about").split(",");
const MAIN_THREAD = { task: "TaskDuration", script: "ScriptDuration", layout: "LayoutDuration", style: "RecalcStyleDuration" };

const dataDir = mkdtempSync(path.join(tmpdir(), "prophecy-bench-page-"));
await seedMigratedDataDir(dataDir);
const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn", SIGN_INS_PER_MINUTE: "600" }, await freePort(), "build");
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium-headless-shell",
  args: ["--no-sandbox", "--disable-gpu", ...(suite ? ["--renderer-process-limit=1"] : [])],
});
let players = 0;

/** Renderer processes seen, read from /proc every 20 ms: a service worker's lives only as long as its context. */
const renderers = new Set<string>();
const watchRenderers = setInterval(() => {
  for (const { pid, commandLine } of chromiumProcesses()) if (commandLine.includes("--type=renderer")) renderers.add(pid);
}, 20);

/** One first load of `route` by a new player; the page's main-thread seconds by kind, and what it holds. */
async function firstLoad(route: string): Promise<Record<string, number>> {
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: suite ? "block" : "allow" });
  try {
    const page = await context.newPage();
    players += 1;
    const tag = `${Date.now().toString(36)}${players}`;
    const signUp = await page.request.post("/api/auth/signup", {
      data: { email: `c${tag}@bench.test`, username: `c${tag}`, password: "prophecy-pass-1", ageConfirmed: true },
    });
    if (signUp.status() !== 201) throw new Error(`sign-up answered ${signUp.status()}: ${await signUp.text()}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.goto(route);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await page.waitForFunction(() => !document.querySelector("[aria-busy=true]"));
    await page.waitForTimeout(500);
    const metrics = new Map((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));
    return {
      ...Object.fromEntries(Object.entries(MAIN_THREAD).map(([kind, name]) => [kind, metrics.get(name) ?? 0])),
      elements: await page.evaluate(() => document.querySelectorAll("*").length),
      matchLinks: await page.locator('a[href^="/match/"]').count(),
    };
  } finally {
    await context.close();
  }
}

try {
  // One load first, so the browser's own start and the server's first replies are not counted.
  await firstLoad("/");
  console.log(`${loads} first loads a route, each a new player in a fresh context (means):`);
  for (const route of routes) {
    const [browserBefore, serverBefore, startedAt, renderersBefore] = [chromiumTicks(), cpuSeconds(server.child.pid), Date.now(), renderers.size];
    const sums: Record<string, number> = {};
    for (let i = 0; i < loads; i++) for (const [key, value] of Object.entries(await firstLoad(route))) sums[key] = (sums[key] ?? 0) + value;
    const mean = (key: string, digits: number) => ((sums[key] ?? 0) / loads).toFixed(digits);
    console.log(
      `  ${route.padEnd(10)} Chromium ${((chromiumTicks() - browserBefore) / 100 / loads).toFixed(2)} s of CPU ` +
        `(${((renderers.size - renderersBefore) / loads).toFixed(1)} renderers a load), ` +
        `server ${((cpuSeconds(server.child.pid) - serverBefore) / loads).toFixed(2)} s, ${((Date.now() - startedAt) / 1000 / loads).toFixed(2)} s a load; ` +
        `main thread ${Object.keys(MAIN_THREAD)
          .map((kind) => `${kind} ${mean(kind, 2)}`)
          .join(", ")} s; ${mean("elements", 0)} elements, ${mean("matchLinks", 0)} match links`,
    );
  }
} finally {
  clearInterval(watchRenderers);
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
