import { expect, test } from "@playwright/test";
import { reloadPage, signUp } from "./helpers";

test("a player turns their public card off in the profile; strangers then learn nothing at /u/{name}", async ({ page, browser }) => {
  const player = await signUp(page, undefined, "", null);
  await page.goto("/profile");
  const privacy = page.getByTestId("privacy-settings");
  const toggle = privacy.getByRole("switch", { name: /Public achievement card/ });
  await expect(toggle).toBeChecked();

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  const before = await visitor.request.get(`/u/${player.username}`);
  expect(await before.text()).toContain(player.username);

  await toggle.press("Space");
  await expect(page.getByText("Your card is private").first()).toBeVisible();
  await reloadPage(page);
  await expect(page.getByTestId("privacy-settings").getByRole("switch", { name: /Public achievement card/ })).not.toBeChecked();

  const after = await visitor.request.get(`/u/${player.username}`);
  expect(after.status()).toBe(200);
  const html = await after.text();
  expect(html).not.toContain(player.username);
  expect(html).not.toContain("Credits Earned");
  expect((await visitor.request.get(`/og/u/${player.username}.png`)).status()).toBe(404);

  // Signed in, the player's own page says there is no card rather than showing a broken image.
  await page.goto(`/u/${player.username}`);
  await expect(page.getByTestId("card-unavailable")).toBeVisible();
  await stranger.close();
});
