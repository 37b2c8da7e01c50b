import { expect, test, type Page } from "@playwright/test";
import type { OpenPick, OpenPicks, Prophets } from "../../src/shared/api/picks";
import { newPlayer, onBothScreensAtOnce, openPage, ownServer, signUp } from "./helpers";

// The picks page on a server of its own at SIM_SPEED 300 (a kick-off every 6 s, a match in about
// 22 s): a match's kick-off passes between filling in its score and saving it, and a pick saved at
// the same time is scored soon enough to see the player on the Prophets table.
test.describe("the picks page", () => {
  const serverUrl = ownServer("picks-page", 300);

  const openList = async (page: Page, base: string): Promise<OpenPick[]> =>
    ((await (await page.request.get(`${base}/api/picks/open`)).json()) as OpenPicks).matches;
  const msToKickOff = (m: OpenPick) => Date.parse(m.matchDate) - Date.now();
  const noWiderThanTheScreen = async (page: Page, width: number) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  test("on a phone and a desktop: saves several picks at once, refuses the one past kick-off, and the player reaches the Prophets table", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    await onBothScreensAtOnce(browser, async (page, viewport) => {
      const base = serverUrl();
      const player = await signUp(page, newPlayer("pp"), base);

      // A pick made before, which the page shows in its fields.
      const before = (await openList(page, base)).filter((m) => msToKickOff(m) > 90_000);
      const kept = before[0]!;
      expect((await page.request.put(`${base}/api/picks`, { data: { picks: [{ matchId: kept.matchId, home: 1, away: 1 }] } })).status()).toBe(200);

      // The header links the page.
      await page.getByRole("link", { name: "Picks", exact: true }).click();
      await expect(page).toHaveURL(`${base}/picks`);
      await expect(page.getByRole("heading", { level: 1, name: "Your Picks" })).toBeVisible();
      await page.locator("html[data-ready]").waitFor({ state: "attached" });
      const save = page.getByRole("button", { name: "Save picks" });
      await expect(save).toBeVisible();

      // What the page lists now: a match about to kick off, one that finishes soon after, and later ones.
      const open = await openList(page, base);
      const soon = open.find((m) => msToKickOff(m) > 6_000 && msToKickOff(m) < 20_000);
      expect(soon, "a match kicking off in 6-20 s").toBeDefined();
      const scored = open.find((m) => msToKickOff(m) > msToKickOff(soon!) + 4_000 && msToKickOff(m) < 45_000);
      expect(scored, "a match kicking off soon after it").toBeDefined();
      const [later, wrong] = open.filter((m) => msToKickOff(m) > 90_000 && m.matchId !== kept.matchId);
      const row = (m: OpenPick) => page.getByTestId(`pick-row-${m.matchId}`);
      const field = (m: OpenPick, side: "home" | "away") =>
        row(m).getByRole("spinbutton", { name: side === "home" ? m.homeTeam : m.awayTeam, exact: true });

      await expect(field(kept, "home")).toHaveValue("1");
      await expect(field(kept, "away")).toHaveValue("1");
      await field(soon!, "home").fill("2");
      await field(soon!, "away").fill("1");
      await field(scored!, "home").fill("1");
      await field(scored!, "away").fill("0");
      await field(later!, "home").fill("3");
      await field(later!, "away").fill("3");
      await field(kept, "away").fill("2");
      await field(wrong!, "home").fill("25");
      await field(wrong!, "away").fill("0");
      // The Tab key goes home, away, then the next match's home. Tried on a match 90 s away or more: the first
      // one's fields close at its kick-off, which the fills above have outrun on a loaded machine with both screens
      // at once.
      await field(later!, "home").focus();
      await page.keyboard.press("Tab");
      await expect(field(later!, "away")).toBeFocused();

      // The first match closes on the page at its kick-off; saved with Enter in a field after that.
      await expect(row(soon!).getByTestId("pick-closed")).toBeVisible({ timeout: 30_000 });
      await expect(field(soon!, "home")).toBeDisabled();
      await field(later!, "away").press("Enter");
      const summary = page.getByRole("status").filter({ hasText: "Saved" });
      await expect(summary).toHaveText("Saved 3 picks. 1 refused: kick-off passed. 1 left out: check the marked scores.");
      await expect(row(soon!).getByTestId("pick-note")).toHaveText("Not saved: kick-off passed before this score was saved");
      await expect(row(scored!).getByTestId("pick-note")).toHaveText("Saved: 1-0");
      await expect(row(later!).getByTestId("pick-note")).toHaveText("Saved: 3-3");
      await expect(row(kept).getByTestId("pick-note")).toHaveText("Saved: 1-2");
      await expect(row(wrong!).getByTestId("pick-note")).toHaveText("Not saved: enter 0 to 20 goals for each side");
      // Nothing typed is lost: the refused and the invalid fields keep their values.
      await expect(field(soon!, "home")).toHaveValue("2");
      await expect(field(soon!, "away")).toHaveValue("1");
      await expect(field(wrong!, "home")).toHaveValue("25");
      await noWiderThanTheScreen(page, viewport.width);
      await page.screenshot({ path: test.info().outputPath(`picks-${viewport.width}.png`) });

      // The server holds what the page said.
      expect(await (await page.request.get(`${base}/api/matches/${soon!.matchId}/pick`)).json()).toBeNull();
      const stored = new Map((await openList(page, base)).map((m) => [m.matchId, m.pick && `${m.pick.home}-${m.pick.away}`]));
      expect([stored.get(later!.matchId), stored.get(kept.matchId), stored.get(wrong!.matchId)]).toEqual(["3-3", "1-2", null]);

      // Once the scored match is over, the Prophets page ranks the player.
      await expect(async () => {
        const table = (await (await page.request.get(`${base}/api/picks/prophets?period=season`)).json()) as Prophets;
        expect(table.you).not.toBeNull();
      }).toPass({ timeout: 90_000, intervals: [2_000] });
      await page.getByRole("link", { name: "Prophets table" }).click();
      await expect(page).toHaveURL(`${base}/prophets`);
      await page.getByRole("tab", { name: "Season" }).click();
      const you = page.getByTestId("prophets-table").getByRole("row").filter({ hasText: "You" });
      await expect(you).toContainText(player.username);
      await expect(page.getByTestId("prophets-standing")).toContainText(/You are \d+(st|nd|rd|th) of \d+/);
      await expect(page.getByTestId("prophet-guest").first()).toBeVisible();
      await noWiderThanTheScreen(page, viewport.width);
      await page.screenshot({ path: test.info().outputPath(`prophets-${viewport.width}.png`), fullPage: true });
    });
  });

  test("says so when no match is open, and a league points a new member to the picks page", async ({ page }) => {
    const base = serverUrl();
    await signUp(page, newPlayer("pq"), base, null);
    // A new member with no picks is pointed to the page from the league.
    await openPage(page, `${base}/leagues`);
    const create = page.getByRole("form", { name: "Create a league" });
    await create.getByLabel("League name").fill("Pick Pointers");
    await create.getByRole("button", { name: "Create League" }).click();
    // The league's page loads its code on the way: a loaded CI machine once showed "Loading..." past the default 5 s.
    await expect(page.getByRole("heading", { level: 1, name: "Pick Pointers" })).toBeVisible({ timeout: 15_000 });
    const pointer = page.getByTestId("picks-pointer");
    await expect(pointer).toContainText("This table ranks members by their own score picks.");
    await pointer.getByRole("link", { name: "Make your picks" }).click();
    await expect(page).toHaveURL(`${base}/picks`);
    // With nothing open (every match kicked off), the page says so: asked of the page with the
    // list answered empty, since this server always has matches coming.
    await page.route(`${base}/api/picks/open`, (route) => route.fulfill({ json: { matches: [], total: 0 } }));
    await page.reload();
    await expect(page.getByTestId("no-open-picks")).toContainText("No matches are open for picks right now");
  });
});
