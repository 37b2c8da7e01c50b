import { expect, request, test } from "@playwright/test";
import type { LeagueSummary } from "../../src/shared/api/leagues";
import type { Match } from "../../src/shared/api/matches";
import { parseScore, scorePrediction } from "../../src/shared/scoring";
import {
  axeViolations,
  checkOnBothScreensAndThemes,
  failing,
  kickingOffBetween,
  newPlayer,
  openPage,
  ownServer,
  reloadPage,
  SCREENS,
  signUp,
  upcomingMatch,
} from "./helpers";

test("a player makes, changes and takes back their own score pick, and the profile counts it", async ({ page }) => {
  await signUp(page, undefined, "", null);
  const match = await upcomingMatch(page);
  await openPage(page, `/match/${match.id}`);

  const panel = page.getByTestId("your-pick");
  await expect(panel.getByRole("heading", { name: "Your Pick" })).toBeVisible();
  const home = panel.getByLabel(match.homeTeam);
  const away = panel.getByLabel(match.awayTeam);
  await expect(panel.getByRole("button", { name: "Save Pick" })).toBeDisabled();
  await home.fill("21");
  await away.fill("1");
  await expect(panel.getByText("Enter 0 to 20 goals for each side")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Save Pick" })).toBeDisabled();

  await home.fill("2");
  await panel.getByRole("button", { name: "Save Pick" }).click();
  await expect(page.getByText("Pick saved", { exact: true })).toBeVisible();
  await expect(panel.getByTestId("saved-pick")).toHaveText(`Saved: ${match.homeTeam} 2-1 ${match.awayTeam}`);

  // It is kept: a reload shows it, and it can be changed with Enter from the keyboard.
  await reloadPage(page);
  await expect(panel.getByTestId("saved-pick")).toContainText("2-1");
  await expect(panel.getByRole("button", { name: "Update Pick" })).toBeDisabled();
  await away.fill("2");
  await away.press("Enter");
  await expect(panel.getByTestId("saved-pick")).toContainText("2-2");
  expect((await (await page.request.get(`/api/matches/${match.id}/pick`)).json()).home).toBe(2);

  await openPage(page, "/profile");
  const stats = page.getByTestId("prophet-stats");
  await expect(stats.getByTestId("picks-made")).toContainText("1");
  await expect(stats.getByTestId("prophet-points")).toContainText("0");

  await openPage(page, `/match/${match.id}`);
  await panel.getByRole("button", { name: "Remove Pick" }).click();
  await expect(page.getByText("Pick removed", { exact: true })).toBeVisible();
  await expect(panel.getByTestId("saved-pick")).toHaveCount(0);
  await expect(home).toHaveValue("");
  expect(await (await page.request.get(`/api/matches/${match.id}/pick`)).json()).toBeNull();
});

// Matches to kick-off at SIM_SPEED 300 (a kick-off every 6 s, a match in about 22 s) on a server of its own: the crowd
// stays sealed until kick-off, then shows how it picked; a league's members see each other's picks from kick-off only.
test.describe("the crowd reveal", () => {
  const serverUrl = ownServer("picks", 300);

  test("a league's picks by match hide each member's pick until kick-off, then show them all, live", async ({ page }) => {
    test.setTimeout(150_000);
    const base = serverUrl();
    const me = await signUp(page, newPlayer("lp"), base, null);
    const league = (await (await page.request.post(`${base}/api/leagues`, { data: { name: "Kick-off Club" } })).json()) as LeagueSummary;
    const friend = newPlayer("lf");
    const friendApi = await request.newContext({ baseURL: base });
    expect((await friendApi.post("/api/auth/signup", { data: friend })).status()).toBe(201);
    expect((await friendApi.post("/api/leagues/join", { data: { code: league.inviteCode } })).ok()).toBe(true);

    // Far enough ahead for both picks and the page's load on a loaded machine, near enough not to wait long.
    const match = await kickingOffBetween(page, base, 25_000, 40_000);
    expect(match, "an upcoming match about to kick off").toBeDefined();
    expect((await friendApi.put(`/api/matches/${match!.id}/pick`, { data: { home: 0, away: 2 } })).ok()).toBe(true);
    expect((await page.request.put(`${base}/api/matches/${match!.id}/pick`, { data: { home: 2, away: 1 } })).ok()).toBe(true);
    await friendApi.dispose();

    // Before kick-off: how many picked and my own pick, the friend's nowhere on the page.
    await openPage(page, `${base}/leagues/${league.id}`);
    const picks = page.getByTestId("league-picks");
    const linked = page.locator(`a[href="/match/${match!.id}"]`);
    const next = picks.getByTestId("league-picks-next").filter({ has: linked });
    await expect(next).toContainText("picked by 2 of 2");
    await expect(next).toContainText("your pick 2-1");
    await expect(picks).not.toContainText(friend.username);

    // Kick-off, heard on the page's socket: both picks, the best first, with no reload.
    const played = picks.getByTestId("league-picks-match").filter({ has: linked });
    await expect(played).toBeVisible({ timeout: 90_000 });
    await expect(played.getByTestId("league-pick")).toHaveCount(2);
    await expect(played.getByTestId("league-pick").filter({ hasText: friend.username }).getByTestId("league-pick-score")).toHaveText("0-2");
    await expect(played.getByTestId("league-pick").filter({ hasText: me.username }).getByTestId("league-pick-score")).toHaveText("2-1");
    await expect(played.getByTestId("league-pick-points").first()).toHaveText(/^\d+$/);
    await expect(next).toHaveCount(0);

    await checkOnBothScreensAndThemes(page, ['[data-testid="league-picks"]']);
  });

  test("is sealed before kick-off, then shows the crowd's picks and the league's, and full time scores the player's", async ({ page }) => {
    test.setTimeout(180_000);
    const base = serverUrl();
    const me = await signUp(page, newPlayer("c"), base);
    // The first of the crowd is in the player's league, whose picks the match page shows too.
    const league = (await (await page.request.post(`${base}/api/leagues`, { data: { name: "Crowd Watchers" } })).json()) as LeagueSummary;

    // Far enough ahead for five sign-ups, their picks, the page's load and this player's pick on a loaded machine,
    // where a match 15-35 s out once kicked off first and took the Save button away.
    const match = await kickingOffBetween(page, base, 45_000, 60_000);
    expect(match, "an upcoming match about to kick off").toBeDefined();
    const id = match!.id;

    // Five other players pick through the API, as their browsers would.
    const crowd = ["2-1", "2-1", "1-1", "0-2", "3-1"];
    for (const [i, score] of crowd.entries()) {
      const player = await request.newContext({ baseURL: base });
      const who = newPlayer(`k${i}`);
      expect((await player.post("/api/auth/signup", { data: who })).status()).toBe(201);
      if (i === 0) expect((await player.post("/api/leagues/join", { data: { code: league.inviteCode } })).ok()).toBe(true);
      const [h, a] = score.split("-").map(Number);
      expect((await player.put(`/api/matches/${id}/pick`, { data: { home: h, away: a } })).status()).toBe(200);
      await player.dispose();
    }
    const sealed = await page.request.get(`${base}/api/matches/${id}/crowd`);
    expect(sealed.status()).toBe(409);

    await openPage(page, `${base}/match/${id}`);
    const panel = page.getByTestId("your-pick");
    await panel.getByLabel(match!.homeTeam).fill("2");
    await panel.getByLabel(match!.awayTeam).fill("1");
    await panel.getByRole("button", { name: "Save Pick" }).click();
    await expect(panel.getByTestId("saved-pick")).toContainText("2-1");
    // The league's count takes the saved pick at once; whose pick is whose waits for kick-off.
    const inLeagues = page.getByTestId("match-league-picks");
    await expect(inLeagues.getByTestId("match-league")).toHaveText(/Crowd Watchers\s*picked by 2 of 2/);
    await expect(inLeagues.getByTestId("league-pick")).toHaveCount(0);

    // Live: the pick is locked and the crowd shows: six picks, 2-1 half of them and the crowd's pick.
    await expect(page.getByText("Live Match in Progress")).toBeVisible({ timeout: 90_000 });
    await expect(page.getByTestId("locked-pick")).toHaveText("2-1");
    const reveal = page.getByTestId("crowd-panel");
    await expect(reveal.getByTestId("crowd-count")).toHaveText("6 players picked");
    await expect(reveal.getByTestId("crowd-top-scores").locator("li").first()).toHaveText(/2-1\s*50%/);
    await expect(reveal.getByTestId("crowd-pick")).toContainText("The crowd's pick: 2-1");
    await expect(reveal.getByTestId("crowd-pick")).toContainText("frozen at kick-off in the prediction log");
    // The league's two picks, with no reload.
    await expect(inLeagues.getByTestId("league-pick")).toHaveCount(2);
    await expect(inLeagues.getByTestId("league-pick").filter({ hasText: me.username }).getByTestId("league-pick-score")).toHaveText("2-1");

    // Full time: the overlay scores the pick like the oracles.
    const overlay = page.getByRole("dialog", { name: "Prophecy Complete" });
    await expect(overlay).toBeVisible({ timeout: 90_000 });
    const done = (await (await page.request.get(`${base}/api/matches/${id}`)).json()) as Match;
    const points = scorePrediction({ home: 2, away: 1 }, parseScore(done.actualScore)!);
    await expect(overlay.getByTestId("pick-points")).toContainText(`${points} point`);
    await expect(overlay.getByTestId("crowd-count")).toHaveText("6 players picked");
    // The crowd's frozen pick is scored by the same rule, and stands against the player on the profile.
    await expect(overlay.getByTestId("crowd-points")).toHaveText(`${points} ${points === 1 ? "point" : "points"}`);
    // Both the league's 2-1 picks, scored alike.
    await expect(overlay.getByTestId("league-pick-points")).toHaveText([String(points), String(points)]);
    // On both screens in the overlay's theme (the overlay keeps the header's toggle out of reach; the league page's
    // test audits the same table in both themes).
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await overlay.getByTestId("match-league-picks").scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
      expect(
        failing(await axeViolations(page, ['[data-testid="match-league-picks"]'])).map((v) => v.id),
        `${screen.width}px`,
      ).toEqual([]);
    }

    await openPage(page, `${base}/profile`);
    await expect(page.getByTestId("prophet-points")).toContainText(String(points));
    await expect(page.getByTestId("exact-hits")).toContainText(points === 10 ? "1" : "0");
    await expect(page.getByTestId("points-per-match")).toContainText(points.toFixed(2));
    await expect(page.getByTestId("versus-crowd")).toContainText(`The Crowd ${points.toFixed(2)}`);
  });
});
