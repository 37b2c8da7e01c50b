import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { startServerProcess } from "../src/server/testing/server-process";
import { seedMigratedDataDir } from "../src/server/testing/migrated-template";
import { chromiumTicks, cpuSeconds, freePort } from "./bench-server";

// `npx tsx bench/arrival-cost.ts [players]`: what signing a new player up costs the browser, each way a browser test
// can: through the sign-in screen's form (which lands on the arena), through the API the form calls, and through the
// API with the arena opened after. Chromium's CPU (every process of it) and the wall time a player, in a fresh context
// each, as the end-to-end tests make them; on the bundle `npm start` runs (build it first).

const players = Number(process.argv[2] ?? 6);
const dataDir = mkdtempSync(path.join(tmpdir(), "prophecy-bench-arrival-"));
await seedMigratedDataDir(dataDir);
const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn", SIGN_INS_PER_MINUTE: "600" }, await freePort(), "build");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox", "--disable-gpu"] });

let counter = 0;
function newPlayer() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { email: `a${tag}@bench.test`, username: `a${tag}`, password: "prophecy-pass-1" };
}

async function throughApi(page: Page) {
  const reply = await page.request.post("/api/auth/signup", { data: { ...newPlayer(), ageConfirmed: true } });
  if (reply.status() !== 201) throw new Error(`sign-up answered ${reply.status()}: ${await reply.text()}`);
}

const ways: Record<string, (page: Page) => Promise<void>> = {
  "the form, landing on the arena": async (page) => {
    const player = newPlayer();
    await page.goto("/api/login");
    await page.getByRole("tab", { name: "Create account" }).click();
    const form = page.getByRole("form", { name: "Create account" });
    await form.getByLabel("E-mail").fill(player.email);
    await form.getByLabel("Username").fill(player.username);
    await form.getByLabel("Password").fill(player.password);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Create account", exact: true }).click();
    await page.getByTestId("header-credits").waitFor();
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
  },
  "the API, no page": throughApi,
  "the API, then the arena": async (page) => {
    await throughApi(page);
    await page.goto("/");
    await page.getByTestId("header-credits").waitFor();
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
  },
};

try {
  // One arrival first, so the browser's own start and the server's first replies are not counted.
  const warm = await browser.newContext({ baseURL: server.url });
  await ways["the API, then the arena"]!(await warm.newPage());
  await warm.close();
  console.log(`${players} players each way, a fresh context each:`);
  for (const [way, arrive] of Object.entries(ways)) {
    const before = chromiumTicks();
    const serverBefore = cpuSeconds(server.child.pid);
    const startedAt = Date.now();
    for (let i = 0; i < players; i++) {
      const context = await browser.newContext({ baseURL: server.url });
      await arrive(await context.newPage());
      await context.close();
    }
    const browserCpu = (chromiumTicks() - before) / 100 / players;
    const serverCpu = (cpuSeconds(server.child.pid) - serverBefore) / players;
    const wall = (Date.now() - startedAt) / 1000 / players;
    console.log(`  ${way.padEnd(32)} Chromium ${browserCpu.toFixed(2)} s of CPU, server ${serverCpu.toFixed(2)} s, ${wall.toFixed(2)} s a player`);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
