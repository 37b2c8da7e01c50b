import { expect, test, type Page } from "@playwright/test";
import { ADMIN, enterAsAdmin, signUpThroughUi } from "./helpers";

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
  await signUpThroughUi(page);
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
