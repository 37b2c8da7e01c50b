import { expect, test, type Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ListedMatch, Match } from "../../src/shared/api/matches";
import { startServerProcess, type ServerProcess } from "../../src/server/testing/server-process";

let counter = 0;

/** A fresh player's credentials, unique per run. */
export function newPlayer(prefix = "p") {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { email: `${prefix}${tag}@e2e.test`, username: `${prefix}${tag}`.slice(0, 20), password: "prophecy-pass-1" };
}

/**
 * Signs up through the sign-in screen and lands in the arena (of `base`, default the e2e server), or
 * where `lands` says (a league invite opened before signing up takes the player back to it).
 */
export async function signUpThroughUi(page: Page, player = newPlayer(), base = "", lands: RegExp = /\/$/) {
  await page.goto(`${base}/api/login`);
  await page.getByRole("tab", { name: "Create account" }).click();
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("E-mail").fill(player.email);
  await form.getByLabel("Username").fill(player.username);
  await form.getByLabel("Password").fill(player.password);
  await form.getByRole("checkbox").check();
  // Sign-ups share one address here and the server allows 20 a minute from one: two workers can
  // reach that, and then a player reads the wait in the alert and tries again, as this does.
  for (let attempt = 0; ; attempt++) {
    await form.getByRole("button", { name: "Create account" }).click();
    const limited = form.getByRole("alert").filter({ hasText: /Too many requests: try again in \d+ s/ });
    const outcome = await Promise.race([
      page.waitForURL(lands).then(
        () => "in" as const,
        () => "none" as const,
      ),
      limited.waitFor().then(
        () => "wait" as const,
        () => "none" as const,
      ),
    ]);
    if (outcome !== "wait" || attempt >= 5) break;
    // The alert may be gone already: then the limit's whole minute is not waited, only a few seconds.
    const text = await limited.textContent({ timeout: 500 }).catch(() => null);
    const seconds = Number(/in (\d+) s/.exec(text ?? "")?.[1] ?? 5);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
  await expect(page).toHaveURL(lands);
  await expect(page.getByTestId("header-credits")).toBeVisible();
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

// The e2e server runs with ADMIN_EMAILS=admin@e2e.test (playwright.config.ts): admin once confirmed.
export const ADMIN = { email: "admin@e2e.test", username: "e2e_admin", password: "prophecy-admin-1" };

/** Creates the admin account through the sign-up form, or signs in when this run already made it. */
export async function enterAsAdmin(page: Page): Promise<void> {
  await page.goto("/api/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  const signUp = page.getByRole("form", { name: "Create account" });
  await signUp.getByLabel("E-mail").fill(ADMIN.email);
  await signUp.getByLabel("Username").fill(ADMIN.username);
  await signUp.getByLabel("Password").fill(ADMIN.password);
  await signUp.getByRole("checkbox").check();
  await signUp.getByRole("button", { name: "Create account" }).click();
  const credits = page.getByTestId("header-credits");
  const taken = signUp.getByRole("alert");
  await expect(credits.or(taken)).toBeVisible();
  if (await taken.isVisible()) {
    await expect(taken).toContainText("already exists");
    await page.getByRole("tab", { name: "Sign in" }).click();
    const signIn = page.getByRole("form", { name: "Sign in" });
    await signIn.getByLabel("E-mail").fill(ADMIN.email);
    await signIn.getByLabel("Password").fill(ADMIN.password);
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await expect(credits).toBeVisible();
    return;
  }
  await confirmEmailThroughUi(page, ADMIN.email);
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
 * A server of the calling file's own, on a fresh data directory, for tests that need the simulated
 * clock faster than the shared e2e server's (SIM_SPEED 120: a kick-off every 15 s, a match in under a
 * minute). Registers its start and stop around the file's tests; returns its base URL once started.
 */
export function ownServer(name: string, ports: { from: number; count: number }, simSpeed = 120): () => string {
  let server: ServerProcess | undefined;
  let dataDir = "";
  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `prophecy-${name}-`));
    const port = ports.from + Math.floor(Math.random() * ports.count);
    server = await startServerProcess({ DATA_DIR: dataDir, SIM_SPEED: String(simSpeed), LOG_LEVEL: "warn" }, port);
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => server!.url;
}
