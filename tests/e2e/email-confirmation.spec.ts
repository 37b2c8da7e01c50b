import { expect, test } from "@playwright/test";
import { confirmEmailThroughUi, newPlayer, signUp } from "./helpers";

test("a player confirms their e-mail from the profile; the prompt goes and the link is spent", async ({ page }) => {
  const player = await signUp(page, newPlayer("mail"), "", null);
  await page.goto("/profile");
  await expect(page.getByTestId("email-confirmation")).toContainText(player.email);
  await confirmEmailThroughUi(page, player.email);
  const link = page.url();

  await page.getByRole("link", { name: "Go to your profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("stat-credits")).toBeVisible();
  await expect(page.getByTestId("email-confirmation")).toHaveCount(0);

  // The same link again, as a second click in the e-mail would: spent, with a way forward.
  await page.goto(link);
  await expect(page.getByTestId("email-confirm-result")).toContainText("expired or was already used");
});

test("a broken confirmation link says so", async ({ page }) => {
  await page.goto("/verify-email?token=not-a-token");
  await expect(page.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
  await expect(page.getByTestId("email-confirm-result")).toContainText("The confirmation link is incomplete or broken");
});
