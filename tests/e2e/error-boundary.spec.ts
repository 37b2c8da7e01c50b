import { expect, test } from "@playwright/test";
import { signUpThroughUi } from "./helpers";

test("a page that fails to render shows what happened, and Try again renders it afresh", async ({ page }) => {
  await signUpThroughUi(page);
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
  await page.route(/\/assets\/about-[^/]*\.js$/, (route) => ((requests += 1), route.abort()));
  await page.goto("/about");
  const alert = page.getByRole("alert").filter({ hasText: "This page could not load" });
  await expect(alert).toBeVisible();
  // Once on its own (a deploy renames chunks), not in a loop: the code was asked for on two loads.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("prophecy-league-chunk-reload"))).not.toBeNull();
  expect(requests).toBeGreaterThanOrEqual(2);

  await page.unroute(/\/assets\/about-[^/]*\.js$/);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { name: "About Us", level: 1 })).toBeVisible();
});
