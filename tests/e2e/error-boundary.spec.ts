import { expect, test } from "@playwright/test";
import { signUp } from "./helpers";

test("a page that fails to render shows what happened, and Try again renders it afresh", async ({ page }) => {
  await signUp(page);
  // The first read of the bet history comes back with a date the page cannot draw.
  const unreadable = [
    { id: 1, userId: 1, matchId: 1, aiSelected: "Grok", stake: 100, payout: null, outcome: null, createdAt: "not a date", match: null },
  ];
  let broken = true;
  await page.route("**/api/bets/history", (route) => (broken ? ((broken = false), route.fulfill({ json: unreadable })) : route.continue()));
  await page.goto("/profile");
  const alert = page.getByRole("alert").filter({ hasText: "Something went wrong" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Your credits and bets are safe.");
  await expect(page.getByRole("link", { name: "Back to the arena" })).toHaveAttribute("href", "/");

  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Betting History" })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("a page whose code cannot load reloads once, then offers a reload that brings it back", async ({ page }) => {
  let requests = 0;
  let documents = 0; // pages the tab asked for
  let shown = 0; // pages the tab went on to show
  await page.route(/\/assets\/about-[^/]*\.js$/, (route) => ((requests += 1), route.abort()));
  page.on("request", (request) => void (request.isNavigationRequest() && request.frame() === page.mainFrame() && (documents += 1)));
  page.on("framenavigated", (frame) => void (frame === page.mainFrame() && (shown += 1)));
  await page.goto("/about");
  // Once on its own (a deploy renames chunks), not in a loop: the page loads twice, and the code was
  // asked for on both. The first page's alert shows briefly before its reload, so the checks wait for
  // the second page to show before they read it.
  await expect.poll(() => shown).toBeGreaterThanOrEqual(2);
  const alert = page.getByRole("alert").filter({ hasText: "This page could not load" });
  await expect(alert).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("prophecy-league-chunk-reload"))).not.toBeNull();
  expect(requests).toBeGreaterThanOrEqual(2);
  expect(documents).toBe(2);

  await page.unroute(/\/assets\/about-[^/]*\.js$/);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { name: "About Us", level: 1 })).toBeVisible();
});
