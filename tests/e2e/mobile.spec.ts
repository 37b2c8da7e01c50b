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
