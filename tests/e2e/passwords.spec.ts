import { expect, test } from "@playwright/test";
import { fillSignUpForm, newPlayer, submitPastRateLimit } from "./helpers";

test("sign-up refuses a common password with the server's message, and takes a good one", async ({ page }) => {
  const player = newPlayer("pw");
  await page.goto("/api/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  const form = page.getByRole("form", { name: "Create account" });
  await expect(form.getByText("At least 8 characters, not a common password")).toBeVisible();
  await fillSignUpForm(form, { ...player, password: "password1" });
  await submitPastRateLimit(page, form, "Create account");
  await expect(form.getByRole("alert")).toHaveText("This password is too common; choose another");
  await form.getByLabel("Password").fill(player.password);
  await submitPastRateLimit(page, form, "Create account", page.getByTestId("header-credits"));
  await expect(page.getByTestId("header-credits")).toBeVisible();
});
