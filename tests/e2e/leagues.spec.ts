import { expect, test } from "@playwright/test";
import { newPlayer, openPage, signUpThroughUi } from "./helpers";

test("a player creates a league, a friend joins it by link through sign-up, and the table shows both with the guests", async ({ page, browser }) => {
  const owner = await signUpThroughUi(page);
  await page.getByRole("link", { name: "Leagues" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Leagues" })).toBeVisible();
  await expect(page.getByText("You are in no league yet.")).toBeVisible();

  const create = page.getByRole("form", { name: "Create a league" });
  await expect(create.getByRole("button", { name: "Create League" })).toBeDisabled();
  await create.getByLabel("League name").fill("Friday Prophets");
  await create.getByRole("button", { name: "Create League" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Friday Prophets" })).toBeVisible();
  const code = (await page.getByTestId("league-code").textContent())!;
  const link = (await page.getByTestId("league-link").textContent())!;
  expect(link).toMatch(new RegExp(`/leagues/join/${code}$`));

  const table = page.getByTestId("league-table");
  await expect(table.getByTestId("league-row")).toHaveCount(1);
  await expect(table.getByTestId("league-row")).toContainText(owner.username);
  await expect(table.getByTestId("league-row")).toContainText("You");
  await expect(table.getByTestId("league-guest")).toHaveCount(3);
  await expect(table).toContainText("El Divino");
  await expect(table).toContainText("The Crowd");

  // A friend opens the link signed out, signs up, and comes back to the invite.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await friendPage.goto(new URL(link).pathname);
  const friend = newPlayer("f");
  await signUpThroughUi(friendPage, friend, "", new RegExp(`/leagues/join/${code}$`));
  const invite = friendPage.getByTestId("league-invite");
  await expect(invite).toContainText("Friday Prophets");
  await expect(invite).toContainText(`by ${owner.username}`);
  await invite.getByRole("button", { name: "Join League" }).click();
  await expect(friendPage.getByRole("heading", { level: 1, name: "Friday Prophets" })).toBeVisible();
  await expect(friendPage.getByTestId("league-members").locator("li")).toHaveCount(2);
  await expect(friendPage.getByRole("button", { name: "Leave League" })).toBeVisible();
  await friendContext.close();

  // The owner's table has both, for every period.
  await openPage(page, page.url());
  await expect(table.getByTestId("league-row")).toHaveCount(2);
  await page.getByRole("tab", { name: "Season" }).click();
  await expect(table.getByTestId("league-row")).toHaveCount(2);
  await expect(table.getByTestId("league-row").filter({ hasText: friend.username })).toHaveCount(1);

  // The owner renames the league; a stranger's code entry that is wrong says so.
  const rename = page.getByRole("form", { name: "Rename the league" });
  await rename.getByLabel("Rename").fill("Friday Prophets FC");
  await rename.getByRole("button", { name: "Save Name" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Friday Prophets FC" })).toBeVisible();
  await openPage(page, "/leagues");
  await expect(page.getByTestId("my-leagues")).toContainText("Friday Prophets FC");
  await expect(page.getByTestId("my-leagues")).toContainText("2 members");
  const join = page.getByRole("form", { name: "Join a league" });
  await join.getByLabel("Invite code").fill("ZZZZZZZZ");
  await join.getByRole("button", { name: "Join League" }).click();
  await expect(page.getByText("No open league has that invite code")).toBeVisible();
});

test("another league's page is private", async ({ page, browser }) => {
  await signUpThroughUi(page);
  await openPage(page, "/leagues");
  const create = page.getByRole("form", { name: "Create a league" });
  await create.getByLabel("League name").fill("Closed Shop");
  await create.getByRole("button", { name: "Create League" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Closed Shop" })).toBeVisible();
  const url = page.url();

  const other = await browser.newContext();
  const stranger = await other.newPage();
  await signUpThroughUi(stranger);
  await openPage(stranger, new URL(url).pathname);
  await expect(stranger.getByRole("alert")).toHaveText("Only this league's members can see it.");
  await other.close();
});
