import { expect, test } from "@playwright/test";
import type { LeagueChances } from "../../src/shared/api/leagues";
import { checkOnBothScreensAndThemes, createLeagueThroughUi, getJson, newPlayer, reloadPage, signUp, upcomingMatch } from "./helpers";

// "Can I still win?" on a league's page (docs/rules.md#can-i-still-win): each member's chance under the week's and the
// month's table, none under the season's, "Out of the running" for a member who can no longer reach first place, on a
// phone and a desktop in both themes, checked by axe.

test("the league page says each member's chance of topping the week and the month, and who is out of the running", async ({ page, request }) => {
  const owner = await signUp(page, undefined, "", null);
  const ownerId = (await getJson<{ id: number }>(page, "/api/auth/user")).id;
  await createLeagueThroughUi(page, "Title Race");
  const leagueUrl = page.url();
  const leagueId = Number(new URL(leagueUrl).pathname.split("/").at(-1));
  const code = (await page.getByTestId("league-code").textContent())!;

  // A friend joins and picks the next match; the owner picks it too, differently.
  const friend = newPlayer("race");
  expect((await request.post("/api/auth/signup", { data: friend })).status()).toBe(201);
  expect((await request.post("/api/leagues/join", { data: { code } })).ok()).toBe(true);
  const match = await upcomingMatch(page);
  expect((await request.put(`/api/matches/${match.id}/pick`, { data: { home: 2, away: 0 } })).ok()).toBe(true);
  expect((await page.request.put(`/api/matches/${match.id}/pick`, { data: { home: 0, away: 1 } })).ok()).toBe(true);

  await reloadPage(page);
  const chances = page.getByTestId("league-chances");
  await expect(chances.getByRole("heading", { name: "Can I still win?" })).toBeVisible();
  await expect(chances).toContainText("Each member's chance of topping this week's table, with every pick as it stands.");
  const rows = chances.getByTestId("league-chance");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: owner.username })).toContainText("You");
  for (const row of await rows.all()) await expect(row.getByTestId("chance")).toHaveText(/^(<0\.1|\d{1,3}\.\d)%$/);
  // Both are level on points now: the shares of the top add up to the whole.
  const shown = await rows.getByTestId("chance").allTextContents();
  expect(shown.reduce((sum, text) => sum + Number(text.replace(/[<%]/g, "")), 0)).toBeCloseTo(100, 0);
  await expect(chances).toContainText(/still to be scored, each played out 10,000 times from the oracles' forecasts/);

  // The month asks the same; the season's table has no race to answer.
  await page.getByRole("tab", { name: "Month" }).click();
  await expect(chances).toContainText("Each member's chance of topping this month's table");
  await page.getByRole("tab", { name: "Season" }).click();
  await expect(page.getByTestId("league-table")).toBeVisible();
  await expect(chances).toHaveCount(0);

  // Out of the running takes a week of results to reach for real (the API tests hold it exactly); here the server's
  // own reply is read, and the friend in it marked out, to see how the page shows it.
  await page.route(`**/api/leagues/${leagueId}/chances?period=week`, async (route) => {
    const reply = await route.fetch();
    const body = (await reply.json()) as LeagueChances;
    const members = body.members.map((m) => (m.userId === ownerId ? { ...m, chance: 1 } : { ...m, chance: 0, outOfRunning: true }));
    await route.fulfill({ response: reply, json: { ...body, members } });
  });
  await reloadPage(page);
  const friendRow = rows.filter({ hasText: friend.username });
  await expect(friendRow.getByTestId("out-of-running")).toHaveText("Out of the running");
  await expect(friendRow.getByTestId("chance")).toHaveCount(0);
  await expect(rows.filter({ hasText: owner.username }).getByTestId("chance")).toHaveText("100.0%");

  await checkOnBothScreensAndThemes(page, ['[data-testid="league-chances"]']);
});
