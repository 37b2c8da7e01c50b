import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import type { Result } from "axe-core";
import { comingSoonPagePaths, staticPagePaths } from "../../src/shared/pages";
import { A11Y_ADMIN, axeViolations, createLeagueThroughUi, enterAsAdmin, hasBothPredictions, matches, msToKickoff, signUp } from "./helpers";

// Accessibility: axe-core on every route of src/client/routes.tsx, in both themes, signed out and signed in,
// and on the main dialogs. Serious and critical violations fail; lesser ones are printed only.
// One browser context per theme and state; the signed-in player is created once and reused.

const THEMES = ["dark", "light"] as const;
type Theme = (typeof THEMES)[number];

// Every page of src/shared/pages.ts but those that act on arrival (sign-out, e-mail confirmation) and admin, visited in its states below.
const STATIC_PAGES = staticPagePaths.filter((path) => !["/verify-email", "/logout", "/admin"].includes(path));
const COMING_SOON = comingSoonPagePaths;

const FAILING = new Set(["serious", "critical"]);

/** The first check's message for one offending element, e.g. the contrast ratio and the two colours. */
function why(node: Result["nodes"][number]): string {
  return [...node.any, ...node.all, ...node.none][0]?.message ?? node.failureSummary ?? "";
}

/** One readable block per violation: rule, impact, help, and the first few offending elements. */
function describe(where: string, violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => `    ${n.target.join(" ")}: ${n.html.slice(0, 120)}\n      ${why(n)}`);
      const more = v.nodes.length > 5 ? `\n    …and ${v.nodes.length - 5} more` : "";
      return `${where}: [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})\n${nodes.join("\n")}${more}`;
    })
    .join("\n");
}

/** Runs axe on the page (or one part of it) and records a soft failure for each serious or critical violation. */
async function audit(page: Page, where: string, include?: string): Promise<void> {
  const violations = await axeViolations(page, include ? [include] : []);
  const failing = violations.filter((v) => FAILING.has(v.impact ?? ""));
  const minor = violations.filter((v) => !FAILING.has(v.impact ?? ""));
  if (minor.length > 0) console.log(`axe (not failing):\n${describe(where, minor)}`);
  expect
    .soft(
      failing.map((v) => v.id),
      `axe found serious or critical violations:\n${describe(where, failing)}`,
    )
    .toEqual([]);
}

/** A context in the given theme. Reduced motion settles pulses and transitions, so contrast is measured on final colours. */
async function themedContext(browser: Browser, theme: Theme, storageState?: StorageState): Promise<BrowserContext> {
  const context = await browser.newContext({ storageState, reducedMotion: "reduce" });
  await context.addInitScript((t) => localStorage.setItem("prophecy-league-theme", t), theme);
  return context;
}

/** Navigates and waits until the page is ready (by default: its heading shows) with no loading spinner, in the expected theme. */
async function visit(page: Page, path: string, theme: Theme, ready: string | RegExp | Locator = /./): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  const named = typeof ready === "string" || ready instanceof RegExp;
  await expect(named ? page.getByRole("heading", { level: 1, name: ready }).first() : ready).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
let player: { state: StorageState; username: string };

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const { username } = await signUp(await context.newPage());
  player = { state: await context.storageState(), username };
  await context.close();
});

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.describe.configure({ timeout: 180_000 });
    test("signed out: landing, sign-in, static, coming-soon, admin and 404 pages", async ({ browser }) => {
      const context = await themedContext(browser, theme);
      const page = await context.newPage();

      await visit(page, "/", theme, "The Prophecy League");
      await expect(page.getByTestId("player-count")).not.toContainText("Counting");
      await audit(page, `/ signed out [${theme}]`);

      await visit(page, "/api/login", theme, "Enter the Arena");
      await audit(page, `/api/login create account [${theme}]`);
      await page.getByRole("tab", { name: "Sign in" }).click();
      await audit(page, `/api/login sign in [${theme}]`);

      for (const path of [...STATIC_PAGES, ...COMING_SOON]) {
        await visit(page, path, theme);
        await audit(page, `${path} [${theme}]`);
      }
      await visit(page, "/admin", theme, "Login Required");
      await audit(page, `/admin signed out [${theme}]`);
      await visit(page, "/no-such-page", theme, "Page Not Found");
      await audit(page, `404 [${theme}]`);
      await context.close();
    });

    test("signed in: arena tabs, match pages, profile, stats, referrals, admin, player card and the dialogs", async ({ browser }) => {
      const context = await themedContext(browser, theme, player.state);
      const page = await context.newPage();

      await visit(page, "/", theme, "The Prophecy Arena");
      await expect(page.getByTestId("match-card").first()).toBeVisible();
      await audit(page, `arena matches [${theme}]`);
      await page.getByRole("tab", { name: "History" }).click();
      await expect(page.getByTestId("history-card").first()).toBeVisible();
      await audit(page, `arena history [${theme}]`);
      await page.getByRole("tab", { name: "Leaderboard" }).click();
      await expect(page.getByTestId("ai-ranking-row").first()).toBeVisible();
      await audit(page, `arena AI rankings [${theme}]`);
      await page.getByRole("tab", { name: "Player Streaks" }).click();
      await expect(page.getByTestId("player-row").first()).toBeVisible();
      await audit(page, `arena player streaks [${theme}]`);

      await page.getByRole("button", { name: "Invite" }).click();
      const invite = page.getByRole("dialog", { name: "Invite Friends & Earn" });
      await expect(invite).toBeVisible();
      await audit(page, `invite modal, share tab [${theme}]`, "[role=dialog]");
      await invite.getByRole("tab", { name: "Enter Referral Code" }).click();
      await audit(page, `invite modal, enter tab [${theme}]`, "[role=dialog]");
      await page.keyboard.press("Escape");

      const all = await matches(page);
      const upcoming = all.find((m) => m.status === "upcoming" && hasBothPredictions(m) && msToKickoff(m) > 5 * 60_000);
      const live = all.find((m) => m.status === "live");
      const completed = all.find((m) => m.status === "completed" && m.actualScore && hasBothPredictions(m));
      expect(upcoming && live && completed, "an upcoming, a live and a completed match").toBeTruthy();
      await visit(page, `/match/${live!.id}`, theme);
      await audit(page, `/match live [${theme}]`);
      await visit(page, `/match/${completed!.id}`, theme, page.getByRole("dialog", { name: "Prophecy Complete" }));
      await audit(page, `/match completed, result overlay [${theme}]`);
      await page.getByRole("button", { name: "Share Result Card" }).click();
      await expect(page.getByRole("dialog", { name: "Share Your Results" })).toBeVisible();
      await audit(page, `result share dialog [${theme}]`, "[role=dialog]");
      await visit(page, `/match/${upcoming!.id}`, theme);
      await audit(page, `/match upcoming [${theme}]`);
      await page.getByRole("button", { name: "Back El Divino" }).click();
      await expect(page.getByRole("dialog", { name: "Place Your Bet" })).toBeVisible();
      await audit(page, `bet dialog [${theme}]`, "[role=dialog]");
      await page.keyboard.press("Escape");
      await visit(page, "/match/999999999", theme, "Match not found");
      await audit(page, `/match not found [${theme}]`);

      await visit(page, "/profile", theme);
      await audit(page, `/profile [${theme}]`);
      await page.getByRole("button", { name: "Share Achievement" }).click();
      await expect(page.getByRole("dialog", { name: "Share Your Achievement" })).toBeVisible();
      await audit(page, `share dialog [${theme}]`, "[role=dialog]");
      await page.keyboard.press("Escape");

      await visit(page, "/stats", theme);
      await audit(page, `/stats [${theme}]`);
      await visit(page, "/referrals", theme);
      await audit(page, `/referrals [${theme}]`);
      for (const path of ["/picks", "/prophets", "/season", "/leagues"]) {
        await visit(page, path, theme);
        await audit(page, `${path} [${theme}]`);
      }
      await createLeagueThroughUi(page, `Axe League ${theme}`);
      await expect(page.getByRole("heading", { level: 1, name: `Axe League ${theme}` })).toBeVisible();
      await audit(page, `/leagues/:id [${theme}]`);
      await visit(page, "/admin", theme, "Access Denied");
      await audit(page, `/admin as a player [${theme}]`);
      await visit(page, `/u/${player.username}`, theme);
      await audit(page, `/u/:username [${theme}]`);
      await context.close();
    });

    test("signed in as the admin: the dashboard", async ({ browser }) => {
      const context = await themedContext(browser, theme);
      const page = await context.newPage();
      await enterAsAdmin(page, A11Y_ADMIN);
      await visit(page, "/admin", theme, "Admin Dashboard");
      await expect(page.getByTestId("chart-signups").locator("svg.recharts-surface")).toBeVisible();
      await audit(page, `/admin dashboard [${theme}]`);
      await context.close();
    });
  });
}
