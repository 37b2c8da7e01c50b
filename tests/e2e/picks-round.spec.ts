import { expect, test, type Locator, type Page } from "@playwright/test";
import type { OpenPick, OpenPicks } from "../../src/shared/api/picks";
import { DESKTOP, newPlayer, openPage, ownServer, PHONE, signUp } from "./helpers";

// A round on the picks page in a few taps (docs/rules.md#page-picks): on a phone, ten picks of one
// competition from the page's load to the save, every tap and key press counted; on a desktop the
// grouping, the filters and a match closing at its kick-off while the page is open.

const openList = async (page: Page, base: string): Promise<OpenPick[]> =>
  ((await (await page.request.get(`${base}/api/picks/open`)).json()) as OpenPicks).matches;
const msToKickOff = (m: OpenPick) => Date.parse(m.matchDate) - Date.now();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const chip = (page: Page, name: string) =>
  page.getByRole("group", { name: "Competition" }).getByRole("button", { name: new RegExp(`^${escape(name)} \\d+$`) });

/** Taps and key presses made through it, counted: the measure of the round. */
function counted(page: Page) {
  let count = 0;
  return {
    tap: async (target: Locator) => {
      count += 1;
      await target.tap();
    },
    press: async (key: string) => {
      count += 1;
      await page.keyboard.press(key);
    },
    get count() {
      return count;
    },
  };
}

test.describe("a round on a phone", () => {
  // The real clock's pace (a kick-off every 30 minutes), so no match of the round closes during it.
  const serverUrl = ownServer("picks-round", 1);
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("ten picks of one competition take at most 25 taps and key presses, and are saved", async ({ page }) => {
    test.setTimeout(120_000);
    const base = serverUrl();
    await signUp(page, newPlayer("pr"), base);

    // A competition with ten open matches, the first well ahead; fetch-new brings the next fixtures in when none has yet.
    const withTen = (list: OpenPick[]) => {
      const byLeague = new Map<string, OpenPick[]>();
      for (const m of list) byLeague.set(m.leagueName, [...(byLeague.get(m.leagueName) ?? []), m]);
      return [...byLeague].find(([, ms]) => ms.length >= 10 && msToKickOff(ms[0]!) > 5 * 60_000)?.[0];
    };
    let league = withTen(await openList(page, base));
    for (let attempt = 0; !league && attempt < 5; attempt++) {
      expect((await page.request.post(`${base}/api/matches/real/fetch-new`, { data: { count: 10 } })).ok()).toBe(true);
      league = withTen(await openList(page, base));
    }
    expect(league, "a competition with ten open matches").toBeDefined();
    const scores = [
      [2, 1],
      [0, 0],
      [1, 3],
      [4, 2],
      [1, 1],
      [0, 2],
      [3, 0],
      [2, 2],
      [1, 0],
      [5, 1],
    ] as const;

    await openPage(page, `${base}/picks`);
    // The competitions are one row that scrolls sideways, where five of them took three rows of the first screen.
    const chips = page.getByRole("group", { name: "Competition" }).getByRole("button");
    await expect(chips.nth(2)).toBeAttached();
    const chipTops = await chips.evaluateAll((all) => all.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(new Set(chipTops).size).toBe(1);
    const input = counted(page);
    await input.tap(chip(page, league!));
    const section = page.getByTestId("pick-competition");
    await expect(section).toHaveCount(1);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(league!);
    const rows = section.locator('li[data-testid^="pick-row-"]');
    const ids = (await rows.evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-testid")!.slice("pick-row-".length))))).slice(
      0,
      10,
    );
    expect(ids).toHaveLength(10);

    // The steppers are a thumb's size.
    for (const name of [/^One goal fewer for /, /^One more goal for /]) {
      const box = await rows.first().getByRole("button", { name }).first().boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }

    await input.tap(rows.first().getByRole("spinbutton").first());
    for (const [home, away] of scores) {
      await input.press(String(home));
      await input.press(String(away));
    }
    await input.tap(page.getByRole("button", { name: "Save picks" }));
    await expect(page.getByTestId("save-summary")).toHaveText("Saved 10 picks.");
    console.log(`a round of 10 picks on a phone: ${input.count} taps and key presses`);
    expect(input.count).toBeLessThanOrEqual(25);

    // The server holds them, and the page shows them when opened again.
    const stored = new Map((await openList(page, base)).map((m) => [m.matchId, m.pick && [m.pick.home, m.pick.away]]));
    expect(ids.map((id) => stored.get(id))).toEqual(scores.map((s) => [...s]));
    await page.reload();
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const again = page.getByTestId(`pick-row-${ids[3]}`).getByRole("spinbutton");
    await expect(again.nth(0)).toHaveValue("4");
    await expect(again.nth(1)).toHaveValue("2");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("the round's sections and closing on a desktop", () => {
  // A kick-off every 6 s, so one passes while the page is open.
  const serverUrl = ownServer("picks-round-desktop", 300);
  test.use({ viewport: DESKTOP });

  test("groups by competition and matchday, filters by competition and by not yet picked, and closes a match at kick-off", async ({ page }) => {
    test.setTimeout(120_000);
    const base = serverUrl();
    await signUp(page, newPlayer("pd"), base);
    const before = await openList(page, base);
    const picked = before.find((m) => msToKickOff(m) > 120_000)!;
    expect((await page.request.put(`${base}/api/picks`, { data: { picks: [{ matchId: picked.matchId, home: 2, away: 0 }] } })).status()).toBe(200);
    await openPage(page, `${base}/picks`);
    await expect(page.getByRole("button", { name: "Save picks" })).toBeVisible();
    const leagueOf = new Map([...before, ...(await openList(page, base))].map((m) => [m.matchId, m.leagueName]));

    // One section per competition, in the order of its first kick-off; the simulated league names the round of its
    // season (docs/rules.md#season-questions), so its matches come by matchday, each section's soonest first.
    const sections = page.getByTestId("pick-competition");
    const names = await sections.getByRole("heading", { level: 2 }).allTextContents();
    expect(new Set(names)).toEqual(new Set(leagueOf.values()));
    const firsts: number[] = [];
    for (const [index, name] of names.entries()) {
      const section = sections.nth(index);
      for (const label of await section.getByRole("heading", { level: 3 }).allTextContents()) {
        expect(label).toMatch(/^Matchday \d{1,2}$/);
      }
      const rows = await section
        .locator('li[data-testid^="pick-row-"]')
        .evaluateAll((items) =>
          items.map((item) => ({ id: Number(item.getAttribute("data-testid")!.slice(9)), at: Date.parse(item.querySelector("time")!.dateTime) })),
        );
      expect(rows.every((row) => leagueOf.get(row.id) === name)).toBe(true);
      expect(rows.map((row) => row.at)).toEqual(rows.map((row) => row.at).sort((a, b) => a - b));
      firsts.push(rows[0]!.at);
    }
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
    await page.screenshot({ path: test.info().outputPath("picks-round-1440.png") });

    // One competition alone, then all again.
    const other = names.find((name) => name !== picked.leagueName)!;
    await chip(page, other).click();
    await expect(chip(page, other)).toHaveAttribute("aria-pressed", "true");
    await expect(sections.getByRole("heading", { level: 2 })).toHaveText([other]);
    await chip(page, "All").click();
    await expect(sections).toHaveCount(names.length);

    // Not yet picked only: the picked match goes, and comes back with its pick.
    const pickedRow = page.getByTestId(`pick-row-${picked.matchId}`);
    await expect(pickedRow.getByRole("spinbutton").first()).toHaveValue("2");
    const toggle = page.getByRole("switch", { name: "Not yet picked only" });
    await toggle.check();
    await expect(pickedRow).toHaveCount(0);
    await expect(page.locator('li[data-testid^="pick-row-"]').first()).toBeVisible();
    await toggle.uncheck();
    await expect(pickedRow).toBeVisible();

    // + and the arrow keys set 10 and more; a digit typed replaces the score and moves on.
    const field = (row: Locator, side: 0 | 1) => row.getByRole("spinbutton").nth(side);
    await field(pickedRow, 0).fill("9");
    await expect(field(pickedRow, 1)).toBeFocused();
    await pickedRow
      .getByRole("button", { name: /^One more goal for / })
      .first()
      .click();
    await expect(field(pickedRow, 0)).toHaveValue("10");
    await expect(field(pickedRow, 1)).toBeFocused();
    await field(pickedRow, 0).focus();
    await page.keyboard.press("ArrowUp");
    await expect(field(pickedRow, 0)).toHaveValue("11");
    await page.keyboard.press("ArrowDown");
    await expect(field(pickedRow, 0)).toHaveValue("10");
    await page.keyboard.press("Tab");
    await expect(field(pickedRow, 1)).toBeFocused();
    await page.keyboard.press("3");
    await expect(field(pickedRow, 1)).toHaveValue("3");

    // A match kicking off while the page is open closes at once, its fields shut.
    const soonId = await page.locator('li[data-testid^="pick-row-"]').evaluateAll((items) => {
      const ahead = items
        .map((item) => ({ id: item.getAttribute("data-testid")!.slice(9), ms: Date.parse(item.querySelector("time")!.dateTime) - Date.now() }))
        .filter((item) => item.ms > 3_000 && item.ms < 30_000)
        .sort((a, b) => a.ms - b.ms);
      return ahead[0]?.id;
    });
    expect(soonId, "a match kicking off within half a minute").toBeDefined();
    const soon = page.getByTestId(`pick-row-${soonId}`);
    await expect(soon.getByTestId("pick-closed")).toHaveCount(0);
    await field(soon, 0).fill("1");
    await expect(soon.getByTestId("pick-closed")).toBeVisible({ timeout: 40_000 });
    await expect(soon.getByTestId("pick-closed")).toHaveText("Closed");
    await expect(field(soon, 0)).toBeDisabled();
    await expect(field(soon, 1)).toBeDisabled();
    await expect(soon.getByRole("button", { name: /^One more goal for / }).first()).toBeDisabled();

    await page.getByRole("button", { name: "Save picks" }).click();
    await expect(page.getByTestId("save-summary")).toHaveText("Saved 1 pick. 1 refused: kick-off passed.");
    await expect(soon.getByTestId("pick-note")).toHaveText("Not saved: kick-off passed before this score was saved");
    await expect(pickedRow.getByTestId("pick-note")).toHaveText("Saved: 10-3");
    await page.screenshot({ path: test.info().outputPath("picks-round-closed-1440.png") });
  });
});
