import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { openPage, reloadPage, signUp, upcomingMatch } from "./helpers";

// Keyboard: everything reachable and operable by keyboard, a visible focus ring, the skip link, and
// reduced motion respected. One signed-in player is created once and reused.

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
let playerState: StorageState;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await signUp(await context.newPage());
  playerState = await context.storageState();
  await context.close();
});

async function signedIn(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}): Promise<Page> {
  const context = await browser.newContext({ ...options, storageState: playerState });
  return context.newPage();
}

/** Whether the focused element draws a ring: an outline, or a box-shadow (Tailwind's ring utilities). */
async function focusIndicator(page: Page): Promise<{ what: string; visible: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const after = getComputedStyle(el, "::after");
    const outlined = (s: CSSStyleDeclaration) => s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2;
    const what = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent).trim().slice(0, 40)}"`;
    return { what, visible: outlined(style) || style.boxShadow !== "none" || outlined(after) };
  });
}

/** Tabs `count` times forward, checking that each stop shows a focus ring. */
async function expectRingsOnTabStops(page: Page, count: number) {
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    const { what, visible } = await focusIndicator(page);
    expect.soft(visible, `focus ring on ${what}`).toBe(true);
  }
}

/** Tabs forward and backward through a dialog many times: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
  }
}

/** Opens a dialog from its trigger with the keyboard, checks the trap, closes with Escape: focus is back on the trigger. */
async function expectDialogKeyboardCycle(page: Page, trigger: Locator, dialogName: string) {
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
}

test("the skip link is the first Tab stop and jumps past the header into the main content", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(true);
});

test("every Tab stop shows a focus ring: signed out in both themes, and signed in", async ({ browser, page }) => {
  await openPage(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectRingsOnTabStops(page, 12);
  await page.getByRole("button", { name: /Switch to (light|dark) theme/ }).click();
  await expect(page.locator("html")).toHaveClass(/light/);
  await openPage(page, "/faq");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectRingsOnTabStops(page, 8);

  const player = await signedIn(browser);
  await openPage(player, "/");
  await expect(player.getByTestId("match-card").first()).toBeVisible();
  await expectRingsOnTabStops(player, 20);
  await player.context().close();
});

test("the bet dialog, invite modal and share dialog trap focus and give it back to their trigger", async ({ browser }) => {
  const page = await signedIn(browser);
  const match = await upcomingMatch(page);
  await openPage(page, `/match/${match.id}`);
  await expectDialogKeyboardCycle(page, page.getByRole("button", { name: "Back El Divino" }), "Place Your Bet");

  await openPage(page, "/profile");
  await expectDialogKeyboardCycle(page, page.getByRole("button", { name: "Share Achievement" }), "Share Your Achievement");
  await expectDialogKeyboardCycle(page, page.getByRole("banner").getByRole("button", { name: "Invite" }), "Invite Friends & Earn");
  await page.context().close();
});

test("the arena and invite tabs follow the WAI-ARIA tabs pattern", async ({ browser }) => {
  const page = await signedIn(browser);
  await openPage(page, "/");
  const tablist = page.getByRole("tablist", { name: "Arena" });
  const tab = (name: string) => tablist.getByRole("tab", { name });
  await expect(tab("Matches")).toHaveAttribute("aria-selected", "true");
  // The selected tab controls the visible panel, which is named by it.
  const panelId = await tab("Matches").getAttribute("aria-controls");
  await expect(page.getByRole("tabpanel", { name: "Matches" })).toHaveAttribute("id", panelId!);

  await tab("Matches").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("History")).toBeFocused();
  await expect(tab("History")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "History" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(tab("Leaderboard")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Matches")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tab("Leaderboard")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tab("Matches")).toBeFocused();
  // Only the selected tab is a Tab stop: Tab leaves the list for the panel's content.
  await expect(tab("History")).toHaveAttribute("tabindex", "-1");

  await page.getByRole("banner").getByRole("button", { name: "Invite" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite Friends & Earn" });
  const share = dialog.getByRole("tab", { name: "Share Your Code" });
  const enter = dialog.getByRole("tab", { name: "Enter Referral Code" });
  // Locked until the player's referral figures arrive (a player with a referrer cannot enter a code),
  // and arrow keys skip a locked tab: on a busy machine the figures can take a moment.
  await expect(enter).toBeEnabled();
  await share.focus();
  await page.keyboard.press("ArrowRight");
  await expect(enter).toBeFocused();
  await expect(dialog.getByRole("tabpanel", { name: "Enter Referral Code" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(share).toHaveAttribute("aria-selected", "true");
  await page.context().close();
});

test("the FAQ accordion opens with Enter and Space and moves with the arrow keys", async ({ page }) => {
  await openPage(page, "/faq");
  const triggers = page.getByTestId("faq-item").getByRole("button");
  const first = triggers.nth(0);
  await first.focus();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: await first.innerText() })).toBeVisible();
  await page.keyboard.press("Space");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("ArrowDown");
  await expect(triggers.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowUp");
  await expect(first).toBeFocused();
  await page.keyboard.press("End");
  await expect(triggers.last()).toBeFocused();
  await page.keyboard.press("Home");
  await expect(first).toBeFocused();
});

/** Three wins, so the ticker has something to rotate whatever the e2e database holds. */
async function stubRecentWins(page: Page) {
  const wins = ["ana", "ben", "cai"].map((username) => ({ username, amount: 900, aiSelected: "Grok" }));
  await page.route("**/api/stats/social-proof", (route) => route.fulfill({ json: { totalUsers: 3, recentWins: wins } }));
}

/** The landing's wins ticker with a fake clock (which still flows: the page's own timers need it). */
async function tickerOnLanding(page: Page) {
  await stubRecentWins(page);
  await page.clock.install();
  await openPage(page, "/");
  const ticker = page.getByTestId("recent-wins");
  await expect(ticker).toContainText(/(ana|ben|cai) won/);
  return { ticker, shown: async () => (await ticker.innerText()).trim() };
}

test("with reduced motion, pulses and spinners hold still and the wins ticker waits for play", async ({ browser }) => {
  const page = await signedIn(browser, { reducedMotion: "reduce" });
  await openPage(page, "/");
  await expect(page.getByTestId("match-status").filter({ hasText: "Live" }).first()).toBeVisible();
  const running = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length);
  await expect.poll(running).toBe(0);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await reloadPage(page);
  await expect(page.getByTestId("match-status").filter({ hasText: "Live" }).first()).toBeVisible();
  expect(await running(), "live badges pulse when motion is welcome").toBeGreaterThan(0);
  await page.context().close();

  const visitor = await browser.newPage({ reducedMotion: "reduce" });
  const { ticker, shown } = await tickerOnLanding(visitor);
  const first = await shown();
  await visitor.clock.runFor(10_000);
  expect(await shown()).toBe(first);
  await ticker.getByRole("button", { name: "Resume recent wins" }).click();
  const resumed = await shown();
  await visitor.clock.runFor(3_000);
  await expect.poll(shown).not.toBe(resumed);
  await visitor.context().close();
});

test("without a motion preference the wins ticker rotates every 3 s and can be paused", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const { ticker, shown } = await tickerOnLanding(page);
  const first = await shown();
  // Two turns at most (the clock also flows on its own), so with three wins the text has changed.
  await page.clock.runFor(3_000);
  await expect.poll(shown).not.toBe(first);
  await ticker.getByRole("button", { name: "Pause recent wins" }).click();
  const paused = await shown();
  await page.clock.runFor(9_000);
  expect(await shown()).toBe(paused);
});
