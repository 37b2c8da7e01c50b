import { expect, test } from "@playwright/test";
import { openPage, signUpThroughUi } from "./helpers";

test("the bell counts a notification that arrives while the page is open, lists it, marks it read and leads to it", async ({ page, browser }) => {
  await signUpThroughUi(page);
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName("Notifications");
  await bell.click();
  const panel = page.getByRole("region", { name: "Notifications" });
  await expect(panel).toContainText("Nothing yet.");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await openPage(page, "/leagues");
  const create = page.getByRole("form", { name: "Create a league" });
  await create.getByLabel("League name").fill("Bell Ringers");
  await create.getByRole("button", { name: "Create League" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bell Ringers" })).toBeVisible();
  const code = (await page.getByTestId("league-code").textContent())!;
  const leaguePath = new URL(page.url()).pathname;
  await openPage(page, "/");

  // A friend joins from another browser; the owner's open arena hears of it over the socket.
  const other = await browser.newContext();
  const friendPage = await other.newPage();
  const friend = await signUpThroughUi(friendPage);
  const joined = await friendPage.request.post("/api/leagues/join", { data: { code } });
  expect(joined.status()).toBe(200);
  await other.close();
  await expect(page.getByTestId("notification-count")).toHaveText("1", { timeout: 10_000 });
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");

  await bell.click();
  const item = panel.getByTestId("notification");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`${friend.username} joined Bell Ringers`);
  await expect(item).toContainText("(new)");
  await expect(page.getByTestId("notification-count")).toBeHidden();
  await item.click();
  await expect(page).toHaveURL(new RegExp(`${leaguePath}$`));
  await expect(panel).toBeHidden();

  // Read now: after a reload it is no longer new, and the count stays away.
  await openPage(page, "/");
  await expect(bell).toHaveAccessibleName("Notifications");
  await bell.click();
  await expect(panel.getByTestId("notification")).not.toContainText("(new)");
  await page.mouse.click(5, 400);
  await expect(panel).toBeHidden();
});

test("the bell fits a phone's header", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughUi(page);
  await expect(page.getByTestId("notification-bell")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByTestId("notification-bell").click();
  const box = await page.getByRole("region", { name: "Notifications" }).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
});
