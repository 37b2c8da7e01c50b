import { expect, test } from "@playwright/test";
import { createLeagueThroughUi, openPage, reloadPage, signUp } from "./helpers";

test("the bell counts a notification that arrives while the page is open, lists it, marks it read and leads to it", async ({ page, browser }) => {
  // Two accounts, a league and four page loads: on a loaded CI machine this took more than 30 s.
  test.slow();
  await signUp(page);
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName("Notifications");
  await bell.click();
  const panel = page.getByRole("region", { name: "Notifications" });
  await expect(panel).toContainText("Nothing yet.");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await createLeagueThroughUi(page, "Bell Ringers");
  const code = (await page.getByTestId("league-code").textContent())!;
  const leaguePath = new URL(page.url()).pathname;
  await openPage(page, "/");

  // A friend joins from another browser; the owner's open arena hears of it over the socket.
  const other = await browser.newContext();
  const friendPage = await other.newPage();
  const friend = await signUp(friendPage);
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
  // When it came, in the one date format: a moment of today is "Today 18:30" (shared/dates.ts).
  await expect(item.locator("time")).toHaveText(/^(Today|Yesterday) \d{2}:\d{2}$/);
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

test("the bell leads to its settings, and says why e-mail cannot be chosen yet", async ({ page }) => {
  await signUp(page);
  await page.getByTestId("notification-bell").click();
  const panel = page.getByRole("region", { name: "Notifications" });
  await expect(panel.getByRole("button", { name: "Mark all read" })).toBeDisabled();
  await panel.getByRole("link", { name: "Notification settings" }).click();
  await expect(page).toHaveURL(/\/profile#reminders$/);
  await expect(panel).toBeHidden();
  const settings = page.getByRole("form", { name: "Kick-off reminders" });
  await expect(settings).toBeInViewport();
  const email = settings.getByRole("group", { name: "Featured matches" }).getByLabel("By e-mail");
  await expect(email).toBeDisabled();
  await expect(email).toHaveAccessibleDescription("E-mail reminders: Confirm your e-mail address on your profile first.");
});

test("the bell fits a phone's header", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUp(page);
  await expect(page.getByTestId("notification-bell")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByTestId("notification-bell").click();
  const box = await page.getByRole("region", { name: "Notifications" }).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
});

test("a player sets kick-off reminders on the profile, finds them kept, and turns them all off in one click", async ({ page }) => {
  await signUp(page, undefined, "", null);
  await openPage(page, "/profile");
  const settings = page.getByRole("form", { name: "Kick-off reminders" });
  const bell = (group: string) => settings.getByRole("group", { name: group }).getByLabel("In the bell");
  const email = (group: string) => settings.getByRole("group", { name: group }).getByLabel("By e-mail");
  // Quiet until chosen; e-mail waits for a proven address.
  for (const group of ["Matches I backed or picked", "Featured matches", "Matches of competitions I follow", "Matches I haven't picked yet"]) {
    await expect(bell(group)).not.toBeChecked();
    await expect(email(group)).toBeDisabled();
  }
  await expect(settings).toContainText("E-mail reminders: Confirm your e-mail address on your profile first.");
  await expect(settings.getByRole("button", { name: "Turn all reminders off" })).toBeDisabled();
  await expect(settings.getByRole("group", { name: "Matches I haven't picked yet" })).toHaveAccessibleDescription(
    "The featured match and matches of the competitions I follow, until I make my pick.",
  );

  await settings.getByLabel("Remind me before kick-off").selectOption({ label: "3 hours" });
  await bell("Matches I backed or picked").check();
  await bell("Matches of competitions I follow").check();
  await bell("Matches I haven't picked yet").check();
  const competitions = settings.getByRole("group", { name: "Competitions I follow" }).getByRole("checkbox");
  await competitions.first().check();
  await settings.getByRole("button", { name: "Save Reminders" }).click();
  await expect(page.getByText("Reminders saved", { exact: true })).toBeVisible();

  await reloadPage(page);
  await expect(settings.getByLabel("Remind me before kick-off")).toHaveValue("180");
  await expect(bell("Matches I backed or picked")).toBeChecked();
  await expect(bell("Featured matches")).not.toBeChecked();
  await expect(bell("Matches I haven't picked yet")).toBeChecked();
  await expect(competitions.first()).toBeChecked();
  const kept = await (await page.request.get("/api/notifications/preferences")).json();
  expect(kept.preferences.reminders.unpicked).toEqual({ inApp: true, email: false, push: false });

  await settings.getByRole("button", { name: "Turn all reminders off" }).click();
  await expect(page.getByText("All reminders off", { exact: true })).toBeVisible();
  await reloadPage(page);
  await expect(bell("Matches I backed or picked")).not.toBeChecked();
  await expect(bell("Matches of competitions I follow")).not.toBeChecked();
  await expect(bell("Matches I haven't picked yet")).not.toBeChecked();
  const saved = await (await page.request.get("/api/notifications/preferences")).json();
  expect(saved.preferences.reminders).toEqual({
    backed: { inApp: false, email: false, push: false },
    featured: { inApp: false, email: false, push: false },
    followed: { inApp: false, email: false, push: false },
    unpicked: { inApp: false, email: false, push: false },
  });
  expect(saved.preferences.leadMinutes).toBe(180);
});

// In the full browser a player has (the "full-browser" project, playwright.config.ts): the headless shell the rest of
// the suite runs on denies notifications outright, where a player's browser says "default" until it asks.
test(
  "the app is installable and works offline, and asks for notifications only when the player asks for push",
  { tag: "@full-browser" },
  async ({ page, context }) => {
    await signUp(page);
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ name: "The Prophecy League", start_url: "/", display: "standalone" });
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);

    // Loading the settings asks nothing; the button asks, then says why this browser cannot subscribe
    // (Chromium here has no push service to reach).
    await openPage(page, "/profile");
    const settings = page.getByRole("form", { name: "Kick-off reminders" });
    await expect(settings).toContainText("Push reminders: Allow notifications on this device first.");
    expect(await page.evaluate(() => Notification.permission)).toBe("default");
    await expect(settings.getByRole("group", { name: "Featured matches" }).getByLabel("By push")).toBeDisabled();
    await context.grantPermissions(["notifications"]);
    await settings.getByRole("button", { name: "Allow notifications on this device" }).click();
    await expect(page.getByText("Push is not available here", { exact: true })).toBeVisible();
    await expect(page.getByText("This browser could not reach its push service", { exact: true })).toBeVisible();

    // Offline, a page opened shows the offline page from the service worker.
    await page.reload();
    await expect(settings).toBeVisible();
    await context.setOffline(true);
    await page.goto("/stats").catch(() => undefined);
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await context.setOffline(false);
  },
);
