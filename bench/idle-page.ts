import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { startServerProcess } from "../src/server/testing/server-process";
import { seedMigratedDataDir } from "../src/server/testing/migrated-template";
import { chromiumTicks, freePort } from "./bench-server";

// `npx tsx bench/idle-page.ts [SIM_SPEED] [route]` (default 1 and "/"): what a page left open costs the browser while
// nobody touches it, as a player who leaves the arena open does and as a browser test that waits on the game's clock
// does. A new player signed up through the API opens the route in Debian's headless shell, it settles for 5 s, then
// every Chromium process's CPU is read over 20 s, with motion as players get it by default and with reduced motion,
// beside the animations still running. On the bundle `npm start` runs (build it first).

const speed = process.argv[2] ?? "1";
const route = process.argv[3] ?? "/";
const dataDir = mkdtempSync(path.join(tmpdir(), "prophecy-bench-idle-"));
await seedMigratedDataDir(dataDir);
const server = await startServerProcess(
  { DATA_DIR: dataDir, LOG_LEVEL: "warn", SIM_SPEED: speed, SIGN_INS_PER_MINUTE: "600" },
  await freePort(),
  "build",
);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox", "--disable-gpu"] });
try {
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    const context = await browser.newContext({ baseURL: server.url, reducedMotion });
    try {
      const page = await context.newPage();
      const tag = `${Date.now().toString(36)}${reducedMotion.length}`;
      const signUp = await page.request.post("/api/auth/signup", {
        data: { email: `i${tag}@bench.test`, username: `i${tag}`, password: "prophecy-pass-1", ageConfirmed: true },
      });
      if (signUp.status() !== 201) throw new Error(`sign-up answered ${signUp.status()}: ${await signUp.text()}`);
      await page.goto(route);
      await page.waitForTimeout(5_000);
      const before = chromiumTicks();
      await page.waitForTimeout(20_000);
      const share = (chromiumTicks() - before) / 100 / 20;
      const running = await page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length);
      console.log(
        `${route} at SIM_SPEED ${speed}, motion ${reducedMotion}: Chromium ${(share * 100).toFixed(1)} % of a core, ${running} animations running`,
      );
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
