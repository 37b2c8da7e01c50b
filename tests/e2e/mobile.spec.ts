import { expect, test } from "@playwright/test";
import { signUp } from "./helpers";

test("mobile header: Stats is an icon, no Invite button", async ({ page }) => {
  await signUp(page);
  const stats = page.getByRole("link", { name: "Stats" });
  await expect(stats).toBeVisible();
  await expect(stats.getByText("Stats")).toBeHidden();
  await expect(page.getByRole("button", { name: "Invite" })).toBeHidden();
  await expect(page.getByTestId("header-credits")).toHaveText("₡10,000");
});

test("every header icon has a name and a tooltip below it, on the screen", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signUp(page);
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

test("on a 360 px phone every header control is a 44 px target apart from the next, and a streak leaves the logo whole", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signUp(page);
  // A streak needs a won bet, which takes a match to the end: the page and the account read are given one instead.
  // On the context, so requests the service worker makes are given it too.
  await page.context().route(
    (url) => url.pathname === "/" || url.pathname === "/api/auth/user",
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replaceAll('"streak":0', '"streak":12') });
    },
  );
  await page.reload();
  const header = page.getByRole("banner");
  await expect(page.getByTestId("header-streak")).toHaveText(/^12/);
  const controls = [
    header.getByRole("link", { name: /The Prophecy League/ }),
    header.getByRole("link", { name: "Stats" }),
    page.getByTestId("header-profile"),
    header.getByRole("button", { name: "Notifications" }),
    header.getByRole("link", { name: "Log out" }),
  ];
  const boxes: { x: number; width: number }[] = [];
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    if (control !== controls[0]) expect(box.width).toBeGreaterThanOrEqual(44);
    boxes.push(box);
  }
  // Left to right, none overlapping, the last within the screen.
  boxes.slice(1).forEach((box, i) => expect(box.x).toBeGreaterThanOrEqual(boxes[i]!.x + boxes[i]!.width));
  expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(360);
  const mark = (await header.locator("img").first().boundingBox())!;
  expect([mark.width, mark.height]).toEqual([32, 32]);
  // The theme switch waits in the row under the bar, beside Picks and Leagues, at the same size.
  const theme = page.getByTestId("play-links").getByRole("button", { name: /Switch to (light|dark) theme/ });
  const themeBox = (await theme.boundingBox())!;
  expect(Math.min(themeBox.width, themeBox.height)).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
});
