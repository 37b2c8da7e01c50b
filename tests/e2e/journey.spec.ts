import { expect, test } from "@playwright/test";
import type { Bet } from "../../src/shared/api/bets";
import type { Match } from "../../src/shared/api/matches";
import { newPlayer, openPage, ownServer, signUp } from "./helpers";

// One whole match at SIM_SPEED 300 (a kick-off every 6 s, a match in about 22 s) on a server of
// its own: back an oracle, watch the match go live with commentary over /ws, see it complete with
// the oracles' points, and the payout, streak and history follow.
const serverUrl = ownServer("journey", 300);

test("back an oracle, watch the match live, and collect the result", async ({ page }) => {
  test.setTimeout(180_000);
  const base = serverUrl();
  await signUp(page, newPlayer("j"), base);
  await expect(page.getByTestId("header-credits")).toHaveText("₡10,000");

  // A match kicking off in 12-30 s: time to bet, and soon to play.
  let match: Match | undefined;
  for (let i = 0; i < 60 && !match; i++) {
    const all = (await (await page.request.get(`${base}/api/matches`)).json()) as Match[];
    match = all.find(
      (m) =>
        m.status === "upcoming" &&
        m.predictions.length === 2 &&
        Date.parse(m.matchDate) - Date.now() > 12_000 &&
        Date.parse(m.matchDate) - Date.now() < 30_000,
    );
    if (!match) await page.waitForTimeout(1000);
  }
  expect(match, "an upcoming match about to kick off").toBeDefined();
  await openPage(page, `${base}/match/${match!.id}`);
  await page.getByRole("button", { name: "Back El Divino" }).click();
  const dialog = page.getByRole("dialog", { name: "Place Your Bet" });
  await dialog.getByLabel("Custom amount").fill("250");
  await dialog.getByRole("button", { name: "Confirm Bet" }).click();
  await expect(page.getByText("Bet Placed!", { exact: true })).toBeVisible();
  await expect(page.getByTestId("header-credits")).toHaveText("₡9,750");

  // Live: the marker, the score, and real commentary lines that came over the socket.
  await expect(page.getByText("Live Match in Progress")).toBeVisible({ timeout: 60_000 });
  await expect(
    page
      .getByTestId("commentary-line")
      .filter({ hasText: /Kick-off!|GOAL!|card|Half-time|El Divino:|O Eterno:/ })
      .first(),
  ).toBeVisible({
    timeout: 30_000,
  });

  // Completed: the result overlay with the oracles' points and this player's bet.
  const overlay = page.getByRole("dialog", { name: "Prophecy Complete" });
  await expect(overlay).toBeVisible({ timeout: 90_000 });
  const done = (await (await page.request.get(`${base}/api/matches/${match!.id}`)).json()) as Match;
  await expect(overlay.getByTestId("final-score")).toHaveText(done.actualScore!);
  for (const p of done.predictions) {
    expect([0, 3, 5, 10]).toContain(p.points);
    await expect(overlay.getByTestId(`result-${p.aiName}`)).toContainText(String(p.points));
  }
  const bet = (await (await page.request.get(`${base}/api/bets/match/${match!.id}`)).json()) as Bet;
  expect(bet.outcome).not.toBeNull();
  await expect(overlay.getByTestId("bet-outcome")).toHaveText({ won: "Won", lost: "Lost", void: "Refunded" }[bet.outcome!]);

  // The header, the profile's streak and its history follow the settlement.
  const credits = 9_750 + (bet.payout ?? 0);
  await openPage(page, `${base}/profile`);
  await expect(page.getByTestId("header-credits")).toHaveText(`₡${credits.toLocaleString("en-US")}`);
  await expect(page.getByTestId("header-streak")).toHaveCount(bet.outcome === "won" ? 1 : 0);
  const row = page.getByRole("link", { name: new RegExp(`${match!.homeTeam} vs ${match!.awayTeam}`) });
  await expect(row).toContainText({ won: "Won", lost: "Lost", void: "Refunded" }[bet.outcome!]);
  // The history and the bell write what came back the same way: the payout, stake included.
  if (bet.outcome !== "lost") {
    const returned = `₡${bet.payout!.toLocaleString("en-US")}`;
    await expect(row.getByTestId("bet-returned")).toHaveText(returned);
    await page.getByTestId("notification-bell").click();
    const told = page
      .getByRole("region", { name: "Notifications" })
      .getByTestId("notification")
      .filter({ hasText: /^Bet (won|refunded)/ });
    await expect(told).toContainText(bet.outcome === "won" ? `Bet won: ${returned}` : `Bet refunded: ${returned}`);
  }
});
