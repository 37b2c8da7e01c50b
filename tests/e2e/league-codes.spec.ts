import { expect, test } from "@playwright/test";
import { createLeagueThroughUi, newPlayer, openPage, signUp } from "./helpers";

test("a removed member cannot walk back in, and the owner can change the invite code", async ({ page, browser }) => {
  await signUp(page, undefined, "", null);
  await createLeagueThroughUi(page, "Closed Doors");
  const code = page.getByTestId("league-code");
  const first = (await code.textContent())!;

  // A friend joins with the link.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  const friend = await signUp(friendPage, newPlayer("k"), "", null);
  await openPage(friendPage, `/leagues/join/${first}`);
  await friendPage.getByTestId("league-invite").getByRole("button", { name: "Join League" }).click();
  await expect(friendPage.getByRole("heading", { level: 1, name: "Closed Doors" })).toBeVisible();

  // The owner removes them: the league's code changes on the owner's page, and the toast says so.
  await openPage(page, page.url());
  page.on("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: `Remove ${friend.username}` }).click();
  await expect(page.getByText(`${friend.username} was removed`, { exact: true })).toBeVisible();
  await expect(page.getByText("The league has a new invite code", { exact: true })).toBeVisible();
  await expect(page.getByTestId("league-members").locator("li")).toHaveCount(1);
  await expect(code).not.toHaveText(first);
  const second = (await code.textContent())!;
  await expect(page.getByTestId("league-link")).toHaveText(new RegExp(`/leagues/join/${second}$`));

  // The old link, the one the removed member was shown, no longer opens the league.
  await openPage(friendPage, `/leagues/join/${first}`);
  await expect(friendPage.getByTestId("league-invite")).toContainText("This invite is not valid any more");

  // The owner asks for another code: the one before it stops working too.
  await page.getByRole("button", { name: "New Code" }).click();
  await expect(page.getByText("New invite code", { exact: true })).toBeVisible();
  await expect(code).not.toHaveText(second);
  const third = (await code.textContent())!;
  await openPage(friendPage, `/leagues/join/${second}`);
  await expect(friendPage.getByTestId("league-invite")).toContainText("This invite is not valid any more");
  await openPage(friendPage, `/leagues/join/${third}`);
  await expect(friendPage.getByTestId("league-invite")).toContainText("Closed Doors");
  await friendContext.close();
});

test("only the owner is offered a new invite code", async ({ page, browser }) => {
  await signUp(page, undefined, "", null);
  await createLeagueThroughUi(page, "Owner Only");
  await expect(page.getByRole("button", { name: "New Code" })).toBeVisible();
  const code = (await page.getByTestId("league-code").textContent())!;

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signUp(memberPage, newPlayer("m"), "", null);
  await openPage(memberPage, `/leagues/join/${code}`);
  await memberPage.getByTestId("league-invite").getByRole("button", { name: "Join League" }).click();
  await expect(memberPage.getByRole("heading", { level: 1, name: "Owner Only" })).toBeVisible();
  await expect(memberPage.getByTestId("league-code")).toHaveText(code);
  await expect(memberPage.getByRole("button", { name: "New Code" })).toHaveCount(0);
  await memberContext.close();
});
