import { expect, test } from "@playwright/test";
import { fillSignUpForm, newPlayer, reloadPage, signUpThroughUi, submitPastRateLimit } from "./helpers";

test("sign up, keep the session across reloads, sign out and sign in again", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "The Prophecy League", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Enter the Arena" }).click();
  await expect(page).toHaveURL(/\/api\/login$/);
  // A browser that has never signed in opens on "Create account".
  await expect(page.getByRole("form", { name: "Create account" })).toBeVisible();

  const player = await signUpThroughUi(page, newPlayer());
  await expect(page.getByTestId("header-credits")).toHaveText("₡10,000");
  await expect(page.getByTestId("header-profile")).toContainText(player.username);
  await expect(page.getByTestId("header-streak")).toHaveCount(0);
  await expect(page.getByText("where legends meet code")).toBeVisible();

  await reloadPage(page);
  await expect(page.getByTestId("header-credits")).toHaveText("₡10,000");

  await page.getByRole("link", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Enter the Arena" })).toBeVisible();
  await reloadPage(page);
  await expect(page.getByRole("link", { name: "Enter the Arena" })).toBeVisible();

  // Signed in once on this browser, the player comes back to the sign-in tab.
  await page.goto("/api/login");
  await expect(page.getByRole("tab", { name: "Sign in" })).toHaveAttribute("aria-selected", "true");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("E-mail").fill(player.email);
  await form.getByLabel("Password").fill("wrong-password");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wrong e-mail or password");
  await form.getByLabel("Password").fill(player.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("header-credits")).toHaveText("₡10,000");
});

test("sign-up refuses a taken username with the server's message", async ({ page }) => {
  const first = await signUpThroughUi(page, newPlayer("t"));
  await page.context().clearCookies();
  await page.goto("/api/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  const form = page.getByRole("form", { name: "Create account" });
  await fillSignUpForm(form, { email: `other-${first.email}`, username: first.username, password: "long enough pass" });
  await submitPastRateLimit(page, form, "Create account");
  await expect(page.getByRole("alert")).toHaveText("That username is taken");
});

test("the invite button opens the invite dialog with the referral link", async ({ page }) => {
  await signUpThroughUi(page);
  await page.getByRole("button", { name: "Invite" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite Friends & Earn" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Your referral link")).toHaveValue(/\?ref=PROPHET-[A-Z2-9]{6}$/);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toHaveCount(0);
});
