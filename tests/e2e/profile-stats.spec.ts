import { expect, test } from "@playwright/test";
import { signUp, upcomingMatch } from "./helpers";

// The e2e server seeds the simulated league before it listens: live, upcoming and completed matches.

test("the profile shows a new player's figures, then a placed bet, and copies the referral link", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const player = await signUp(page, undefined, "", null);

  await page.goto("/profile");
  await expect(page.getByTestId("profile-name")).toHaveText(player.username);
  await expect(page.getByTestId("profile-initial")).toHaveText(player.username.charAt(0).toUpperCase());
  await expect(page.getByTestId("stat-credits")).toContainText("Credits");
  await expect(page.getByTestId("stat-credits-value")).toHaveText("₡10,000");
  await expect(page.getByTestId("stat-streak-value")).toHaveText("0");
  await expect(page.getByTestId("stat-win-rate")).toContainText("Win Rate");
  await expect(page.getByTestId("stat-win-rate-value")).toHaveText("0.0%");
  await expect(page.getByTestId("stat-xp-value")).toHaveText("0");
  await expect(page.getByRole("heading", { name: "Betting History" })).toBeVisible();
  await expect(page.getByText("No bets placed yet")).toBeVisible();
  await expect(page.getByTestId("referral-code")).toHaveText(/^PROPHET-[A-Z0-9]{6}$/);
  // A streak under 3 has no streak share button; the achievement share is always offered.
  await expect(page.getByRole("button", { name: /Streak/ })).toHaveCount(0);
  // The starting ₡10,000 already counts as an achievement (docs/rules.md#badges).
  await page.getByRole("button", { name: "Share Achievement" }).click();
  const dialog = page.getByRole("dialog", { name: "Share Your Achievement" });
  await expect(dialog.getByTestId("achievement-title")).toHaveText("10K Credits Earned!");
  await dialog.getByRole("button", { name: "Copy share text" }).click();
  await expect(page.getByText("Copied to clipboard!", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("10K Credits Earned!");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  const match = await upcomingMatch(page);
  const placed = await page.request.post("/api/bets", { data: { matchId: match.id, aiSelected: "Grok", stake: 250 } });
  expect(placed.ok()).toBe(true);

  await page.reload();
  await expect(page.getByTestId("stat-credits-value")).toHaveText("₡9,750");
  await expect(page.getByTestId("stat-win-rate-value")).toHaveText("0.0%");
  const rows = page.getByTestId("bet-row");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toHaveAttribute("href", `/match/${match.id}`);
  await expect(row).toContainText(`${match.homeTeam} vs ${match.awayTeam}`);
  await expect(row).toContainText("O Eterno");
  await expect(row).toContainText("₡250");
  await expect(row.getByTestId("bet-outcome")).toHaveText("Pending");
  // The match's day in the one date format: "Sat 28 Nov" this year, "28 Nov 2025" another (shared/dates.ts).
  await expect(row.locator("time")).toHaveText(/^(\w{3} \d{1,2} \w{3,4}|\d{1,2} \w{3,4} \d{4})$/);
  await expect(page.getByText("No bets placed yet")).toHaveCount(0);

  // Copy referral link: toast, the link on the clipboard, and the button locked for a second.
  const code = (await page.getByTestId("referral-code").textContent()) ?? "";
  const copy = page.getByRole("button", { name: "Copy referral link" });
  await copy.click();
  await expect(page.getByText("Link Copied!", { exact: true })).toBeVisible();
  await expect(page.getByText("Your referral link has been copied to clipboard", { exact: true })).toBeVisible();
  await expect(copy).toBeDisabled();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}/?ref=${code}`);
  await expect(copy).toBeEnabled({ timeout: 3_000 });

  // Below ₡10,000, with no win, XP or streak, there is no achievement to share yet.
  await expect(page.getByRole("button", { name: "Share Achievement" })).toBeDisabled();

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/match/${match.id}$`));
});

test("the stats page shows both oracles, the verdict, winners and losers, and recent results", async ({ page }) => {
  await signUp(page, undefined, "", null);
  await page.goto("/stats");

  await expect(page.getByRole("heading", { level: 1, name: "The AI Oracle Speaks" })).toBeVisible();
  await expect(page.getByTestId("oracle-stats-ChatGPT")).toContainText("El Divino");
  await expect(page.getByTestId("oracle-stats-Grok")).toContainText("O Eterno");
  await expect(page.getByTestId("oracle-stats-ChatGPT")).toContainText(/Accuracy\d+\.\d%/);
  await expect(page.getByTestId("oracle-stats-Grok")).toContainText(/Points per match\d+\.\d/);
  await expect(page.getByTestId("accuracy-verdict")).toHaveText(
    /(El Divino and O Eterno are neck-and-neck: \d\.\d points|(El Divino|O Eterno) sees clearer, leading by \d+\.\d points)/,
  );

  await expect(page.getByRole("heading", { name: "Platform Stats" })).toBeVisible();
  await expect(page.getByTestId("total-players")).toContainText(/Total Players\d[\d,]*/);
  await expect(page.getByTestId("backers")).toContainText("El Divino");

  await expect(page.getByRole("heading", { name: "Top Winners" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top Losers" })).toBeVisible();
  await expect(page.getByTestId("top-winners")).toContainText(/No winners yet|\+₡/);
  await expect(page.getByTestId("top-losers")).toContainText(/No losers yet|-₡/);

  await expect(page.getByRole("heading", { name: "Recent Results" })).toBeVisible();
  const results = page.getByTestId("recent-result");
  await expect(results).toHaveCount(5);
  for (const result of await results.all()) {
    await expect(result).toHaveAttribute("href", /^\/match\/\d+$/);
    await expect(result).toContainText(" vs ");
    await expect(result.getByTestId("recent-score")).toHaveText(/^\d+-\d+$/);
    await expect(result.locator("time")).toHaveText(/^(\w{3} \d{1,2} \w{3,4}|\d{1,2} \w{3,4} \d{4})$/);
  }
});

test("the track record shows each oracle's figures, the calibrating mark and the way to the log", async ({ page }) => {
  await page.goto("/ai-transparency");
  const section = page.getByRole("region", { name: "Track Record" });
  await expect(section).toBeVisible();
  for (const ai of ["ChatGPT", "Grok"]) {
    const card = section.getByTestId(`track-record-${ai}`);
    await expect(card).toContainText(/\d+\.\d{2}/);
    await expect(card).toContainText(/Based on \d+ completed matches/);
  }
  // The e2e league has fewer than 30 finished matches: both oracles are still calibrating.
  await expect(section.getByTestId("calibrating")).toHaveCount(2);
  await expect(section.getByRole("img")).toBeVisible();
  await expect(section.getByRole("link", { name: /verify/i })).toHaveAttribute("href", "/verify");
  await signUp(page, undefined, "", null);
  await page.goto("/stats");
  await expect(page.getByRole("region", { name: "Track Record" })).toBeVisible();

  // In German at 1024 px "Quote genaues Ergebnis" takes two lines: each row's figures still stand level.
  expect((await page.request.patch("/api/auth/user/settings", { data: { locale: "de" } })).ok()).toBe(true);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.reload();
  const german = page.getByRole("region", { name: "Bilanz" });
  await expect(german.getByTestId("track-record-ChatGPT")).toBeVisible();
  const rows = await german.locator("dl").evaluateAll((lists) =>
    lists.flatMap((list) => {
      const byRow = new Map<number, { labels: number[]; figures: number[] }>();
      for (const tile of list.children) {
        const top = Math.round(tile.getBoundingClientRect().top);
        const row = byRow.get(top) ?? { labels: [], figures: [] };
        const [label, figure] = [tile.querySelector("dt"), tile.querySelector("dd")];
        row.labels.push(Math.round(label!.getBoundingClientRect().height));
        row.figures.push(Math.round(figure!.getBoundingClientRect().top));
        byRow.set(top, row);
      }
      return [...byRow.values()];
    }),
  );
  // One row at least with labels of different heights, or the check would prove nothing.
  expect(rows.some((row) => new Set(row.labels).size > 1)).toBe(true);
  for (const row of rows) expect(new Set(row.figures).size, JSON.stringify(row)).toBe(1);
});
