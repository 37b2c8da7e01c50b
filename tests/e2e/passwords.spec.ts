import { expect, test } from "@playwright/test";
import { newPlayer, submitPastRateLimit } from "./helpers";

test("sign-up refuses a common password with the server's message, and takes a good one", async ({ page }) => {
  const player = newPlayer("pw");
  await page.goto("/api/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  const form = page.getByRole("form", { name: "Create account" });
  await expect(form.getByText("At least 8 characters, not a common password")).toBeVisible();
  await form.getByLabel("E-mail").fill(player.email);
  await form.getByLabel("Username").fill(player.username);
  await form.getByLabel("Password").fill("password1");
  await form.getByRole("checkbox").check();
  await submitPastRateLimit(page, form, "Create account");
  await expect(form.getByRole("alert")).toHaveText("This password is too common; choose another");
  await form.getByLabel("Password").fill(player.password);
  await submitPastRateLimit(page, form, "Create account", page.getByTestId("header-credits"));
  await expect(page.getByTestId("header-credits")).toBeVisible();
});
