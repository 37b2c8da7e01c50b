import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { startServerProcess } from "../src/server/testing/server-process";
import { freePort, signUpOverHttp } from "./bench-server";

// What a page costs a player's device while they only look at it: the CPU of the whole browser (every
// Chromium process, and this program driving it) over 20 s with the page open and nobody touching it, the main thread's task time,
// and the DOM mutations in 10 s by the element they land in. On the simulated league at SIM_SPEED=120
// (goals and minutes pushed 120 times as often as in real football, so what each push costs shows).
// `npx tsx bench/idle-page.ts` builds the client and server first; `-- --no-build` runs what dist holds.
// Each page is measured with motion and with reduced motion: the pulses are drawn in software here. `-- --shell` drives
// Debian's headless shell, the browser the end-to-end suite runs, instead of the full browser players have.

const SECONDS = 20;
const browserPath = process.argv.includes("--shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium";

/** CPU ticks (1/100 s) used by `root` and all its descendants but `leaveOut`'s (the server), from /proc. */
function treeTicks(root: number, leaveOut: number): number {
  const children = new Map<string, string[]>();
  const ticks = new Map<string, number>();
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      children.set(fields[1]!, [...(children.get(fields[1]!) ?? []), pid]);
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended while being read.
    }
  }
  const walk = (pid: string): number =>
    pid === String(leaveOut) ? 0 : (ticks.get(pid) ?? 0) + (children.get(pid) ?? []).reduce((sum, child) => sum + walk(child), 0);
  return walk(String(root));
}

if (!process.argv.includes("--no-build")) execFileSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
const dataDir = mkdtempSync(path.join(tmpdir(), "prophecy-bench-idle-"));
const server = await startServerProcess({ DATA_DIR: dataDir, SIM_SPEED: "120", RATE_LIMITS: "off", LOG_LEVEL: "warn" }, await freePort(), "build");
try {
  const cookie = await signUpOverHttp(server.url, "benchidle");
  const listed = (await (await fetch(`${server.url}/api/matches`, { headers: { cookie } })).json()) as { id: number; status: string }[];
  const upcoming = listed.find((m) => m.status === "upcoming");
  const pages = [
    { label: "arena (signed in)", path: "/" },
    { label: "match page, upcoming", path: `/match/${upcoming?.id ?? 1}` },
  ];
  const [name, value] = cookie.split("=") as [string, string];
  console.log(`page                          motion    browser CPU   main-thread tasks   DOM mutations in 10 s`);
  for (const page of pages) {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const browser = await chromium.launch({ executablePath: browserPath, args: ["--no-sandbox", "--disable-gpu"] });
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion });
      await context.addCookies([{ name, value, url: server.url }]);
      const tab = await context.newPage();
      await tab.goto(`${server.url}${page.path}`);
      await tab.locator("html[data-ready]").waitFor({ state: "attached" });
      await tab.waitForTimeout(5_000);
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Performance.enable");
      const taskSeconds = async () => (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration")!.value;
      await tab.evaluate(() => {
        const counts: Record<string, number> = {};
        (window as unknown as { mutations: Record<string, number> }).mutations = counts;
        new MutationObserver((records) => {
          for (const record of records) {
            let element = record.target instanceof Element ? record.target : record.target.parentElement;
            while (element && !(element instanceof HTMLElement && element.dataset.testid)) element = element.parentElement;
            const where = `${element?.dataset.testid ?? "?"} ${record.type}${record.attributeName ? `@${record.attributeName}` : ""}`;
            counts[where] = (counts[where] ?? 0) + 1;
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      const [ticksBefore, tasksBefore] = [treeTicks(process.pid, server.child.pid!), await taskSeconds()];
      await tab.waitForTimeout(SECONDS * 1000);
      const [ticksAfter, tasksAfter] = [treeTicks(process.pid, server.child.pid!), await taskSeconds()];
      const mutations = await tab.evaluate(() => (window as unknown as { mutations: Record<string, number> }).mutations);
      const total = Object.values(mutations).reduce((a, b) => a + b, 0) / (SECONDS / 10);
      const top = Object.entries(mutations)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([where, n]) => `${where} ${Math.round(n / (SECONDS / 10))}`)
        .join(", ");
      const cpu = `${((ticksAfter - ticksBefore) / SECONDS).toFixed(1)} % core`;
      const tasks = `${(((tasksAfter - tasksBefore) / SECONDS) * 100).toFixed(1)} %`;
      console.log(
        `${page.label.padEnd(30)}${reducedMotion === "reduce" ? "reduced " : "on      "}  ${cpu.padEnd(14)}${tasks.padEnd(20)}${Math.round(total)} (${top})`,
      );
      await browser.close();
    }
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
