import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./src/server/testing/server-process";

// The built app on a fresh PGlite directory, driven by Debian's Chromium (never a downloaded browser).
// The ports and directory are chosen once and passed to the workers through the environment, so
// several runs on one machine do not collide: each port is one found free below the system's ephemeral
// range (freePort says why), unless E2E_PORT (the app), E2E_SMTP_PORT and E2E_MAILBOX_PORT (the mail
// sink's SMTP side for the server, its HTTP side for the tests to read links) name one.
const port = Number((process.env.E2E_PORT ??= String(await freePort())));
const smtpPort = Number((process.env.E2E_SMTP_PORT ??= String(await freePort())));
const mailboxPort = Number((process.env.E2E_MAILBOX_PORT ??= String(await freePort())));
process.env.E2E_MAILBOX_URL ??= `http://127.0.0.1:${mailboxPort}`;
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "prophecy-e2e-")));
// Debian's headless shell, the browser Playwright picks for headless runs: the page is the same Blink without the
// full browser's window compositor, at about two thirds of the CPU on this suite (docs/decisions.md, CI time).
// E2E_CHROMIUM names another build (the full /usr/bin/chromium, to compare).
const chromium = {
  executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    // A new tab's blank page and the site it opens share one process, where each took one (docs/decisions.md, CI time).
    "--renderer-process-limit=1",
  ],
};

/** The files that took a minute or more of a worker's time in the last measured run (docs/decisions.md, CI time). */
const LONG_FILES =
  /(accessibility|admin|arena-stake|bell-digest|card-picks|journey|kickoff|languages|picks-page|result-outcome|season|visitor-links)\.spec\.ts$/;

/** The headless shell at a desktop's size, every test but those only the full browser can run. */
const desktop = { use: { ...devices["Desktop Chrome"], launchOptions: chromium }, grepInvert: /@full-browser/ };

export default defineConfig({
  testDir: "tests/e2e",
  // Four files at a time, each file's tests in order: a file on a server of its own waits on the game's clock
  // (a kick-off, a goal), and at three the two cores stood idle through those waits (docs/decisions.md, CI
  // time). No test reads data another file writes: each makes its own players, leagues and admin, asserts on
  // its own rows, backs matches others do not read, and an empty state that needs an empty database gets a
  // server of its own (tests/e2e/helpers.ts, ownServer). E2E_WORKERS sets another number.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // On CI a failed test runs once more, and a test that passes only then is named as flaky in the
  // closing summary (scripts/test-summary.mjs): it is a bug to fix, reported, not a red run that throws
  // away everything else the run proved. Locally a failure is final, so a flake shows at once.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // A minute a test: the longest (six admin pages each checked by axe, a sign-up and a league joined through its
  // link) take 25-32 s on a 2-core machine that runs the suite at half the speed of another, where they took
  // 15; a test that fails still fails, only later.
  timeout: 60_000,
  // An expectation waits up to 10 s for what it looks for (Playwright's default is 5): on the slower machines of this
  // kind a renderer starved by two other workers' browsers has taken over 5 s to show a toast after its reply came.
  // A page that never shows it still fails, 5 s later.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "reports/e2e.json" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: chromium,
    // Pages hold still (reduced motion, which players can ask for too): each live badge's pulse keeps the headless
    // shell's software compositor drawing for as long as a page is open, an open arena 14.3 → 7.5 % of a core and a
    // match page 6.5 → 0.6 (`npx tsx bench/idle-page.ts -- --shell`), on a suite that is short of CPU. The tests of the
    // motion players get by default ask for it (keyboard.spec.ts, smaller-fixes.spec.ts's pulsing banner).
    reducedMotion: "reduce",
    // The service worker (the offline page, push) started a renderer of its own in every context: only the test about
    // it, in the full-browser project, lets it register (docs/decisions.md, CI time).
    serviceWorkers: "block",
  },
  projects: [
    // The files that take a minute or more start first: Playwright hands out files in name order, and a run that
    // ended on visitor-links or season kept one worker busy for half a minute after the other three were done.
    { name: "desktop-long", ...desktop, testMatch: LONG_FILES },
    { name: "desktop", ...desktop, testIgnore: [/mobile\.spec\.ts/, LONG_FILES] },
    // What only the full browser has (a notification permission still to be asked): tests tagged @full-browser.
    {
      name: "full-browser",
      use: { ...devices["Desktop Chrome"], launchOptions: { ...chromium, executablePath: "/usr/bin/chromium" }, serviceWorkers: "allow" },
      testIgnore: /mobile\.spec\.ts/,
      grep: /@full-browser/,
    },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions: chromium }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: [
    {
      command: "npx tsx tests/e2e/mailbox-server.ts",
      url: `http://127.0.0.1:${mailboxPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_PORT: String(smtpPort), MAILBOX_PORT: String(mailboxPort) },
    },
    {
      // The bundle `npm start` runs (test:e2e builds it first), so the end-to-end tests check the artifact.
      // With E2E_INSTANCES=N, N of them on one PostgreSQL database behind a round-robin balancer.
      command: process.env.E2E_INSTANCES ? "npx tsx tests/e2e/instances-server.ts" : "node dist/server/main.js",
      url: `http://127.0.0.1:${port}/api/stats/social-proof`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        // One admin per file that needs one (tests/e2e/helpers.ts), so two files never share the account.
        ADMIN_EMAILS: "admin@e2e.test,a11y-admin@e2e.test",
        // Every browser of the run comes from 127.0.0.1: the network's 20 sign-ups a minute would hold the workers
        // up for minutes a run (docs/decisions.md, CI time). No browser test is about that limit; the API tests are.
        SIGN_INS_PER_MINUTE: "600",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
  ],
});
