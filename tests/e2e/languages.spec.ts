import { expect, test, type Page } from "@playwright/test";
import type { User } from "../../src/shared/api/auth";
import { getJson, newPlayer, openPage, reloadPage, SCREENS } from "./helpers";

// The game in the player's language (docs/decisions.md#languages): the first visit follows the
// browser, the footer's switch holds across reload and sign-in, the account carries the choice to
// another device, and credits are written as the language writes numbers.

/** Nothing wider than the screen: no sideways scrolling in a longer language. */
async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "page wider than the screen").toBeLessThanOrEqual(0);
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width}×${screen.height}`, () => {
    test.use({ viewport: screen });

    test.describe("a browser asking for German", () => {
      test.use({ locale: "de-DE" });

      test("gets the landing in German on the first visit, fitting the screen", async ({ page }) => {
        await openPage(page, "/");
        await expect(page.locator("html")).toHaveAttribute("lang", "de");
        await expect(page.getByRole("link", { name: "Ab in die Arena" })).toBeVisible();
        await expect(page.getByText("Nur Spielgeld. Kein echter Wert. Ab 13 Jahren.")).toBeVisible();
        await expect(page.getByText(/Starte mit ₡10\.000 Spielgeld/)).toBeVisible();
        await expect(page.getByRole("heading", { name: "Rechtliches" })).toBeVisible();
        await expect(page.getByText("Enter the Arena")).toHaveCount(0);
        await expect(page.getByTestId("language-switch")).toHaveValue("de");
        await fitsTheScreen(page);
      });
    });

    test("switches from the footer, keeps the choice across a reload and onto the account, and writes credits its way", async ({ page }) => {
      await openPage(page, "/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await page.getByTestId("language-switch").selectOption("pt-BR");
      await expect(page.getByRole("link", { name: "Entrar na Arena" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
      await reloadPage(page);
      await expect(page.getByRole("link", { name: "Entrar na Arena" })).toBeVisible();

      // Signed up in Portuguese: the account keeps it, and the header's credits are written the Brazilian way.
      expect((await page.request.post("/api/auth/signup", { data: newPlayer("lang") })).status()).toBe(201);
      expect((await getJson<User>(page, "/api/auth/user")).locale).toBe("pt-BR");
      await openPage(page, "/");
      await expect(page.getByTestId("header-credits")).toHaveText("₡10.000");
      await expect(page.getByRole("link", { name: "Palpites" }).first()).toBeVisible();
      await fitsTheScreen(page);

      // Switching again while signed in changes the account too, and nothing else.
      await page.getByTestId("language-switch").selectOption("de");
      await expect(page.getByTestId("header-credits")).toHaveText("₡10.000");
      await expect(page.getByRole("link", { name: "Tipps" }).first()).toBeVisible();
      await expect.poll(async () => (await getJson<User>(page, "/api/auth/user")).locale).toBe("de");
      expect((await getJson<User>(page, "/api/auth/user")).credits).toBe(10_000);
    });

    test("an account's language follows the player to another device", async ({ page, browser }) => {
      const player = newPlayer("lang");
      expect((await page.request.post("/api/auth/signup", { data: player, headers: { "accept-language": "es-AR,es;q=0.9" } })).status()).toBe(201);
      expect((await getJson<User>(page, "/api/auth/user")).locale).toBe("es");

      // Another device, whose browser asks for English: signed in, the page turns Spanish, and stays so.
      const device = await browser.newContext({ viewport: screen, locale: "en-US" });
      const other = await device.newPage();
      expect((await other.request.post("/api/auth/signin", { data: { email: player.email, password: player.password } })).status()).toBe(200);
      await openPage(other, "/");
      await expect(other.locator("html")).toHaveAttribute("lang", "es");
      await expect(other.getByRole("link", { name: "Pronósticos" }).first()).toBeVisible();
      await reloadPage(other);
      await expect(other.locator("html")).toHaveAttribute("lang", "es");
      await device.close();
    });
  });
}
