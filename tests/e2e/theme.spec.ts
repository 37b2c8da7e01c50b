import { expect, test } from "@playwright/test";

test("dark by default; the light choice survives a reload", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);
  await page.getByTestId("theme-toggle").click();
  await expect(html).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem("prophecy-league-theme"))).toBe("light");
  await page.reload();
  await expect(html).toHaveClass(/light/);
  await page.getByTestId("theme-toggle").click();
  await page.reload();
  await expect(html).toHaveClass(/dark/);
});
