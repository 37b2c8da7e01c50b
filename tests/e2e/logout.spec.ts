import { expect, test } from "@playwright/test";
import { signUp } from "./helpers";

test("a logout another site starts asks first; the button logs out, 'Stay signed in' keeps the session", async ({ page, baseURL }) => {
  const player = await signUp(page, undefined, "", null);
  // Another site (localhost is another site than 127.0.0.1) links to the logout navigation.
  const elsewhere = baseURL!.replace("127.0.0.1", "localhost");
  const fromElsewhere = async () => {
    await page.goto(`${elsewhere}/about`);
    await page.evaluate((target) => (window.location.href = target), `${baseURL}/api/logout`);
    await expect(page).toHaveURL(`${baseURL}/logout`);
  };

  await fromElsewhere();
  await expect(page.getByRole("heading", { name: "Log out?" })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${player.username}.`)).toBeVisible();
  await page.getByRole("link", { name: "Stay signed in" }).click();
  await expect(page.getByTestId("header-credits")).toBeVisible();

  await fromElsewhere();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Enter the Arena" })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  await page.goto("/logout");
  await expect(page.getByRole("heading", { name: "You are signed out" })).toBeVisible();
});
