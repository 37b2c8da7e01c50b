import { expect, test, type Page } from "@playwright/test";
import { ADMIN, axeViolations, enterAsAdmin, failing, SCREENS, signUp } from "./helpers";

const ADMIN_DATA = /\/api\/admin\/(users|matches|bets|analytics\/viral)$/;
const SESSION = "e2eAdminSession_00001";

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

test("a visitor at /admin is asked to log in, and no admin call is made", async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
  await expect(page.getByText("You must be logged in to access admin dashboard")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/api/login");
  expect(requests.filter((url) => url.startsWith("/api/admin/"))).toEqual([]);

  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/api\/login$/);
  // A browser that has never signed in opens on "Create account"; signing in is one tab away.
  await expect(page.getByRole("form", { name: "Create account" })).toBeVisible();
  await page.getByRole("tab", { name: "Sign in" }).click();
  await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
});

test("a player sees 'Checking...' then 'Access Denied', and neither the data calls nor the charts load", async ({ page }) => {
  await signUp(page);
  const requests = recordRequests(page);
  // Hold the admin check until the checking state has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/admin/check", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/admin");
  await expect(page.getByText("Checking...")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have permission to access the admin dashboard")).toBeVisible();
  await expect(page.getByTestId("header-credits")).toBeVisible();
  expect(requests).toContain("/api/admin/check");
  expect(requests.filter((url) => ADMIN_DATA.test(url))).toEqual([]);
  expect(requests.filter((url) => url.includes("admin-charts"))).toEqual([]);

  // The server says no on its own, whatever the page does.
  const direct = await page.request.get("/api/admin/users");
  expect(direct.status()).toBe(403);
  expect(await direct.json()).toEqual({ message: "Admins only" });
});

test("the admin sees the dashboard: figures from the server, three charts and the top lists with e-mails", async ({ page }) => {
  await enterAsAdmin(page);
  // Real activity to report: three shares by the admin (twitter twice, copy once) and one download (not a share).
  for (const eventName of ["share_twitter", "share_card_twitter", "share_copy", "share_card_download"]) {
    const tracked = await page.request.post("/api/analytics/track", {
      data: { sessionId: SESSION, eventType: "click", eventName, metadata: { shareType: eventName } },
    });
    expect(tracked.status()).toBe(204);
  }
  const requests = recordRequests(page);
  // The figures the page itself was sent: other files sign players up and share while this runs, so
  // a second read of the same endpoints could already count more.
  const reply = (pathname: string) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === pathname && response.request().method() === "GET");
  const usersReply = reply("/api/admin/users");
  const viralReply = reply("/api/admin/analytics/viral");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  for (const name of ["Shares by Platform", "Sign-ups Over Time", "Referral Funnel"]) {
    await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  for (const chart of ["chart-shares-by-platform", "chart-signups", "chart-referral-funnel"]) {
    await expect(page.getByTestId(chart).locator("svg.recharts-surface")).toBeVisible();
  }
  expect(requests.some((url) => url.includes("admin-charts"))).toBe(true);

  // The tiles show what the server counted for the page.
  const users = await (await usersReply).json();
  const viral = await (await viralReply).json();
  const count = (n: number) => n.toLocaleString("en-US");
  await expect(page.getByTestId("admin-total-users")).toContainText(count(users.totalUsers));
  await expect(page.getByTestId("admin-active-users")).toContainText(count(users.activeUsers));
  await expect(page.getByTestId("admin-new-7d")).toContainText(count(users.newUsers7d));
  await expect(page.getByTestId("admin-total-shares")).toContainText(count(viral.shares.totalShares));
  await expect(page.getByTestId("admin-share-rate")).toContainText(`${viral.shares.shareRate.toFixed(1)}%`);
  await expect(page.getByTestId("admin-house-edge")).toContainText(/-?\d+\.\d{2}%/);
  await expect(page.getByTestId("admin-viral-coefficient")).toContainText("target 1.30");
  expect(users.totalUsers).toBeGreaterThanOrEqual(2);
  expect(viral.shares.sharesByPlatform.twitter).toBeGreaterThanOrEqual(2);
  expect(viral.shares.sharesByPlatform.copy).toBeGreaterThanOrEqual(1);

  const platforms = page.getByTestId("admin-shares-by-platform");
  await expect(platforms).toContainText(`Twitter / X${count(viral.shares.sharesByPlatform.twitter)}`);
  await expect(page.getByTestId("admin-top-sharers")).toContainText(ADMIN.email);

  // Top 10 lists by XP, credits and streak, e-mails included (admins only).
  const lists: Record<string, Array<{ email: string }>> = { xp: users.topByXp, credits: users.topByCredits, streak: users.topByStreak };
  for (const [metric, top] of Object.entries(lists)) {
    const list = page.getByTestId(`admin-top-${metric}`);
    await expect(list.getByRole("listitem")).toHaveCount(Math.min(10, users.totalUsers));
    await expect(list).toContainText(top[0]!.email);
  }
  await expect(page.getByRole("heading", { name: "Top 10 by XP" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top 10 by Credits" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top 10 by Streak" })).toBeVisible();
});

test.describe("the Match Feed panel", () => {
  const PROVIDER = "/api/admin/provider";
  const MINUTE = 60_000;
  /** A reply of GET /api/admin/provider, times counted from `now`. */
  const feed = (now: number, fields: Record<string, unknown> = {}) => ({
    provider: "api-football",
    competitions: ["39", "140"],
    state: "ok",
    lastSuccessAt: new Date(now - 3 * MINUTE).toISOString(),
    lastFailureAt: null,
    lastError: null,
    failuresInRow: 0,
    failuresTotal: 0,
    nextSyncAt: new Date(now + 7 * MINUTE).toISOString(),
    requestsLeftThisMinute: 9,
    limitStore: "shared",
    ...fields,
  });

  test("shows the provider the server reports, in the state it reports", async ({ page }) => {
    await enterAsAdmin(page);
    const reply = page.waitForResponse((response) => new URL(response.url()).pathname === PROVIDER);
    await page.goto("/admin");
    const status = await (await reply).json();
    const panel = page.getByTestId("admin-match-feed");
    await expect(page.getByRole("heading", { name: "Match Feed" })).toBeVisible();
    // The e2e server follows the simulated league, under its human name.
    expect(status.provider).toBe("simulated");
    await expect(panel.getByTestId("match-feed-provider")).toContainText("Simulated league");
    for (const competition of status.competitions) await expect(panel.getByRole("list", { name: "Competitions" })).toContainText(competition);
    const state = panel.getByTestId("match-feed-state");
    await expect(state).toHaveAttribute("data-state", status.state);
    // Where this instance counts limits, whatever the sync's state: the embedded server's own memory, or the shared store.
    await expect(panel.getByTestId("match-feed-limit-store")).toContainText(status.limitStore === "local" ? "Local on this instance" : "Shared");
    // Which state depends on whether the leader has recorded a sync yet; the panel must match the reply either way.
    if (status.state === "never-synced") {
      await expect(state).toContainText("Not synced yet");
    } else {
      await expect(panel.getByTestId("match-feed-failures")).toContainText(`${status.failuresInRow} in a row`);
      await expect(panel.getByTestId("match-feed-failures")).toContainText(`${status.failuresTotal} in total`);
      // The simulated league has no request limit.
      await expect(panel.getByTestId("match-feed-requests-left")).toContainText("Not reported");
    }
  });

  test("warns that the game serves the last data it has while the provider fails, and clears when a later read says it recovered", async ({
    page,
  }) => {
    await page.clock.install();
    await enterAsAdmin(page);
    const now = await page.evaluate(() => Date.now());
    let reply = feed(now, {
      state: "failing",
      lastSuccessAt: new Date(now - 42 * MINUTE).toISOString(),
      lastFailureAt: new Date(now - MINUTE).toISOString(),
      lastError: "API-Football: rate limit reached (HTTP 429)",
      failuresInRow: 3,
      failuresTotal: 12,
      nextSyncAt: new Date(now + 4 * MINUTE).toISOString(),
      requestsLeftThisMinute: 0,
      limitStore: "local",
    });
    let reads = 0;
    await page.route(`**${PROVIDER}`, async (route) => {
      reads += 1;
      await route.fulfill({ json: reply });
    });
    await page.goto("/admin");
    const panel = page.getByTestId("admin-match-feed");
    const state = panel.getByTestId("match-feed-state");
    await expect(state).toHaveAttribute("data-state", "failing");
    await expect(state).toContainText("Serving the last data it has: API-Football is failing");
    await expect(state).toContainText("The last 3 syncs failed");
    await expect(state).toContainText("42 minutes ago");
    await expect(panel.getByTestId("match-feed-provider")).toContainText("API-Football");
    await expect(panel.getByRole("list", { name: "Competitions" }).getByRole("listitem")).toHaveText(["39", "140"]);
    await expect(panel.getByTestId("match-feed-last-success")).toContainText("42 minutes ago");
    await expect(panel.getByTestId("match-feed-next-sync")).toContainText("In 4 minutes");
    await expect(panel.getByTestId("match-feed-failures")).toContainText("3 in a row");
    await expect(panel.getByTestId("match-feed-failures")).toContainText("12 in total");
    await expect(panel.getByTestId("match-feed-last-error")).toContainText("API-Football: rate limit reached (HTTP 429)");
    await expect(panel.getByTestId("match-feed-requests-left")).toContainText("0");
    await expect(panel.getByTestId("match-feed-limit-store")).toContainText("Local on this instance");
    // The local clock times, as the player's zone writes them ("Today 11:18").
    await expect(panel.getByTestId("match-feed-last-success").locator("time")).toHaveAttribute("datetime", reply.lastSuccessAt);

    // The next read, on the panel's own interval, finds the provider answering again.
    const before = reads;
    reply = feed(now, {
      lastError: "API-Football: rate limit reached (HTTP 429)",
      failuresTotal: 12,
      lastFailureAt: new Date(now - MINUTE).toISOString(),
    });
    await page.clock.fastForward(31_000);
    await expect(state).toHaveAttribute("data-state", "ok");
    expect(reads).toBeGreaterThan(before);
    await expect(state).toContainText("Syncing normally");
    await expect(panel.getByTestId("match-feed-failures")).toContainText("0 in a row");
    // The shared store answers again on the same read.
    await expect(panel.getByTestId("match-feed-limit-store")).toContainText("Shared");
    // The last error stays for the operator to read after the recovery.
    await expect(panel.getByTestId("match-feed-last-error")).toContainText("API-Football: rate limit reached (HTTP 429)");
  });

  test("says 'Not synced yet' before the first sync, and offers a retry when the status cannot be read", async ({ page }) => {
    await enterAsAdmin(page);
    const now = Date.now();
    let fail = true;
    await page.route(`**${PROVIDER}`, (route) =>
      fail
        ? route.fulfill({ status: 500, json: { message: "Something went wrong" } })
        : route.fulfill({
            json: feed(now, {
              provider: "openligadb",
              competitions: ["bl1"],
              state: "never-synced",
              lastSuccessAt: null,
              nextSyncAt: null,
              requestsLeftThisMinute: null,
            }),
          }),
    );
    await page.goto("/admin");
    const section = page.getByRole("region", { name: "Match Feed" });
    await expect(section.getByRole("alert")).toContainText("The match feed's status could not be loaded.");
    // The other panels do not wait on this one.
    await expect(page.getByTestId("admin-total-users")).toBeVisible();
    fail = false;
    await section.getByRole("button", { name: "Try again" }).click();
    const state = section.getByTestId("match-feed-state");
    await expect(state).toHaveAttribute("data-state", "never-synced");
    await expect(state).toContainText("Not synced yet");
    await expect(section.getByTestId("match-feed-provider")).toContainText("OpenLigaDB");
    await expect(section.getByRole("list", { name: "Competitions" })).toHaveText("bl1");
    // Nothing to time or count yet: only the provider is shown.
    for (const figure of ["match-feed-last-success", "match-feed-next-sync", "match-feed-failures", "match-feed-last-error"]) {
      await expect(section.getByTestId(figure)).toHaveCount(0);
    }
  });

  test("reads clearly in every state and both themes (axe: no serious or critical violation)", async ({ page }) => {
    await enterAsAdmin(page);
    const now = Date.now();
    const replies = {
      ok: feed(now),
      failing: feed(now, {
        state: "failing",
        failuresInRow: 2,
        failuresTotal: 5,
        lastError: "API-Football: HTTP 503",
        lastFailureAt: new Date(now).toISOString(),
      }),
      "never-synced": feed(now, { state: "never-synced", lastSuccessAt: null, nextSyncAt: null }),
    };
    let state: keyof typeof replies = "ok";
    await page.route(`**${PROVIDER}`, (route) => route.fulfill({ json: replies[state] }));
    for (const theme of ["dark", "light"]) {
      await page.evaluate((t) => localStorage.setItem("prophecy-league-theme", t), theme);
      for (const next of Object.keys(replies) as Array<keyof typeof replies>) {
        state = next;
        await page.goto("/admin");
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expect(page.getByTestId("match-feed-state")).toHaveAttribute("data-state", state);
        const serious = failing(await axeViolations(page, ['[data-testid="admin-match-feed"]']));
        expect
          .soft(
            serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary).join("; ")}`),
            `${state} [${theme}]`,
          )
          .toEqual([]);
      }
    }
  });

  for (const viewport of SCREENS) {
    test(`fits a ${viewport.width} px wide screen with a long error and many competitions`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await enterAsAdmin(page);
      const now = Date.now();
      await page.route(`**${PROVIDER}`, (route) =>
        route.fulfill({
          json: feed(now, {
            provider: "football-data",
            competitions: ["PL", "ELC", "BL1", "SA", "PD", "FL1", "DED", "PPL", "CL", "EC", "WC", "BSA"],
            state: "failing",
            failuresInRow: 1,
            failuresTotal: 1,
            lastFailureAt: new Date(now - MINUTE).toISOString(),
            lastError: `football-data.org: HTTP 403 ${"TheResourceYouAreLookingForIsRestricted".repeat(3)} please upgrade your subscription`,
          }),
        }),
      );
      await page.goto("/admin");
      const panel = page.getByTestId("admin-match-feed");
      await expect(panel.getByTestId("match-feed-state")).toContainText("The last sync failed");
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      const box = await panel.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    });
  }
});
