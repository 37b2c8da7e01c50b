import { expect, test } from "@playwright/test";
import { openPage, reloadPage } from "./helpers";

test("dark by default; the light choice survives a reload", async ({ page }) => {
  // The theme is applied before first paint by index.html's inline script, which the CSP allows by
  // its hash: a refused script would leave a dark flash, which React alone would then hide.
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // The arena is server-rendered: a press before hydration would land on a button with no handler yet.
  await openPage(page, "/");
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);
  await page.getByRole("button", { name: /Switch to (light|dark) theme/ }).click();
  await expect(html).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem("prophecy-league-theme"))).toBe("light");
  await reloadPage(page);
  await expect(html).toHaveClass(/light/);
  await page.getByRole("button", { name: /Switch to (light|dark) theme/ }).click();
  await reloadPage(page);
  await expect(html).toHaveClass(/dark/);
  expect(refused).toEqual([]);
});

test("the stored light theme is on <html> before any module script runs", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("prophecy-league-theme", "light"));
  // No module scripts at all: only the inline theme script can set the class.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/about");
  await expect(page.locator("html")).toHaveClass(/light/);
});
