import { expect, test, type Locator, type Page } from "@playwright/test";
import type { OpenPick, OpenPicks } from "../../src/shared/api/picks";
import { newPlayer, openPage, ownServer, recordSockets, SCREENS, secondsAfter, signUp, upcomingMatch } from "./helpers";

// The player's pick on an upcoming arena card (docs/decisions.md, "Play along: players' own picks"):
// made and changed without leaving the arena, and the same pick on /picks and the match page.

/** The arena card of a match: both its links lead to the match. */
const cardOf = (page: Page, matchId: number) => page.getByTestId("match-card").filter({ has: page.locator(`a[href="/match/${matchId}"]`) });
const goals = (card: Locator, team: string) => card.getByRole("spinbutton", { name: team, exact: true });
const path = (page: Page) => new URL(page.url()).pathname;
/** What the featured-card test keeps in the page: each head of Upcoming Battles it showed, and when. */
type HeadsSeen = { listHeads: Array<{ at: number; head: string }> };

for (const viewport of SCREENS) {
  test(`at ${viewport.width}×${viewport.height}: a card takes the player's pick without opening the match, and the pick shows on /picks and the match page`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await signUp(page);
    const match = await upcomingMatch(page);
    const card = cardOf(page, match.id);
    const home = goals(card, match.homeTeam);
    const away = goals(card, match.awayTeam);
    const note = card.getByTestId("card-pick-note");

    // The match page read first, with no pick: it must hear of the pick the card saves.
    await card.getByRole("link", { name: `${match.homeTeam} vs ${match.awayTeam}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/match/${match.id}$`));
    await expect(page.getByRole("button", { name: "Save Pick" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);

    // Pressing and typing in the fields stays on the arena; the Save button saves.
    await home.click();
    expect(path(page)).toBe("/");
    await page.keyboard.type("2");
    await away.fill("1");
    await card.getByRole("button", { name: "Save pick" }).click();
    await expect(note).toHaveText("Saved: 2-1");
    expect(path(page)).toBe("/");
    // The room around the fields is the pick line's too, not the card's link.
    await card.getByTestId("card-pick").click({ position: { x: 4, y: 4 } });
    expect(path(page)).toBe("/");

    // Enter in a field saves a change; a score out of range is refused in words, the fields kept.
    await home.fill("3");
    await expect(note).toBeEmpty();
    await home.press("Enter");
    await expect(note).toHaveText("Saved: 3-1");
    await away.fill("25");
    await away.press("Enter");
    await expect(note).toHaveText("Not saved: enter 0 to 20 goals for each side");
    await expect(away).toHaveAttribute("aria-invalid", "true");
    await expect(away).toHaveValue("25");
    expect(path(page)).toBe("/");
    // By keyboard alone: home, away, then Save.
    await away.fill("1");
    await home.focus();
    await page.keyboard.press("Tab");
    await expect(away).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(card.getByRole("button", { name: "Save pick" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(note).toHaveText("Saved: 3-1");
    expect(path(page)).toBe("/");
    await page.screenshot({ path: test.info().outputPath(`card-pick-${viewport.width}.png`) });

    // The card's title still opens the match, whose page already holds the new pick.
    await card.getByRole("link", { name: `${match.homeTeam} vs ${match.awayTeam}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/match/${match.id}$`));
    await expect(page.getByTestId("saved-pick")).toHaveText(`Saved: ${match.homeTeam} 3-1 ${match.awayTeam}`);

    // The picks page shows it in its fields.
    await openPage(page, "/picks");
    const row = page.getByTestId(`pick-row-${match.id}`);
    await expect(row.getByRole("spinbutton", { name: match.homeTeam, exact: true })).toHaveValue("3");
    await expect(row.getByRole("spinbutton", { name: match.awayTeam, exact: true })).toHaveValue("1");

    // Back on the arena, the card shows the saved pick, read once for every card.
    const reads: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/picks") || /^\/api\/matches\/\d+\/pick$/.test(pathname)) reads.push(pathname);
    });
    await openPage(page, "/");
    await expect(home).toHaveValue("3");
    await expect(away).toHaveValue("1");
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    expect(reads).toEqual(["/api/picks/open"]);

    // Elsewhere on the card still leads to the match (a press on the league's name lands on the
    // stretched link, which is why it is pressed by place), and so does View Prophecies.
    await card.evaluate((el) => el.scrollIntoView({ block: "center" }));
    const league = (await card.getByTestId("match-league").boundingBox())!;
    await page.mouse.click(league.x + 8, league.y + league.height / 2);
    await expect(page).toHaveURL(new RegExp(`/match/${match.id}$`));
    await page.goBack();
    await card.getByRole("link", { name: "View Prophecies" }).click();
    await expect(page).toHaveURL(new RegExp(`/match/${match.id}$`));
  });
}

// On a server of its own at SIM_SPEED 300 (a kick-off every 6 s): a kick-off passes between typing a
// score on a card and saving it.
test.describe("a card's pick after kick-off", () => {
  const serverUrl = ownServer("card-picks", 300);

  test("is refused in words, and what was typed stays", async ({ page }) => {
    test.setTimeout(90_000);
    const base = serverUrl();
    // As on a device whose clock is behind and whose socket is down: at kick-off the card neither
    // closes by itself nor hears of the kick-off, so its Save still reaches the server.
    await page.routeWebSocket(/\/ws$/, () => undefined);
    await page.clock.setFixedTime(new Date());
    await signUp(page, newPlayer("cp"), base, null);
    await openPage(page, `${base}/`);
    const open = ((await (await page.request.get(`${base}/api/picks/open`)).json()) as OpenPicks).matches;
    const msToKickOff = (m: OpenPick) => Date.parse(m.matchDate) - Date.now();
    const soon = open.find((m) => msToKickOff(m) > 8_000 && msToKickOff(m) < 30_000);
    expect(soon, "a match kicking off in 8-30 s").toBeDefined();

    const card = cardOf(page, soon!.matchId);
    await goals(card, soon!.homeTeam).fill("1");
    await goals(card, soon!.awayTeam).fill("0");
    await page.waitForTimeout(Math.max(0, msToKickOff(soon!) + 1_000));
    await card.getByRole("button", { name: "Save pick" }).click();
    await expect(card.getByTestId("card-pick-note")).toHaveText("Not saved: Picks are locked at kick-off: this match is no longer open");
    await expect(goals(card, soon!.homeTeam)).toHaveValue("1");
    await expect(goals(card, soon!.awayTeam)).toHaveValue("0");
    expect(path(page)).toBe("/");
    expect(await (await page.request.get(`${base}/api/matches/${soon!.matchId}/pick`)).json()).toBeNull();
  });
  test("stays on the card that becomes the featured one, with the focus where the player typed", async ({ page }) => {
    test.setTimeout(90_000);
    const base = serverUrl();
    const socketLog = recordSockets(page);
    await signUp(page, newPlayer("cf"), base, null);
    await openPage(page, `${base}/`);
    // With no bets here, the featured match is the first at least a simulated hour away: every 6 s, at a kick-off,
    // the match after it takes its place at the head of Upcoming Battles.
    const upcoming = page.getByRole("region", { name: "Upcoming Battles" }).getByTestId("match-card");
    const featured = async () => (await upcoming.first().getByRole("link").first().getAttribute("href"))!;
    // Just after a change, so the typing is done well before its card heads the list.
    const before = await featured();
    await expect.poll(featured, { timeout: 20_000 }).not.toBe(before);
    const head = await featured();
    const open = ((await (await page.request.get(`${base}/api/picks/open`)).json()) as OpenPicks).matches;
    // The card typed on is the third to head the list after this one (kick-offs 6 s apart): a starved worker has taken
    // over 6 s from the change to the typing, and the next one had headed the list and gone by then. One kicking off
    // with the featured one loses the hour with it and never heads the list, so it is not counted.
    const headKickOff = Date.parse(open.find((m) => `/match/${m.matchId}` === head)!.matchDate);
    const later = [...new Set(open.map((m) => Date.parse(m.matchDate)))].filter((at) => at > headKickOff);
    const typedOn = open.find((m) => Date.parse(m.matchDate) === later[2]);
    expect(typedOn, "the third match to kick off after the featured one").toBeDefined();

    const card = cardOf(page, typedOn!.matchId);
    await goals(card, typedOn!.homeTeam).fill("2");
    await goals(card, typedOn!.awayTeam).fill("1");
    // Watched in the page, every 100 ms: the card heads the list for about 6 s, and a starved worker's polls from
    // here have come seconds apart. The page keeps each head it shows and when, so a run where the card never heads
    // the list says what the list did instead.
    const watchFrom = Date.now();
    await page.evaluate(() => {
      const heads: HeadsSeen["listHeads"] = [];
      (window as unknown as HeadsSeen).listHeads = heads;
      setInterval(() => {
        const head = document.querySelector('[aria-labelledby="upcoming-battles"] [data-testid="match-card"] a')?.getAttribute("href") ?? "none";
        if (heads.at(-1)?.head !== head) heads.push({ at: Date.now(), head });
      }, 100);
    });
    await page
      .waitForFunction((href) => (window as unknown as HeadsSeen).listHeads.some((seen) => seen.head === href), `/match/${typedOn!.matchId}`, {
        polling: 100,
        timeout: 45_000,
      })
      .catch(async (err: Error) => {
        const since = secondsAfter(watchFrom);
        const heads = await page.evaluate(() => (window as unknown as HeadsSeen).listHeads);
        throw new Error(
          [
            err.message,
            `heads the page showed: ${heads.map(({ at, head }) => `${since(at)} ${head}`).join(", ")}`,
            `the next kick-offs: ${later.slice(0, 10).map(since).join(", ")}`,
            socketLog(since),
          ].join("\n"),
        );
      });
    await expect(goals(card, typedOn!.homeTeam)).toHaveValue("2");
    await expect(goals(card, typedOn!.awayTeam)).toHaveValue("1");
    await expect(goals(card, typedOn!.awayTeam)).toBeFocused();
  });
});
