import { expect, test } from "@playwright/test";
import { formatDate, formatMonth } from "../../src/shared/i18n/format";
import { LOCALES } from "../../src/shared/i18n/locales";
import { periodBefore, periodEndOf, type LeaguePeriod } from "../../src/shared/season";
import {
  axeViolations,
  checkOnBothScreensAndThemes,
  createLeagueThroughUi,
  failing,
  newPlayer,
  openPage,
  PHONE,
  signUp,
  signUpThroughUi,
  watchToasts,
} from "./helpers";

test("a player creates a league, a friend joins it by signing up through its link, and the table shows both with the guests", async ({
  page,
  browser,
}) => {
  const owner = await signUp(page);
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

  // A friend opens the link signed out and signs up: that is the only tap, they land in the league.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await friendPage.goto(new URL(link).pathname);
  const friend = newPlayer("f");
  await signUpThroughUi(friendPage, friend, "", /\/leagues\/\d+$/);
  await expect(friendPage.getByRole("heading", { level: 1, name: "Friday Prophets" })).toBeVisible();
  await expect(friendPage.getByTestId("league-joined")).toContainText("You joined Friday Prophets");
  await expect(friendPage.getByTestId("league-members").locator("li")).toHaveCount(2);
  await expect(friendPage.getByRole("button", { name: "Leave League" })).toBeVisible();
  await friendContext.close();

  // The owner's table has both, for every period.
  await openPage(page, page.url());
  await expect(table.getByTestId("league-row")).toHaveCount(2);
  await page.getByRole("tab", { name: "Season" }).click();
  await expect(table.getByTestId("league-row")).toHaveCount(2);
  await expect(table.getByTestId("league-row").filter({ hasText: friend.username })).toHaveCount(1);

  // The table's card shares the invite link.
  await page.getByRole("button", { name: "Share table" }).click();
  const sharing = page.getByRole("dialog", { name: "Share Your League" });
  const card = sharing.getByRole("img", { name: /^League table card: Friday Prophets, Season\./ });
  await expect(card).toHaveAttribute("aria-label", new RegExp(`#1 ${owner.username}|#1 ${friend.username}`));
  await expect(card).toHaveAttribute("width", "2400");
  await expect(sharing.getByTestId("share-text")).toContainText("in Friday Prophets with 0 points (season)");
  await expect(sharing.getByTestId("share-text")).toContainText(`/leagues/join/${code}?utm_source=share&utm_medium=social&utm_campaign=league`);
  const downloading = page.waitForEvent("download");
  // Recorded by the page as it comes (helpers.ts, watchToasts).
  const toasts = await watchToasts(page);
  await sharing.getByRole("button", { name: "Download Image" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^prophecy-league-league-\d{13}\.png$/);
  await expect.poll(toasts, { timeout: 30_000 }).toContainEqual(expect.stringMatching(/^Image Downloaded!/));
  // One Escape closes the dialog, though the toast came up over it since.
  await page.keyboard.press("Escape");
  await expect(sharing).toBeHidden();

  // The owner renames the league; a stranger's code entry that is wrong says so.
  const rename = page.getByRole("form", { name: "Rename the league" });
  await rename.getByLabel("Rename").fill("Friday Prophets FC");
  // Sent from the field with Enter, as a keyboard player does: a click just after the share dialog closed once left
  // the old name on a loaded machine (the new one typed and the button enabled 10 s later); a click lands where the
  // button was, a key press on the field that has the focus.
  await expect(rename.getByRole("button", { name: "Save Name" })).toBeEnabled();
  await rename.getByLabel("Rename").press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Friday Prophets FC" })).toBeVisible();
  await openPage(page, "/leagues");
  await expect(page.getByTestId("my-leagues")).toContainText("Friday Prophets FC");
  await expect(page.getByTestId("my-leagues")).toContainText("2 members");
  // Where the player stands this week, in one look: nobody has scored yet, so both share first place.
  await expect(page.getByTestId("my-league-week")).toHaveText("This week: #1 of 2 · 0 points");
  const join = page.getByRole("form", { name: "Join a league" });
  await join.getByLabel("Invite code").fill("ZZZZZZZZ");
  await join.getByRole("button", { name: "Join League" }).click();
  await expect(page.getByText("No open league has that invite code", { exact: true })).toBeVisible();
});

test("another league's page is private", async ({ page, browser }) => {
  await signUp(page, undefined, "", null);
  await createLeagueThroughUi(page, "Closed Shop");
  const url = page.url();

  const other = await browser.newContext();
  const stranger = await other.newPage();
  await signUp(stranger, undefined, "", null);
  await openPage(stranger, new URL(url).pathname);
  await expect(stranger.getByRole("alert")).toHaveText("Only this league's members can see it.");
  await other.close();
});

test("the week's prophet wears a star in the table, lists the badge on the profile, and shares its card", async ({ page }) => {
  const player = await signUp(page, undefined, "", null);
  await createLeagueThroughUi(page, "Star Gazers");
  const leagueId = Number(new URL(page.url()).pathname.split("/").pop());
  const me = await (await page.request.get("/api/auth/user")).json();

  // A week ends on Monday and is awarded once its matches settle (the API tests cover that): here the
  // replies say this player topped last week, as they would then.
  const weekStart = "2026-11-16T00:00:00.000Z";
  // Its Monday in the one date format: with the weekday this year, with the year in any other (shared/dates.ts).
  const monday = new Date().getUTCFullYear() === 2026 ? "Mon 16 Nov" : "16 Nov 2026";
  await page.route("**/api/leagues/badges", (route) =>
    route.fulfill({ json: [{ leagueId, leagueName: "Star Gazers", weekStart, points: 23, exact: 2 }] }),
  );
  await page.route(`**/api/leagues/${leagueId}/table*`, async (route) => {
    const table = await (await route.fetch()).json();
    table.prophetOfTheWeek = { weekStart, userIds: [me.id] };
    for (const row of table.rows) if (row.userId === me.id) row.prophetWeeks = 1;
    await route.fulfill({ json: table });
  });
  await openPage(page, `/leagues/${leagueId}`);
  await expect(page.getByTestId("prophet-of-the-week")).toHaveText(`Prophet of the Week (week of ${monday}): ${player.username}`);
  await expect(page.getByTestId("league-row").getByTestId("prophet-weeks")).toHaveText("Prophet of the Week, times:1");

  await page.getByRole("button", { name: "Share your badge" }).click();
  const dialog = page.getByRole("dialog", { name: "Share Your Badge" });
  await expect(
    dialog.getByRole("img", { name: `Prophet of the Week card: ${player.username} in Star Gazers, Week of ${monday}. 23 points, 2 exact.` }),
  ).toBeVisible();
  await expect(dialog.getByTestId("share-text")).toContainText("Prophet of the Week in Star Gazers! 23 points and 2 exact scores");
  await expect(dialog.getByTestId("share-text")).toContainText(`/u/${player.username}?ref=`);
  await expect(dialog.getByTestId("share-text")).toContainText("utm_campaign=prophet");
  await page.keyboard.press("Escape");

  await openPage(page, "/profile");
  const badges = page.getByTestId("prophet-badges");
  await expect(badges.getByTestId("prophet-badge")).toHaveCount(1);
  await expect(badges.getByTestId("prophet-badge")).toContainText("Star Gazers");
  await expect(badges.getByTestId("prophet-badge")).toContainText(`Week of ${monday} · 23 points · 2 exact`);
  await badges.getByRole("button", { name: `Share your badge for Star Gazers, Week of ${monday}` }).click();
  await expect(page.getByRole("dialog", { name: "Share Your Badge" }).getByRole("img", { name: /^Prophet of the Week card/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await badges.getByRole("link", { name: "Star Gazers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Star Gazers" })).toBeVisible();

  // On a phone the page fits its width: the table scrolls inside its box, the invite link is cut short.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByTestId("league-table")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a league's earlier weeks step back from this one, each table as it ended, and share with their own name", async ({ page }) => {
  const player = await signUp(page, undefined, "", null);
  await createLeagueThroughUi(page, "Back Pages");
  const leagueId = Number(new URL(page.url()).pathname.split("/").pop());
  const me = await (await page.request.get("/api/auth/user")).json();

  // A league made now has no earlier period (the API tests cover the counting): here the replies say it has the one
  // before, which the player won with 23 points, as they would for a league made before it.
  const now = new Date();
  const lastMonday = periodBefore("week", now, 1);
  const day = formatDate(lastMonday, now, "UTC", "en");
  await page.route(`**/api/leagues/${leagueId}/table*`, async (route) => {
    const url = new URL(route.request().url());
    const period = url.searchParams.get("period") as LeaguePeriod;
    if (Number(url.searchParams.get("back")) > 1) {
      return route.fulfill({ status: 404, json: { message: "This league's tables start in the period it was made" } });
    }
    const table = await (await route.fetch({ url: `${url.origin}${url.pathname}?period=${period}` })).json();
    if (url.searchParams.get("back") === "1") {
      const from = periodBefore(period, now, 1);
      Object.assign(table, { back: 1, from: from.toISOString(), until: periodEndOf(period, from).toISOString(), earlier: false });
      for (const row of table.rows) if (row.userId === me.id) Object.assign(row, { points: 23, exact: 2, picks: 4 });
    } else table.earlier = true;
    await route.fulfill({ json: table });
  });
  await openPage(page, `/leagues/${leagueId}`);
  const stepper = page.getByTestId("table-period");
  const row = page.getByTestId("league-row");
  await expect(stepper.getByRole("button", { name: "Later" })).toBeDisabled();
  await expect(page.getByTestId("league-chances")).toBeVisible();

  await stepper.getByRole("button", { name: "Earlier" }).click();
  await expect(page.getByTestId("table-period-label")).toHaveText(`Week of ${day}`);
  // Rank, player, then the points.
  await expect(row.locator("td").nth(2)).toHaveText("23");
  await expect(stepper.getByRole("button", { name: "Earlier" })).toBeDisabled();
  // What can still be won is this week's question alone, and a week's winner is its Prophet of the Week.
  await expect(page.getByTestId("league-chances")).toHaveCount(0);
  await expect(page.getByTestId("period-winner")).toHaveCount(0);
  await page.getByRole("button", { name: "Share table" }).click();
  const sharing = page.getByRole("dialog", { name: "Share Your League" });
  await expect(sharing.getByTestId("share-text")).toContainText(`in Back Pages with 23 points (Week of ${day})`);
  await page.keyboard.press("Escape");
  await checkOnBothScreensAndThemes(page, ['[data-testid="table-period"]']);

  await stepper.getByRole("button", { name: "Later" }).click();
  await expect(row.locator("td").nth(2)).toHaveText("0");
  await expect(stepper.getByRole("button", { name: "Later" })).toBeDisabled();
  // Another tab starts at its current period; last season names its winner.
  await page.getByRole("tab", { name: "Season" }).click();
  const season = periodBefore("season", now, 0).getUTCFullYear();
  await expect(page.getByTestId("table-period-label")).toHaveText(`Season ${season}/${String((season + 1) % 100).padStart(2, "0")}`);
  await stepper.getByRole("button", { name: "Earlier" }).click();
  await expect(page.getByTestId("table-period-label")).toHaveText(`Season ${season - 1}/${String(season % 100).padStart(2, "0")}`);
  await expect(page.getByTestId("period-winner")).toHaveText(`${player.username} won it with 23 points`);

  // The week's wrap-up in the bell (the API tests write it when the week is awarded) opens that week's table, also
  // from the league's own page, where the season's tab was open.
  const from = lastMonday.toISOString().slice(0, 10);
  const wrapUp = {
    id: 1,
    kind: "league_week",
    title: "You finished 2nd of 5 in Back Pages",
    body: `In the week of ${day} you scored 23 points. See how the week ended in the table.`,
    link: `/leagues/${leagueId}?period=week&from=${from}`,
    scoredPicks: null,
    read: false,
    createdAt: now.toISOString(),
    changedAt: now.toISOString(),
  };
  await page.route("**/api/notifications", (route) =>
    route.request().method() === "GET" ? route.fulfill({ json: { unread: 1, items: [wrapUp] } }) : route.fulfill({ json: { unread: 0 } }),
  );
  // The bell's list is read as the page opens; the season's tab is open when the entry is followed.
  await openPage(page, `/leagues/${leagueId}`);
  await page.getByRole("tab", { name: "Season" }).click();
  await page.getByTestId("notification-bell").click();
  await page.getByRole("region", { name: "Notifications" }).getByTestId("notification").click();
  await expect(page).toHaveURL(new RegExp(`/leagues/${leagueId}\\?period=week&from=${from}$`));
  await expect(page.getByTestId("table-period-label")).toHaveText(`Week of ${day}`);
  await expect(page.getByRole("tab", { name: "This Week", selected: true })).toBeVisible();
  // Opened on the table itself, below the invite and the picks' pointer.
  const heading = page.getByRole("heading", { name: "Table", exact: true });
  await expect.poll(async () => (await heading.boundingBox())?.y).toBeLessThan(200);
  await expect(row.locator("td").nth(2)).toHaveText("23");
  await expect(stepper.getByRole("button", { name: "Later" })).toBeEnabled();
  // Opened afresh from the address, the same table.
  await openPage(page, `/leagues/${leagueId}?period=week&from=${from}`);
  await expect(page.getByTestId("table-period-label")).toHaveText(`Week of ${day}`);
  await expect(row.locator("td").nth(2)).toHaveText("23");
  // An address from before the league was made says so, with the way back to the current table.
  await openPage(page, `/leagues/${leagueId}?period=week&from=${periodBefore("week", now, 3).toISOString().slice(0, 10)}`);
  await expect(page.getByRole("alert")).toHaveText("This league's tables start in the period it was made");
  await page.getByRole("button", { name: "Show the current table" }).click();
  await expect(stepper.getByRole("button", { name: "Later" })).toBeDisabled();
  await expect(page.getByTestId("league-chances")).toBeVisible();
});

test("a league's roll of honour says when its first winner comes, then lists its champions and monthly winners, each opening its table, as the winner's profile and the list of leagues do", async ({
  page,
}) => {
  const player = await signUp(page, undefined, "", null);
  await createLeagueThroughUi(page, "Hall Pool");
  const leagueId = Number(new URL(page.url()).pathname.split("/").pop());
  const me = await (await page.request.get("/api/auth/user")).json();
  const now = new Date();
  const honours = page.getByTestId("league-honours");
  await expect(honours).toContainText(
    `No winners yet. The winner of ${formatMonth(periodBefore("month", now, 0), "en")} goes up here once its matches are settled.`,
  );

  // A league with a past (the API tests crown its winners at each period's end): here the replies say the player won
  // last season and each of the last seven months, the one before last shared with a friend who has since left.
  const winner = { userId: me.id, username: player.username };
  const months = [1, 2, 3, 4, 5, 6, 7].map((back) => ({
    from: periodBefore("month", now, back).toISOString(),
    points: back === 2 ? 17 : 23,
    exact: 2,
    winners: back === 2 ? [{ userId: 2_000_000_000, username: "zed" }, winner] : [winner],
  }));
  const lastSeason = periodBefore("season", now, 1);
  await page.route(`**/api/leagues/${leagueId}/honours`, (route) =>
    route.fulfill({ json: { seasons: [{ from: lastSeason.toISOString(), points: 112, exact: 9, winners: [winner] }], months } }),
  );
  // Last month's table as it ended, for a league made before it.
  await page.route(`**/api/leagues/${leagueId}/table*`, async (route) => {
    const url = new URL(route.request().url());
    const period = url.searchParams.get("period") as LeaguePeriod;
    const table = await (await route.fetch({ url: `${url.origin}${url.pathname}?period=${period}` })).json();
    if (url.searchParams.get("back") === "1") {
      const from = periodBefore(period, now, 1);
      Object.assign(table, { back: 1, from: from.toISOString(), until: periodEndOf(period, from).toISOString(), earlier: false });
      for (const row of table.rows) Object.assign(row, { points: 23, exact: 2, picks: 4 });
    }
    await route.fulfill({ json: table });
  });
  await openPage(page, `/leagues/${leagueId}`);
  const season = lastSeason.getUTCFullYear();
  const seasons = honours.getByTestId("honours-season").getByRole("listitem");
  await expect(seasons).toHaveText([`Season ${season}/${String((season + 1) % 100).padStart(2, "0")}${player.username} won it with 112 points`]);
  const monthly = honours.getByTestId("honours-month").getByRole("listitem");
  await expect(monthly).toHaveCount(6);
  await expect(monthly.nth(1)).toHaveText(`${formatMonth(periodBefore("month", now, 2), "en")}zed, ${player.username} shared it with 17 points`);
  await checkOnBothScreensAndThemes(page, ['[data-testid="league-honours"]']);
  await honours.getByRole("button", { name: "Show all 7 months" }).click();
  await expect(monthly).toHaveCount(7);

  // A month's name opens its table as it ended, as its wrap-up in the bell does.
  const lastMonth = periodBefore("month", now, 1);
  await monthly
    .first()
    .getByRole("link", { name: formatMonth(lastMonth, "en") })
    .click();
  await expect(page).toHaveURL(new RegExp(`/leagues/${leagueId}\\?period=month&from=${lastMonth.toISOString().slice(0, 10)}$`));
  await expect(page.getByTestId("table-period-label")).toHaveText(formatMonth(lastMonth, "en"));
  await expect(page.getByTestId("period-winner")).toHaveText(`${player.username} won it with 23 points`);
  await expect(page.getByRole("tab", { name: "This Month", selected: true })).toBeVisible();

  // The player's profile lists the titles from every league's roll, each opening its table as it ended.
  await openPage(page, "/profile");
  const titles = page.getByTestId("league-titles");
  await expect(titles).toContainText("Finish a month on top of a private league to win its title.");
  await page.route("**/api/leagues/titles", (route) =>
    route.fulfill({
      json: [
        { leagueId, leagueName: "Hall Pool", period: "month", from: lastMonth.toISOString(), points: 23, exact: 2, shared: false },
        { leagueId, leagueName: "Hall Pool", period: "month", from: months[1]!.from, points: 17, exact: 2, shared: true },
      ],
    }),
  );
  await openPage(page, "/profile");
  await expect(titles.getByTestId("league-title")).toHaveText([
    `Hall Pool${formatMonth(lastMonth, "en")} · 23 points`,
    `Hall Pool${formatMonth(months[1]!.from, "en")} · 17 points · shared`,
  ]);
  await checkOnBothScreensAndThemes(page, ['[data-testid="league-titles"]']);
  await titles.getByRole("link", { name: "Hall Pool" }).first().click();
  await expect(page.getByTestId("table-period-label")).toHaveText(formatMonth(lastMonth, "en"));

  // The list of leagues names each one's reigning champion, last season's.
  await page.route("**/api/leagues", async (route) => {
    const mine = await (await route.fetch()).json();
    await route.fulfill({
      json: mine.map((l: { id: number }) =>
        l.id === leagueId ? { ...l, champions: { from: lastSeason.toISOString(), usernames: [player.username] } } : l,
      ),
    });
  });
  await openPage(page, "/leagues");
  await expect(page.getByTestId("my-league-champions")).toHaveText(
    `Champion ${season}/${String((season + 1) % 100).padStart(2, "0")}: ${player.username}`,
  );
});

test("on a phone the table's rank, player, points and exact columns fit without scrolling in every language", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUp(page, undefined, "", null);
  const league = (await (await page.request.post("/api/leagues", { data: { name: "Narrow Screens" } })).json()) as { id: number };
  for (const locale of LOCALES) {
    expect((await page.request.patch("/api/auth/user/settings", { data: { locale } })).ok()).toBe(true);
    await openPage(page, `/leagues/${league.id}`);
    const table = page.getByTestId("league-table");
    await expect(table.getByTestId("league-row")).toHaveCount(1);
    // The longest headings ("EXACTOS", "PONTOS") once cut the fourth column at the box's edge.
    const [wide, box] = await table.evaluate((t) => [t.scrollWidth, t.parentElement!.clientWidth]);
    expect(wide, locale).toBeLessThanOrEqual(box);
  }
});

test("members banter on the league's page: a post from one shows for the other, the writer or the owner deletes it", async ({ page, browser }) => {
  const owner = await signUp(page, undefined, "", null);
  await createLeagueThroughUi(page, "Talk Of The Town");
  const leagueId = Number(new URL(page.url()).pathname.split("/").pop());
  const code = await page.getByTestId("league-code").textContent();

  const banter = page.getByTestId("league-banter");
  await expect(banter.getByText("Nobody has said anything yet. Start the banter.")).toBeVisible();
  const box = banter.getByRole("textbox", { name: "Say something to the league" });
  await expect(banter.getByRole("button", { name: "Post" })).toBeDisabled();
  await box.fill("Arsenal by two.\nCalling it now.");
  await expect(banter.getByText("249 characters left")).toBeVisible();
  await banter.getByRole("button", { name: "Post" }).click();
  const posts = banter.getByTestId("league-post");
  await expect(posts).toHaveCount(1);
  await expect(posts.first().getByTestId("league-post-text")).toHaveText("Arsenal by two.\nCalling it now.");
  await expect(posts.first()).toContainText(owner.username);
  await expect(box).toHaveValue("");

  // A friend in the league reads it and answers from the keyboard (Ctrl+Enter posts).
  const other = await browser.newContext();
  const friendPage = await other.newPage();
  const friend = await signUp(friendPage, undefined, "", null);
  expect((await friendPage.request.post("/api/leagues/join", { data: { code } })).status()).toBe(200);
  await openPage(friendPage, `/leagues/${leagueId}`);
  const theirs = friendPage.getByTestId("league-banter");
  await expect(theirs.getByTestId("league-post-text")).toHaveText(["Arsenal by two.\nCalling it now."]);
  // Only the writer and the owner may delete a post.
  await expect(theirs.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  await theirs.getByRole("textbox", { name: "Say something to the league" }).fill("Dream on.");
  await theirs.getByRole("textbox", { name: "Say something to the league" }).press("Control+Enter");
  await expect(theirs.getByTestId("league-post-text")).toHaveText(["Dream on.", "Arsenal by two.\nCalling it now."]);
  await other.close();

  // The owner hears of the answer in the bell, wherever they are, and its entry opens the league at its banter: on a
  // phone that is below the table and the picks.
  const screen = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await openPage(page, "/leagues");
  await page.getByTestId("notification-bell").click();
  const entry = page.getByRole("region", { name: "Notifications" }).getByTestId("notification").filter({ hasText: "new post" });
  await expect(entry).toContainText("1 new post in Talk Of The Town");
  await expect(entry).toContainText(`${friend.username}: “Dream on.”`);
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/leagues/${leagueId}\\?show=banter$`));
  await expect(posts).toHaveCount(2);
  await expect.poll(async () => (await banter.boundingBox())?.y).toBeLessThan(200);
  await page.setViewportSize(screen);
  // The owner deletes the answer.
  page.once("dialog", (dialog) => void dialog.accept());
  await posts
    .first()
    .getByRole("button", { name: /^Delete .+'s post$/ })
    .click();
  await expect(banter.getByTestId("league-post-text")).toHaveText(["Arsenal by two.\nCalling it now."]);
  await checkOnBothScreensAndThemes(page, ['[data-testid="league-banter"]']);
});

test("the owner hands the league to a member, who hears it in the bell and runs it, and the former owner leaves", async ({ page, browser }) => {
  const owner = await signUp(page, undefined, "", null);
  await createLeagueThroughUi(page, "Passing The Torch");
  const leagueId = Number(new URL(page.url()).pathname.split("/").pop());
  const code = await page.getByTestId("league-code").textContent();
  const other = await browser.newContext();
  const friendPage = await other.newPage();
  const friend = await signUp(friendPage, undefined, "", null);
  expect((await friendPage.request.post("/api/leagues/join", { data: { code } })).status()).toBe(200);

  await openPage(page, `/leagues/${leagueId}`);
  // The owner cannot leave, and the page says how they could.
  await expect(page.getByRole("button", { name: "Leave League" })).toHaveCount(0);
  await expect(page.getByText("To leave, first make another member the owner.")).toBeVisible();
  await checkOnBothScreensAndThemes(page, ['[data-testid="league-members"]']);
  const toasts = await watchToasts(page);
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain(`Make ${friend.username} the owner of Passing The Torch?`);
    void dialog.accept();
  });
  await page.getByRole("button", { name: `Make ${friend.username} the owner` }).click();
  await expect.poll(toasts).toContainEqual(expect.stringContaining(`${friend.username} now runs Passing The Torch`));
  // Now a member: the owner's tools are gone, and Leave is there.
  await expect(page.getByRole("form", { name: "Rename the league" })).toHaveCount(0);
  await expect(page.getByTestId("league-members").locator("li").filter({ hasText: friend.username })).toContainText("owner");

  // The new owner hears of it in the bell, and runs the league.
  await openPage(friendPage, "/leagues");
  await friendPage.getByTestId("notification-bell").click();
  const entry = friendPage.getByRole("region", { name: "Notifications" }).getByTestId("notification").filter({ hasText: "owner" });
  await expect(entry).toContainText(`${owner.username} made you the owner of Passing The Torch`);
  await entry.click();
  await expect(friendPage).toHaveURL(new RegExp(`/leagues/${leagueId}$`));
  await expect(friendPage.getByRole("form", { name: "Rename the league" })).toBeVisible();
  await expect(friendPage.getByRole("button", { name: "Close League" })).toBeVisible();
  await other.close();

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Leave League" }).click();
  await expect(page).toHaveURL(/\/leagues$/);
  await expect(page.getByText("You are in no league yet.")).toBeVisible();
});

test("a member's name in the table opens their picks for the period it shows", async ({ page, browser }) => {
  await signUp(page, undefined, "", null);
  await createLeagueThroughUi(page, "Rival Watch");
  const leagueId = Number(new URL(page.url()).pathname.split("/").pop());
  const code = await page.getByTestId("league-code").textContent();
  const other = await browser.newContext();
  const friendPage = await other.newPage();
  const { username } = await signUp(friendPage, undefined, "", null);
  expect((await friendPage.request.post("/api/leagues/join", { data: { code } })).status()).toBe(200);
  const friend = { username, id: (await (await friendPage.request.get("/api/auth/user")).json()).id as number };
  await other.close();

  // What the server counts is the API tests' (member-picks.test.ts); here the reply is the one a week with a scored
  // joker, a live pick an oracle made and a pick still to kick off gives.
  const now = new Date();
  const pick = (fields: object) => ({
    userId: friend.id,
    username: friend.username,
    isYou: false,
    joker: false,
    byOracle: null,
    counted: true,
    ...fields,
  });
  let asked = "";
  await page.route(`**/api/leagues/${leagueId}/members/*/picks*`, (route) => {
    asked = new URL(route.request().url()).pathname + new URL(route.request().url()).search;
    return route.fulfill({
      json: {
        userId: friend.id,
        username: friend.username,
        period: "week",
        from: periodBefore("week", now, 0).toISOString(),
        until: periodEndOf("week", periodBefore("week", now, 0)).toISOString(),
        matches: [
          {
            matchId: 2,
            homeTeam: "Arsenal",
            awayTeam: "Chelsea",
            matchDate: now.toISOString(),
            status: "live",
            score: "1-0",
            pick: pick({ home: 2, away: 0, points: 5, final: false, byOracle: "Grok" }),
          },
          {
            matchId: 1,
            homeTeam: "Everton",
            awayTeam: "Fulham",
            matchDate: now.toISOString(),
            status: "completed",
            score: "2-1",
            pick: pick({ home: 2, away: 1, points: 20, final: true, joker: true }),
          },
        ],
        more: 0,
        hidden: 1,
      },
    });
  });
  await openPage(page, `/leagues/${leagueId}`);
  const name = page.getByTestId("league-row-member").filter({ hasText: friend.username });
  await expect(name).toHaveAttribute("title", `See ${friend.username}'s picks`);
  await checkOnBothScreensAndThemes(page, ['[data-testid="league-table"]']);
  await page.setViewportSize(PHONE);
  await name.click();
  const dialog = page.getByRole("dialog", { name: `${friend.username}'s picks` });
  // The period the table shows, and the member's points in it, as the row says.
  await expect(dialog).toContainText(`Week of ${formatDate(periodBefore("week", now, 0), now, "UTC", "en")} · 0 points in this league's table`);
  // The header comes from the table's row at once; the picks' request may still be on its way.
  await expect.poll(() => asked).toBe(`/api/leagues/${leagueId}/members/${friend.id}/picks?period=week&back=0`);
  await expect(dialog.getByTestId("member-pick-score")).toHaveText(["2-0", "2-1"]);
  await expect(dialog.getByTestId("member-pick-points")).toHaveText(["5", "20"]);
  await expect(dialog.getByTestId("member-pick").first()).toContainText("by O Eterno");
  await expect(dialog.getByTestId("member-pick").last()).toContainText("Joker");
  await expect(dialog.getByTestId("member-picks-hidden")).toHaveText("1 more pick shows from kick-off.");
  expect(failing(await axeViolations(page, ['[role="dialog"]'])).map((v) => v.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // Escape closes it and gives the focus back to the name.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(name).toBeFocused();
});
