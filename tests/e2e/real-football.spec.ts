import { expect, test } from "@playwright/test";
import type { Bet } from "../../src/shared/api/bets";
import type { Match } from "../../src/shared/api/matches";
import { startFootballDataWorld, type FootballDataWorld } from "../../src/server/testing/football-data-world";
import { newPlayer, openPage, ownServer, signUp } from "./helpers";

// The one end-to-end run on a real provider's replies: a server of its own follows football-data.org (the
// local world in its documented shapes, on a paid plan's 120 requests a minute) with a one-second live sync, and a player
// backs a Premier League match, watches it go live and sees it settled on the provider's score. The rest
// of the suite keeps the simulated league.

let world: FootballDataWorld;
let fixtureId = 0;
const HOUR = 60 * 60 * 1000;

test.beforeAll(async () => {
  // A paid plan's quota: the one-second live sync below spends a request a second.
  world = await startFootballDataWorld({ requestsPerMinute: 120 });
  // Last season's results, which the oracles fit on.
  const clubs = ["Arsenal FC", "Chelsea FC", "Liverpool FC", "Everton FC"];
  let round = 0;
  for (const home of clubs) {
    for (const away of clubs) {
      if (home === away) continue;
      round += 1;
      world.addMatch({
        competition: "PL",
        home,
        away,
        kickoff: new Date(Date.now() - (60 - round) * 24 * HOUR),
        status: "FINISHED",
        homeGoals: round % 3,
        awayGoals: round % 2,
      });
    }
  }
  // An hour ahead, so that however long a loaded machine takes to start the server, sign up and bet, the match is
  // still open (it goes live at its kick-off); the provider then brings the kick-off forward to play it at once.
  fixtureId = world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: new Date(Date.now() + HOUR) });
});

test.afterAll(async () => {
  await world.close();
});

const serverUrl = ownServer("real-football", 1, () => ({
  FOOTBALL_PROVIDER: "football-data",
  FOOTBALL_DATA_KEY: world.apiKey,
  FOOTBALL_DATA_BASE_URL: world.url,
  FOOTBALL_DATA_COMPETITIONS: "PL",
  FOOTBALL_DATA_REQUESTS_PER_MINUTE: "120",
  SYNC_SECONDS: "5",
  SYNC_LIVE_SECONDS: "1",
}));

test("a player backs a football-data.org match in the arena and sees it settled on the provider's score", async ({ page }) => {
  test.setTimeout(180_000);
  const base = serverUrl();
  await signUp(page, newPlayer("rf"), base);

  // The arena carries the provider's fixture with both oracles' calls.
  const card = page.getByRole("link", { name: /Arsenal FC.*Chelsea FC/ }).first();
  await expect(async () => {
    await openPage(page, `${base}/`);
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const listed = ((await (await page.request.get(`${base}/api/matches`)).json()) as Match[]).find((m) => m.homeTeam === "Arsenal FC")!;
  expect(listed.leagueName).toBe("Premier League");
  expect(listed.predictions).toHaveLength(2);

  await openPage(page, `${base}/match/${listed.id}`);
  await page.getByRole("button", { name: "Back O Eterno" }).click();
  const dialog = page.getByRole("dialog", { name: "Place Your Bet" });
  await dialog.getByLabel("Custom amount").fill("400");
  await dialog.getByRole("button", { name: "Confirm Bet" }).click();
  await expect(page.getByText("Bet Placed!", { exact: true })).toBeVisible();
  await expect(page.getByTestId("header-credits")).toHaveText("₡9,600");

  // The provider brings the kick-off forward; once the sync has read the new time, kick-off and a goal: the page
  // follows within the live sync.
  // In whole seconds, as the provider's utcDate carries it.
  const kickoff = new Date(Math.ceil((Date.now() + 15_000) / 1000) * 1000);
  world.moveKickoff(fixtureId, kickoff);
  await expect
    .poll(async () => Date.parse(((await (await page.request.get(`${base}/api/matches/${listed.id}`)).json()) as Match).matchDate), {
      timeout: 30_000,
    })
    .toBe(kickoff.getTime());
  await openPage(page, `${base}/match/${listed.id}`);
  await page.waitForTimeout(Math.max(0, kickoff.getTime() - Date.now()));
  world.setStatus(fixtureId, "IN_PLAY");
  world.setScore(fixtureId, 1, 0, 12);
  await expect(page.getByText("Live Match in Progress")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("live-score")).toHaveText(/1\s*-\s*0/, { timeout: 20_000 });

  // Full time at the provider: the result overlay shows its score, and the bet is settled on it.
  world.setScore(fixtureId, 2, 1, 90);
  world.setStatus(fixtureId, "FINISHED");
  const overlay = page.getByRole("dialog", { name: "Prophecy Complete" });
  await expect(overlay).toBeVisible({ timeout: 30_000 });
  await expect(overlay.getByTestId("final-score")).toHaveText("2-1");
  const bet = (await (await page.request.get(`${base}/api/bets/match/${listed.id}`)).json()) as Bet;
  expect(bet.outcome).not.toBeNull();
  await expect(overlay.getByTestId("bet-outcome")).toHaveText({ won: "Won", lost: "Lost", void: "Refunded" }[bet.outcome!]);
  await openPage(page, `${base}/profile`);
  await expect(page.getByTestId("header-credits")).toHaveText(`₡${(9_600 + (bet.payout ?? 0)).toLocaleString("en-US")}`);
});
