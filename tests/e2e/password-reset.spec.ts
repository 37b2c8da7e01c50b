import { expect, test, type Locator, type Page } from "@playwright/test";
import { newPlayer, openPage, SCREENS, signUp, submitPastRateLimit } from "./helpers";

// "Forgot password?" end to end: the link arrives in the run's mailbox (tests/e2e/mailbox-server.ts),
// sets a new password once, and signs the account out everywhere else. A link past its hour is
// refused in the API test (password-reset.test.ts, on a fake clock): nothing here can age a link.

const NEW_PASSWORD = "a brand new passphrase";

/** The newest reset link's token sent to an address, once the mail has arrived. */
async function resetTokenFor(page: Page, email: string): Promise<string> {
  let token = "";
  await expect(async () => {
    const reply = await page.request.get(`${process.env.E2E_MAILBOX_URL}/token?link=reset&to=${encodeURIComponent(email)}`);
    expect(reply.ok()).toBe(true);
    token = ((await reply.json()) as { token: string }).token;
  }).toPass({ timeout: 10_000 });
  return token;
}

/** The field's own error: shown under it, announced with it, gone once the value is right. */
async function expectFieldError(field: Locator, message: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
}

async function expectNoFieldError(field: Locator): Promise<void> {
  await expect(field).not.toHaveAttribute("aria-invalid");
}

async function signIn(page: Page, email: string, password: string, success?: Locator): Promise<void> {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password").fill(password);
  await submitPastRateLimit(page, form, "Sign in", success);
}

for (const viewport of SCREENS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("a forgotten password is reset by the e-mailed link, once; the old password and the other sessions stop working", async ({
      page,
      browser,
    }) => {
      // The account is signed in elsewhere, as on a phone left signed in.
      const elsewhere = await browser.newContext();
      const otherDevice = await elsewhere.newPage();
      const player = await signUp(otherDevice, newPlayer("reset"));

      // 'Enter the Arena' still leads to /api/login, whose sign-in form offers the way out.
      await page.goto("/");
      await page.getByRole("link", { name: "Enter the Arena" }).click();
      await expect(page).toHaveURL(/\/api\/login$/);
      await page.getByRole("tab", { name: "Sign in" }).click();
      await page.getByRole("form", { name: "Sign in" }).getByLabel("E-mail").fill(player.email);
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();

      // The address typed on the sign-in form came along; a wrong one is named under its field.
      const ask = page.getByRole("form", { name: "Reset your password" });
      const email = ask.getByLabel("E-mail");
      await expect(email).toHaveValue(player.email);
      await email.fill("");
      await ask.getByRole("button", { name: "Send reset link" }).click();
      await expectFieldError(email, "Enter your e-mail address");
      await expect(email).toBeFocused();
      await email.fill("not-an-address");
      await expectFieldError(email, "Enter a valid e-mail address, like name@example.com");
      await email.fill(player.email);
      await expectNoFieldError(email);
      await ask.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByTestId("reset-requested")).toContainText(
        `If an account uses ${player.email}, a link to reset its password is on its way.`,
      );

      // The link from the mailbox opens the page for a new password; each field says what is wrong with it.
      const link = `/reset-password?token=${await resetTokenFor(page, player.email)}`;
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
      const form = page.getByRole("form", { name: "Choose a new password" });
      const password = form.getByLabel("New password", { exact: true });
      const confirmation = form.getByLabel("Confirm new password");
      const save = form.getByRole("button", { name: "Set new password" });
      await save.click();
      await expectFieldError(password, /^Enter a new password/);
      await expectFieldError(confirmation, "Type the new password again to confirm it");
      await password.fill("short");
      await expectFieldError(password, /^The new password must be at least 8 characters/);
      await password.fill("password1");
      await expectNoFieldError(password);
      await confirmation.fill("password2");
      await expectFieldError(confirmation, /do not match/);
      await confirmation.fill("password1");
      await expectNoFieldError(confirmation);
      // A common password passes the form's checks; the server refuses it, under the field.
      await save.click();
      await expectFieldError(password, /^This password is too common; choose another/);
      await password.fill(NEW_PASSWORD);
      await expectNoFieldError(password);
      await confirmation.fill(NEW_PASSWORD);
      await save.click();
      await expect(page.getByTestId("password-reset-done")).toContainText("Your password is changed");

      // Sign in: the old password no longer works, the new one does.
      await page.getByRole("link", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/api\/login$/);
      await signIn(page, player.email, player.password);
      await expect(page.getByRole("form", { name: "Sign in" }).getByRole("alert")).toHaveText("Wrong e-mail or password");
      await signIn(page, player.email, NEW_PASSWORD, page.getByTestId("header-credits"));
      await expect(page.getByTestId("header-credits")).toBeVisible();

      // The session on the other device ended with the reset.
      await openPage(otherDevice, "/");
      await expect(otherDevice.getByRole("link", { name: "Enter the Arena" })).toBeVisible();
      await elsewhere.close();

      // The same link again, as a second click in the e-mail would: refused, with the way to a new one.
      await page.goto(link);
      await form.getByLabel("New password", { exact: true }).fill("another new passphrase");
      await form.getByLabel("Confirm new password").fill("another new passphrase");
      await form.getByRole("button", { name: "Set new password" }).click();
      const refused = page.getByTestId("reset-link-refused");
      await expect(refused.getByRole("alert")).toHaveText(
        "This reset link was already used: ask for a new one if you need to reset your password again",
      );
      await refused.getByRole("link", { name: "Ask for a new link" }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}

test("a broken reset link says so without asking for a password", async ({ page }) => {
  await page.goto("/reset-password?token=not-a-token");
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expect(page.getByTestId("reset-link-refused")).toContainText("This reset link is incomplete or broken");
  await expect(page.getByLabel("New password")).toHaveCount(0);
});
