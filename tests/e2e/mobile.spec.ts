import { expect, test } from "@playwright/test";
import { signUpThroughUi } from "./helpers";

test("mobile header: Stats is an icon, no Invite button", async ({ page }) => {
  await signUpThroughUi(page);
  const stats = page.getByRole("link", { name: "Stats" });
  await expect(stats).toBeVisible();
  await expect(stats.getByText("Stats")).toBeHidden();
  await expect(page.getByRole("button", { name: "Invite" })).toBeHidden();
  await expect(page.getByTestId("header-credits")).toHaveText("₡10,000");
});

test("every header icon has a name and a tooltip below it, on the screen", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signUpThroughUi(page);
  const header = page.getByRole("banner");
  for (const [control, hint] of [
    [header.getByRole("link", { name: "Stats" }), "Stats"],
    [header.getByRole("button", { name: "Notifications" }), "Notifications"],
    [header.getByRole("button", { name: /Switch to (light|dark) theme/ }), "Light or dark theme"],
    [header.getByRole("link", { name: "Log out" }), "Log out"],
  ] as const) {
    await control.hover();
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toHaveText(hint);
    await expect(tooltip).toBeInViewport({ ratio: 1 });
    await expect(control).toHaveAccessibleDescription(hint);
    await page.mouse.move(5, 500);
    await expect(tooltip).toHaveCount(0);
  }
});
