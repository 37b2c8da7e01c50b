import { expect, type Page } from "@playwright/test";

let counter = 0;

/** A fresh player's credentials, unique per run. */
export function newPlayer(prefix = "p") {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { email: `${prefix}${tag}@e2e.test`, username: `${prefix}${tag}`.slice(0, 20), password: "prophecy-pass-1" };
}

/** Signs up through the sign-in screen and lands in the arena (of `base`, default the e2e server). */
export async function signUpThroughUi(page: Page, player = newPlayer(), base = "") {
  await page.goto(`${base}/api/login`);
  await page.getByRole("tab", { name: "Create account" }).click();
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("E-mail").fill(player.email);
  await form.getByLabel("Username").fill(player.username);
  await form.getByLabel("Password").fill(player.password);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("header-credits")).toBeVisible();
  return player;
}
