import AxeBuilder from "@axe-core/playwright";
import axe, { type Result } from "axe-core";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ListedMatch, Match } from "../../src/shared/api/matches";
import { freePort, startServerProcess, type ServerProcess } from "../../src/server/testing/server-process";
import { seedMigratedDataDir } from "../../src/server/testing/migrated-template";

let counter = 0;
// Files run side by side in two worker processes, each counting from 1: the worker's index keeps
// two players made in the same millisecond apart.
const worker = process.env.TEST_WORKER_INDEX ?? "0";

/** A fresh player's credentials, unique per run. */
export function newPlayer(prefix = "p") {
  counter += 1;
  const tag = `${Date.now().toString(36)}${worker}_${counter}`;
  return { email: `${prefix}${tag}@e2e.test`, username: `${prefix}${tag}`.slice(0, 20), password: "prophecy-pass-1" };
}

const RATE_LIMITED = /Too many requests: try again in (\d+) s/;

/** The element the locator finds now, if it finds one. */
async function onShow(locator: Locator) {
  if ((await locator.count()) === 0) return null;
  return locator
    .first()
    .elementHandle({ timeout: 1_000 })
    .catch(() => null);
}

/**
 * Presses a sign-up or sign-in form's button until the server takes the attempt, and returns once the
 * page shows `success` or any other alert (a refusal the caller checks). Every browser here comes
 * from one address: the shared server takes 600 sign-ups (and sign-ins) a minute from it, a file's own
 * server the game's 20 (playwright.config.ts). Where a limit answers, a player reads the wait in the
 * alert and tries again, as this does. The test's time limit grows by the wait.
 */
export async function submitPastRateLimit(page: Page, form: Locator, button: string, success?: Locator): Promise<void> {
  const alert = form.getByRole("alert");
  const limited = alert.filter({ hasText: RATE_LIMITED });
  const answered = success ? success.or(alert.filter({ hasNotText: RATE_LIMITED })) : alert.filter({ hasNotText: RATE_LIMITED });
  for (let attempt = 0; ; attempt++) {
    // An alert from the attempt before goes when this one is sent; it must not be read as this one's answer.
    const stale = await onShow(alert);
    await form.getByRole("button", { name: button, exact: true }).click();
    await stale?.waitForElementState("hidden", { timeout: 2_000 }).catch(() => undefined);
    const outcome = await Promise.race([
      answered
        .first()
        .waitFor()
        .then(
          () => "answered" as const,
          () => "none" as const,
        ),
      limited.waitFor().then(
        () => "wait" as const,
        () => "none" as const,
      ),
    ]);
    if (outcome !== "wait" || attempt >= 3) return;
    // The alert may be gone already: then the limit's whole minute is not waited, only a few seconds.
    const text = await limited.textContent({ timeout: 500 }).catch(() => null);
    await waitOutRateLimit(page, text, button.toLowerCase());
  }
}

/** Waits out the limit a refusal's text names (5 s when it names none), as a player would, and grows the test's time limit by it. */
async function waitOutRateLimit(page: Page, refusal: string | null, at: string): Promise<void> {
  const seconds = Number(RATE_LIMITED.exec(refusal ?? "")?.[1] ?? 5) + 1;
  test.info().setTimeout(test.info().timeout + seconds * 1000);
  console.log(`${test.info().title}: rate-limited at ${at}, trying again in ${seconds} s`);
  await page.waitForTimeout(seconds * 1000);
}

/** Fills the "Create account" form as a player types it, and accepts the terms; submitting is the caller's. */
export async function fillSignUpForm(form: Locator, player: { email: string; username: string; password: string }): Promise<void> {
  await form.getByLabel("E-mail").fill(player.email);
  await form.getByLabel("Username").fill(player.username);
  await form.getByLabel("Password").fill(player.password);
  await form.getByRole("checkbox").check();
}

/**
 * Signs up through the sign-in screen and lands in the arena (of `base`, default the e2e server), or
 * where `lands` says (a league invite opened before signing up takes the player back to it).
 */
export async function signUpThroughUi(page: Page, player = newPlayer(), base = "", lands: RegExp = /\/$/) {
  await page.goto(`${base}/api/login`);
  await page.getByRole("tab", { name: "Create account" }).click();
  const form = page.getByRole("form", { name: "Create account" });
  await fillSignUpForm(form, player);
  await submitPastRateLimit(page, form, "Create account", page.getByTestId("header-credits"));
  await expect(page).toHaveURL(lands);
  await expect(page.getByTestId("header-credits")).toBeVisible();
  return player;
}

/**
 * Signs a new player up through the API the sign-up form calls, for a test about something else, and opens `landOn`
 * (default the arena, where the form lands; null opens nothing, for a caller that opens its own page next). The form
 * itself is tested with signUpThroughUi where sign-up is the subject (accounts, invites, referral links, the first
 * landing). The sign-in screen's load and the form cost a second of the browser's CPU per player, about a hundred
 * players a run (docs/decisions.md, CI time). A refusal for too many sign-ups from this address waits as a player would.
 */
export async function signUp(page: Page, player = newPlayer(), base = "", landOn: string | null = "/") {
  for (let attempt = 0; ; attempt++) {
    const reply = await page.request.post(`${base}/api/auth/signup`, { data: { ...player, ageConfirmed: true } });
    if (reply.status() === 429 && attempt < 3) {
      await waitOutRateLimit(page, await reply.text(), "sign-up");
      continue;
    }
    expect(reply.status(), await reply.text()).toBe(201);
    break;
  }
  if (landOn !== null) {
    await openPage(page, `${base}${landOn}`);
    await expect(page.getByTestId("header-credits")).toBeVisible();
  }
  return player;
}

/**
 * Confirms the signed-in player's e-mail as they would: the profile's button sends the link, the
 * test reads it from the run's mailbox (tests/e2e/mailbox-server.ts) and opens it.
 */
export async function confirmEmailThroughUi(page: Page, email: string): Promise<void> {
  await page.goto("/profile");
  const prompt = page.getByTestId("email-confirmation");
  await prompt.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText(`We sent a confirmation link to ${email}`).first()).toBeVisible();
  let token = "";
  await expect(async () => {
    const reply = await page.request.get(`${process.env.E2E_MAILBOX_URL}/token?to=${encodeURIComponent(email)}`);
    expect(reply.ok()).toBe(true);
    token = ((await reply.json()) as { token: string }).token;
  }).toPass({ timeout: 10_000 });
  await page.goto(`/verify-email?token=${token}`);
  await expect(page.getByTestId("email-confirm-result")).toContainText(`Your e-mail address ${email} is confirmed`);
}

// The e2e server runs with ADMIN_EMAILS listing both addresses (playwright.config.ts): each is an admin
// once confirmed. One account per file that signs in as the admin, so that two files running side
// by side never race to create, confirm or use the same one.
export const ADMIN = { email: "admin@e2e.test", username: "e2e_admin", password: "prophecy-admin-1" };
export const A11Y_ADMIN = { email: "a11y-admin@e2e.test", username: "e2e_a11y_admin", password: "prophecy-admin-1" };

/** Creates the admin account through the sign-up form, or signs in when this run already made it. */
export async function enterAsAdmin(page: Page, admin = ADMIN): Promise<void> {
  await page.goto("/api/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  const signUp = page.getByRole("form", { name: "Create account" });
  await fillSignUpForm(signUp, admin);
  const credits = page.getByTestId("header-credits");
  await submitPastRateLimit(page, signUp, "Create account", credits);
  const taken = signUp.getByRole("alert");
  await expect(credits.or(taken)).toBeVisible();
  if (await taken.isVisible()) {
    await expect(taken).toContainText("already exists");
    await page.getByRole("tab", { name: "Sign in" }).click();
    const signIn = page.getByRole("form", { name: "Sign in" });
    await signIn.getByLabel("E-mail").fill(admin.email);
    await signIn.getByLabel("Password").fill(admin.password);
    await submitPastRateLimit(page, signIn, "Sign in", credits);
    await expect(credits).toBeVisible();
    return;
  }
  await confirmEmailThroughUi(page, admin.email);
}

const MINUTE = 60_000;

/** The arena's matches, read with the signed-in page's cookies. */
export async function matches(page: Page): Promise<ListedMatch[]> {
  const response = await page.request.get("/api/matches");
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListedMatch[];
}

export const hasBothPredictions = (m: ListedMatch) => ["ChatGPT", "Grok"].every((ai) => m.predictions.some((p) => p.aiName === ai));
export const msToKickoff = (m: ListedMatch) => Date.parse(m.matchDate) - Date.now();

/** An upcoming match far enough from kick-off that betting stays open during the test. */
export async function upcomingMatch(page: Page, minMs = 5 * MINUTE): Promise<ListedMatch> {
  const match = (await matches(page)).find((m) => m.status === "upcoming" && hasBothPredictions(m) && msToKickoff(m) > minMs);
  expect(match, "an upcoming match with both predictions").toBeDefined();
  return match!;
}

/**
 * On a sped-up server, an upcoming match kicking off between `fromMs` and `toMs` from now, asked for once a second for up
 * to a minute (a kick-off comes every few seconds); undefined when none came.
 */
export async function kickingOffBetween(page: Page, base: string, fromMs: number, toMs: number): Promise<ListedMatch | undefined> {
  for (let i = 0; i < 60; i++) {
    const match = (await getJson<ListedMatch[]>(page, `${base}/api/matches`)).find(
      (m) => m.status === "upcoming" && msToKickoff(m) > fromMs && msToKickoff(m) < toMs,
    );
    if (match) return match;
    await page.waitForTimeout(1000);
  }
  return undefined;
}

/** A match's own reply, with what the list leaves out (model, reasoning, hashes, forecasts). */
export async function fullMatch(page: Page, id: number): Promise<Match> {
  const response = await page.request.get(`/api/matches/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Match;
}

/**
 * Opens a page and waits until it is interactive (<html data-ready>, src/client/routes.tsx): the server
 * renders the arena and match pages, which show before React has hydrated them and a press lands.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

/** Reloads the page and waits until it is interactive again (see openPage). */
export async function reloadPage(page: Page): Promise<void> {
  await page.reload();
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

/**
 * A server of the calling file's own (the bundle the shared e2e server runs) on a fresh data
 * directory and a free port: for tests that need the simulated clock faster than the shared server's
 * (SIM_SPEED 120: a kick-off every 15 s, a match in under a minute), or data no other file can touch
 * (an empty referral board). Registers its start and stop around the tests of the file or describe
 * block it is called in; returns its base URL once started. `env` is read when the server starts, so it may
 * name a local provider the file started first.
 */
export function ownServer(name: string, simSpeed = 120, env: () => Record<string, string> = () => ({})): () => string {
  let server: ServerProcess | undefined;
  let dataDir = "";
  test.beforeAll(async () => {
    // A first start catches the league up: a few seconds of a core, and minutes while the
    // other workers' browsers keep both cores busy (three files start their servers at once at the suite's start).
    test.setTimeout(200_000);
    dataDir = mkdtempSync(path.join(tmpdir(), `prophecy-${name}-`));
    // On a copy of a migrated database: the start skips initdb and the migrations (migrated-template.ts).
    await seedMigratedDataDir(dataDir);
    server = await startServerProcess(
      { DATA_DIR: dataDir, SIM_SPEED: String(simSpeed), LOG_LEVEL: "warn", ...env() },
      await freePort(),
      "build",
      180_000,
    );
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => server!.url;
}

/** Creates a league from /leagues as its owner would, and waits for the league's page. */
export async function createLeagueThroughUi(page: Page, name: string): Promise<void> {
  await openPage(page, "/leagues");
  const create = page.getByRole("form", { name: "Create a league" });
  await create.getByLabel("League name").fill(name);
  await create.getByRole("button", { name: "Create League" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** The oracles' display names, by the name the API uses. */
export const oracleNames = { ChatGPT: "El Divino", Grok: "O Eterno" } as const;

/** Credits as the game writes them: ₡10,000. */
export const credits = (n: number) => `₡${n.toLocaleString("en-US")}`;

/** A read of the API as the page's player, which must succeed. */
export async function getJson<T>(page: Page, url: string): Promise<T> {
  const reply = await page.request.get(url);
  expect(reply.ok(), url).toBe(true);
  return (await reply.json()) as T;
}

/**
 * How many lines the element's text takes, by the distinct tops of its text's boxes: the text nodes' own, since an
 * element's box inside (a flex item wrapping the words) has a top of its own that is no line.
 */
export const linesOf = (locator: Locator) =>
  locator.evaluate((el) => {
    const tops = new Set<number>();
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

/**
 * Records, in the page, each toast it shows from now on. A toast is up for its 5 s; the only element of the role
 * "status" with its words is Radix's announcement for screen readers, which lasts one second, and looks for that from
 * a test worker starved by four browsers and the servers on two cores came too late (docs/decisions.md, CI time).
 * Returns a reader of the shown toasts' texts; a toast that had no box on the screen when it came is recorded as
 * "(no box) " and its text, so a test still fails on one nobody could see.
 */
export async function watchToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { toastsShown: string[] }).toastsShown = shown;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement) || node.dataset.testid !== "toast") continue;
          const box = node.getBoundingClientRect();
          shown.push(`${box.width > 0 && box.height > 0 ? "" : "(no box) "}${node.textContent}`);
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsShown: string[] }).toastsShown);
}

/** Writes a moment as seconds after `from` ("12.3 s"): the times a failed wait prints. */
export const secondsAfter = (from: number) => (at: number) => `${((at - from) / 1000).toFixed(1)} s`;

/**
 * Records the page's sockets from now on, each opened and closed with when: the live cards move only on what a socket
 * hears, so a test that waits for them prints these when the wait fails. Returns the record as words, times written
 * by `since`.
 */
export function recordSockets(page: Page): (since: (at: number) => string) => string {
  const sockets: Array<{ at: number; what: "opened" | "closed" }> = [];
  page.on("websocket", (socket) => {
    sockets.push({ at: Date.now(), what: "opened" });
    socket.on("close", () => sockets.push({ at: Date.now(), what: "closed" }));
  });
  return (since) => `sockets: ${sockets.map(({ at, what }) => `${since(at)} ${what}`).join(", ") || "none"}`;
}

/** The two screens every page is checked on: a phone and a desktop. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
export const SCREENS = [PHONE, DESKTOP] as const;
export type Screen = (typeof SCREENS)[number];

/**
 * Plays one story on both screens at the same time, each in a browser context of its own at that size, as two players
 * would. For stories that wait on the game's clock (a settlement, a reminder's lead): one screen after the other held
 * a worker for twice the wait (docs/decisions.md, CI time). Both run to their end, and the first failure is the test's.
 */
export async function onBothScreensAtOnce(browser: Browser, story: (page: Page, screen: Screen) => Promise<void>): Promise<void> {
  const runs = await Promise.allSettled(
    SCREENS.map((screen) =>
      test.step(`at ${screen.width}×${screen.height}`, async () => {
        const context = await browser.newContext({ viewport: screen });
        try {
          await story(await context.newPage(), screen);
        } finally {
          await context.close();
        }
      }),
    ),
  );
  const failed = runs.find((run) => run.status === "rejected");
  if (failed) throw failed.reason;
}

/**
 * Looks at parts of the page as a player would on both screens and in both themes: switched with the page's own
 * theme button (no reload), the first part scrolled into view, nothing wider than the screen, and axe finding no
 * serious or critical fault in the parts (CSS selectors).
 */
export async function checkOnBothScreensAndThemes(page: Page, parts: readonly string[]): Promise<void> {
  // Four axe audits: the joker test's take 6 s of its 10 alone, and on the slow machine kind beside three other
  // files' browsers the whole test ran past its minute twice in one run. Each call brings its own 40 s.
  test.info().setTimeout(test.info().timeout + 40_000);
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    for (const theme of ["dark", "light"] as const) {
      if (!(await page.locator("html").evaluate((html, t) => html.classList.contains(t), theme))) {
        await page.getByTestId("theme-toggle").filter({ visible: true }).first().click();
      }
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await page.locator(parts[0]!).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
      const violations = await axeViolations(page, parts);
      expect(
        failing(violations).map((v) => `${v.id}: ${v.help}`),
        `${screen.width}px, ${theme}`,
      ).toEqual([]);
    }
  }
}

/**
 * axe-core's violations on the page, or in the given parts of it (CSS selectors): every rule, run as AxeBuilder runs
 * them, with three differences that only save time (docs/decisions.md, CI time). axe's 650 KB go into the page once
 * per document, where AxeBuilder evaluates them twice per audit; it runs in the page itself (legacy mode: the app has
 * no iframes, and the default mode opens a second page per audit to merge the frames' results); and it gathers only
 * the violations, not every element each rule passed.
 */
export async function axeViolations(page: Page, parts: readonly string[] = []): Promise<Result[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const builder = new AxeBuilder({ page, axeSource: ";" }).setLegacyMode().options({ resultTypes: ["violations"] });
  for (const part of parts) builder.include(part);
  return (await builder.analyze()).violations;
}

/** The violations a test fails on: serious or critical ones. */
export function failing(violations: readonly Result[]): Result[] {
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}
