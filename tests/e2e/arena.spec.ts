import { expect, test } from "@playwright/test";
import { hasBothPredictions, matches, msToKickoff, openPage, PHONE, reloadPage, signUp, watchToasts } from "./helpers";

// The e2e server seeds the simulated league before it listens: live, upcoming and completed matches.

test("the arena shows stats, live and upcoming battles, and the league filter narrows the cards", async ({ page }) => {
  await signUp(page);
  await expect(page.getByRole("heading", { name: "The Prophecy Arena", level: 1 })).toBeVisible();
  await expect(page.getByText("Watch AI oracles battle for prediction supremacy. Back the one who sees clearer.")).toBeVisible();
  await expect(page.getByText("Total Players")).toBeVisible();
  await expect(page.getByText("Online Now")).toBeVisible();
  await expect(page.getByTestId("total-players")).toHaveText(/^\d[\d,]*$/);

  const tabs = page.getByRole("tablist", { name: "Arena" });
  for (const name of ["Matches", "History", "Leaderboard"]) await expect(tabs.getByRole("tab", { name })).toBeVisible();
  await expect(tabs.getByRole("tab", { name: "Matches" })).toHaveAttribute("aria-selected", "true");

  await expect(page.getByRole("heading", { name: "Live Now" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upcoming Battles" })).toBeVisible();
  const live = page.getByRole("region", { name: "Live Now" }).getByTestId("match-card");
  await expect(live.first()).toContainText(" vs ");
  await expect(live.first().getByTestId("match-status")).toContainText("Live");
  await expect(live.first().getByTestId("match-score")).toHaveText(/^\d+-\d+$/);

  const upcoming = page.getByRole("region", { name: "Upcoming Battles" }).getByTestId("match-card");
  await expect(upcoming.first()).toContainText(" vs ");
  await expect(upcoming.first().getByTestId("match-status")).toHaveText("Upcoming");
  await expect(upcoming.first().getByTestId("match-countdown")).toHaveText(/\d+[dhms]/);
  await expect(upcoming.first().getByText("El Divino")).toBeVisible();
  await expect(upcoming.first().getByText("O Eterno")).toBeVisible();
  await expect(upcoming.first().getByText(/Be the first to back an oracle|players? ha(s|ve) backed an oracle/)).toBeVisible();
  await expect(page.getByRole("tabpanel").getByText("Featured", { exact: true })).toHaveCount(1);
  // The featured match leads Upcoming Battles.
  await expect(upcoming.first().getByText("Featured", { exact: true })).toBeVisible();

  const prophecies = upcoming.first().getByRole("link", { name: "View Prophecies" });
  await expect(prophecies).toHaveAttribute("href", /^\/match\/\d+$/);
  const titleLink = upcoming.first().getByRole("link", { name: / vs / });
  await expect(titleLink).toHaveAttribute("href", (await prophecies.getAttribute("href")) ?? "");

  // League filter: 'All Leagues' plus each league; choosing one leaves only that league's cards.
  const filter = page.getByRole("combobox", { name: "League" });
  await expect(filter).toHaveValue("all");
  const options = await filter.locator("option").allTextContents();
  expect(options[0]).toBe("All Leagues");
  expect(options.length).toBeGreaterThan(2);
  // The cards past the first few are added while the browser is idle; the list is busy until then.
  await expect(page.getByRole("tabpanel", { name: "Matches" }).locator("[aria-busy=false]")).toHaveCount(1);
  const allCards = await page.getByTestId("match-card").count();
  const league = options[1] ?? "";
  await filter.selectOption({ label: league });
  await expect(page.getByTestId("match-card").first()).toBeVisible();
  const leaguesShown = await page.getByTestId("match-league").allTextContents();
  expect(leaguesShown.length).toBeLessThan(allCards);
  expect(new Set(leaguesShown)).toEqual(new Set([league]));
  // Back to every league: the other leagues' cards return. Not counted against allCards: at SIM_SPEED 120 a live
  // match ends about every 15 s and leaves the list, and one did between the two counts on a loaded CI run.
  await filter.selectOption({ label: "All Leagues" });
  await expect.poll(async () => new Set(await page.getByTestId("match-league").allTextContents()).size).toBeGreaterThan(1);
  expect(await page.getByTestId("match-card").count()).toBeGreaterThan(leaguesShown.length);
});

test("the refresh button fetches new matches and toasts", async ({ page }) => {
  await signUp(page);
  await expect(page.getByTestId("match-card").first()).toBeVisible();
  const refresh = page.getByRole("button", { name: "Fetch new matches" });
  // The reply is waited for less long than the toast, so a reply that never comes fails here, in its own words: once the
  // toast was not seen in 45 s, and which of the two had not come was not known.
  const fetched = page.waitForResponse((r) => r.url().endsWith("/api/matches/real/fetch-new") && r.request().method() === "POST", {
    timeout: 40_000,
  });
  const reloaded = page.waitForResponse((r) => r.url().endsWith("/api/matches") && r.request().method() === "GET");
  // The toast follows the server's reply, which predicts every match it adds: ten took over 5 s on a loaded
  // 2-core CI machine. The page records it as it comes (helpers.ts, watchToasts).
  const toasts = await watchToasts(page);
  await refresh.click();
  const reply = await fetched;
  expect(reply.status(), await reply.text()).toBe(200);
  // Its words are the server's.
  const { message } = (await reply.json()) as { message: string };
  await expect.poll(toasts, { timeout: 45_000 }).toContain(`Matches Updated${message}`);
  await reloaded;
  await expect(page.getByTestId("match-card").first()).toBeVisible();
});

test("a card's bet distribution appears from its 10-second poll once someone backs an oracle", async ({ page }) => {
  await signUp(page);
  // A match of this test's own: the last to kick off of those nobody has backed. Other files back the
  // soonest (helpers.ts, upcomingMatch), and the card is found by its link: a backed match may become
  // the featured one and move to the top.
  const unbacked = (await matches(page)).filter(
    (m) => m.status === "upcoming" && m.betCount === 0 && hasBothPredictions(m) && msToKickoff(m) > 10 * 60_000,
  );
  const match = unbacked.sort((a, b) => msToKickoff(b) - msToKickoff(a))[0];
  expect(match, "an upcoming match nobody has backed").toBeDefined();
  const matchId = match!.id;
  // The arena's first read of the matches, which a loaded machine has taken longer than the default 5 s to show.
  await expect(page.getByRole("tabpanel", { name: "Matches" }).locator("[aria-busy=false]")).toHaveCount(1, { timeout: 15_000 });
  const card = page
    .getByRole("region", { name: "Upcoming Battles" })
    .getByTestId("match-card")
    .filter({ has: page.locator(`a[href="/match/${matchId}"]`) });
  // Cards poll only while on screen.
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText("Be the first to back an oracle")).toBeVisible();
  await expect(card.getByTestId("bet-distribution")).toHaveCount(0);
  // The player's own poll counts them as a viewer (docs/rules.md#live).
  await expect(card.getByTestId("viewer-count")).toHaveText(/^(1 viewer|\d+ viewers)$/, { timeout: 5_000 });

  const origin = new URL(page.url()).origin;
  const bet = await page.request.post("/api/bets", { data: { matchId, aiSelected: "Grok", stake: 100 }, headers: { origin } });
  expect(bet.ok()).toBe(true);
  const bar = card.getByTestId("bet-distribution");
  await expect(bar).toBeVisible({ timeout: 15_000 });
  await expect(bar).toContainText("El Divino 0%");
  await expect(bar).toContainText("O Eterno 100%");
});

test("the History tab counts the completed matches only once they are in, never 0 while they load", async ({ page }) => {
  await signUp(page, undefined, "", null);
  // The player's bets are held back: the arena waits for them before it shows any match (arena.tsx).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/bets/history", async (route) => {
    await held;
    await route.continue();
  });
  await openPage(page, "/");
  await page.getByRole("tab", { name: "History" }).click();
  const history = page.getByRole("region", { name: "Match History" });
  await expect(history.getByText("Loading matches...")).toBeVisible();
  await expect(history.getByText(/\d+ completed$/)).toHaveCount(0);
  release();
  await expect(history.getByText(/^[1-9]\d* completed$/)).toBeVisible();
  await expect(history.getByText("Loading matches...")).toHaveCount(0);
});

test("the History tab shows oracle stats and completed matches", async ({ page }) => {
  await signUp(page);
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByRole("heading", { name: "AI Oracle Stats" })).toBeVisible();
  const statsCards = page.getByTestId("ai-stats-card");
  await expect(statsCards).toHaveCount(2);
  await expect(statsCards.first()).toContainText("Elo");
  await expect(statsCards.first()).toContainText(/\d+\.\d%/);

  await expect(page.getByRole("heading", { name: "Match History" })).toBeVisible();
  await expect(page.getByText(/^\d+ completed$/)).toBeVisible();
  const completed = Number((await page.getByText(/^\d+ completed$/).textContent())?.split(" ")[0]);
  expect(completed).toBeGreaterThan(0);
  const cards = page.getByTestId("history-card");
  await expect(cards).toHaveCount(completed);
  const first = cards.first();
  await expect(first).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(first).toContainText("Final score");
  await expect(first.getByTestId("history-prediction")).toHaveCount(2);
  await expect(first.getByTestId("duel-winner")).toContainText(/El Divino|O Eterno|Tie/);
  await expect(first.getByRole("link", { name: "View Full Analysis" })).toHaveAttribute("href", /^\/match\/\d+$/);
});

test("the Leaderboard tab ranks the oracles and the players, marking you", async ({ page }) => {
  const player = await signUp(page);
  await page.getByRole("tab", { name: "Leaderboard" }).click();
  await expect(page.getByRole("tab", { name: "AI Rankings" })).toHaveAttribute("aria-selected", "true");
  const aiRows = page.getByTestId("ai-ranking-row");
  await expect(aiRows).toHaveCount(2);
  await expect(aiRows.first()).toContainText("#1");
  await expect(aiRows.first()).toContainText(/El Divino|O Eterno/);

  // The board is one reply for everyone, built at most every 5 s (SHARED_REPLY_MS): when another file
  // read it a moment before this player signed up, the player joins it on the next build.
  const me = page.getByTestId("player-row").filter({ hasText: player.username });
  let reads = 0;
  await expect(async () => {
    if (reads++ > 0) {
      await reloadPage(page);
      await page.getByRole("tab", { name: "Leaderboard" }).click();
    }
    await page.getByRole("tab", { name: "Player Streaks" }).click();
    await expect(page.getByTestId("player-row").first()).toBeVisible();
    await expect(me).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ intervals: [2_000], timeout: 15_000 });
  await expect(me).toContainText("You");
  await expect(me).toContainText("₡10,000");
  await expect(me.getByRole("link", { name: new RegExp(player.username) })).toHaveAttribute("href", "/profile");
});

test("small screens label the tabs Live and Ranks", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signUp(page);
  await expect(page.getByRole("tab", { name: "Live", exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "History" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Ranks", exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Matches" })).toHaveCount(0);
  await page.getByRole("tab", { name: "Ranks", exact: true }).click();
  await expect(page.getByRole("tab", { name: "AI Rankings" })).toBeVisible();
});

test("on a 390×844 phone the first screen is matches: the next open match whole, the share row below the matches", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUp(page);
  await expect(page.getByRole("heading", { level: 1, name: "The Prophecy Arena" })).toBeInViewport();
  await expect(page.getByText("Watch AI oracles battle for prediction supremacy. Back the one who sees clearer.")).toBeInViewport();
  await expect(page.getByText("Total Players")).toBeInViewport();
  await expect(page.getByText("Online Now")).toBeInViewport();
  // The Matches tab opens on "Next to kick off": its first match, with its Back buttons, is whole on the first screen.
  const first = page.getByTestId("next-to-kick-off").getByTestId("next-match").first();
  await expect(first).toBeInViewport({ ratio: 1 });
  // Every way to share is still there, after the matches.
  const row = page.getByRole("group", { name: "Share" });
  for (const name of ["Twitter", "Facebook", "LinkedIn", "Reddit", "Copy"])
    await expect(row.getByRole("button", { name: new RegExp(name) })).toBeAttached();
  const cardsEnd = await page.getByTestId("match-card").last().boundingBox();
  const shareTop = await row.boundingBox();
  expect(shareTop!.y).toBeGreaterThan(cardsEnd!.y);
});

test("upcoming cards say when they kick off, and day headings group the matches after the featured one", async ({ page }) => {
  await signUp(page);
  const upcoming = page.getByRole("region", { name: "Upcoming Battles" });
  const first = upcoming.getByTestId("match-card").first();
  await expect(first).toContainText("Featured");
  await expect(first.getByTestId("kick-off-time")).toHaveText(/^(Today|Tomorrow|\w{3} \d{1,2} \w{3}) \d{2}:\d{2}$/);
  const headings = upcoming.getByTestId("day-heading");
  await expect(headings.first()).toHaveText(/^(Today|Tomorrow) · \w+day \d{1,2} \w+$/);
  // The featured card stands before the first heading; the heading's own cards follow it.
  const featuredBox = await first.boundingBox();
  const headingBox = await headings.first().boundingBox();
  expect(featuredBox!.y).toBeLessThan(headingBox!.y);
});

test("the arena's share row offers the networks, Reddit and copy, with the 2-second 'copied' mark", async ({ page, context }) => {
  await signUp(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const row = page.getByRole("group", { name: "Share" });
  for (const name of ["Twitter", "Facebook", "LinkedIn", "Reddit"]) await expect(row.getByRole("button", { name: new RegExp(name) })).toBeVisible();
  // No network here: answer the share page locally and read the URL it was asked for.
  await context.route(/reddit\.com/, (route) => route.fulfill({ status: 200, body: "shared" }));
  const popup = context.waitForEvent("page");
  await row.getByRole("button", { name: /Reddit/ }).click();
  const reddit = await popup;
  await reddit.waitForURL(/reddit\.com/);
  expect(decodeURIComponent(reddit.url())).toContain("utm_campaign=arena");
  await reddit.close();
  // Back on the arena's tab, as the player is: the clipboard takes text only from the focused page, and the headless
  // shell left the focus with the closed popup now and then.
  await page.bringToFront();
  // The page times the mark itself: on a loaded machine the test could look after the 2 seconds had passed.
  await page.evaluate(() => {
    const marks: Array<{ copied: boolean; at: number }> = [];
    (window as unknown as { copiedMarks: typeof marks }).copiedMarks = marks;
    const button = document.querySelector('[role="group"][aria-label="Share"] button:last-of-type')!;
    new MutationObserver(() => {
      const copied = button.hasAttribute("data-copied");
      if (marks.at(-1)?.copied !== copied) marks.push({ copied, at: performance.now() });
    }).observe(button, { attributes: true, childList: true, subtree: true });
  });
  await row.getByRole("button", { name: /Copy/ }).click();
  await expect(page.getByText("Copied to clipboard!", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("utm_campaign=arena");
  await expect(row.getByRole("button", { name: /Copy/ })).toBeVisible({ timeout: 5_000 });
  const marks = await page.evaluate(() => (window as unknown as { copiedMarks: Array<{ copied: boolean; at: number }> }).copiedMarks);
  expect(marks.map((mark) => mark.copied)).toEqual([true, false]);
  const shownMs = marks[1]!.at - marks[0]!.at;
  expect(shownMs).toBeGreaterThanOrEqual(1_950);
  expect(shownMs).toBeLessThan(3_500);
});
