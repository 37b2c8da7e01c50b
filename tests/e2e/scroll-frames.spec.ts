import { expect, test, type Page } from "@playwright/test";
import { createLeagueThroughUi, DESKTOP, openPage, PHONE, signUp } from "./helpers";

/** The page is never wider than the screen: a wide table scrolls inside its own frame. */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: PHONE });

  test("a table wider than the phone scrolls in its frame and says so until its last column shows", async ({ page }) => {
    // The arena's AI rankings keep all six columns on a phone (a league table fits one, smaller-fixes.spec.ts).
    await signUp(page);
    await page.getByRole("tab", { name: "Ranks" }).click();
    const frame = page.getByRole("region", { name: "AI Rankings" });
    const cue = page.getByTestId("scroll-cue");
    const lastColumn = frame.getByRole("columnheader", { name: "Wins" });
    await expect(cue).toHaveText("Scroll sideways for more →");
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expect(lastColumn).not.toBeInViewport({ ratio: 1 });

    // The frame takes focus (so the arrow keys scroll it); scrolled to its end, the cue goes.
    await expect(frame).toHaveAttribute("tabindex", "0");
    await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    // Fractional column widths can leave a hair of the last column short of the edge (ratio 0.996).
    await expect(lastColumn).toBeInViewport({ ratio: 0.98 });
    await expect(cue).toBeHidden();
    await expect(frame).toHaveAttribute("tabindex", "0");
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    // The cue speaks the page's language.
    await frame.evaluate((element) => element.scrollTo({ left: 0 }));
    await page.getByTestId("language-switch").filter({ visible: true }).first().selectOption("de");
    await expect(cue).toHaveText("Seitwärts scrollen für mehr →");
  });

  test("no page is wider than the phone: stats, AI Transparency, profile, leagues, picks", async ({ page }) => {
    await signUp(page, undefined, "", null);
    for (const path of ["/stats", "/ai-transparency", "/profile", "/leagues", "/picks", "/prophets"]) {
      await openPage(page, path);
      await page.waitForLoadState("networkidle");
      expect(await pageWidth(page), path).toBeLessThanOrEqual(390);
    }
  });

  test("the arena's AI rankings keep every column, behind the same cue", async ({ page }) => {
    await signUp(page);
    await page.getByRole("tab", { name: "Ranks" }).click();
    const frame = page.getByRole("region", { name: "AI Rankings" });
    await expect(frame).toBeVisible();
    for (const column of ["Rank", "Oracle", "Predictions", "Accuracy", "Elo", "Wins"]) {
      await expect(frame.getByRole("columnheader", { name: column })).toBeAttached();
    }
    await expect(page.getByTestId("scroll-cue")).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
});

test("on a desktop the tables fit, and no cue shows", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, undefined, "", null);
  await createLeagueThroughUi(page, "Wide Screens");
  await expect(page.getByRole("columnheader", { name: "Credits won" })).toBeInViewport();
  await expect(page.getByTestId("scroll-cue")).toHaveCount(0);
  await openPage(page, "/");
  await page.getByRole("tab", { name: "Leaderboard" }).click();
  await expect(page.getByRole("region", { name: "AI Rankings" })).toBeVisible();
  await expect(page.getByTestId("scroll-cue")).toHaveCount(0);
});

test.describe("the Prophets table on a 390 px phone, in the longer languages", () => {
  test.use({ viewport: PHONE });

  // The reply faked, so the table holds a player and its three guests however far the shared league has played.
  const row = { rank: 1, userId: 1, username: "joana_palpiteira", points: 15, exact: 1, picks: 4, questionPoints: 0, jokerPoints: 0, isYou: true };
  const guest = (name: string, wouldRank: number) => ({ name, wouldRank, points: 10, exact: 1, picks: 4, questionPoints: 0 });
  const prophets = (period: string) => ({
    period,
    from: "2026-11-23T00:00:00.000Z",
    players: 1,
    rows: [row],
    you: row,
    waiting: 0,
    guests: [guest("ChatGPT", 1), guest("Grok", 2), guest("Crowd", 2)],
  });

  for (const [locale, headers, guestWord] of [
    ["pt-BR", ["Pontos", "Exatos", "Palpites"], "convidado"],
    ["es", ["Puntos", "Exactos", "Pronós."], "invitado"],
  ] as const) {
    test(`in ${locale} the week's table fits with its headers whole, and a guest's word sits under its name`, async ({ page }) => {
      await signUp(page);
      await page.route("**/api/picks/prophets**", (route) =>
        route.fulfill({ json: prophets(new URL(route.request().url()).searchParams.get("period") ?? "week") }),
      );
      await openPage(page, "/prophets");
      await page.getByTestId("language-switch").filter({ visible: true }).first().selectOption(locale);
      const table = page.getByTestId("prophets-table");
      await expect(table.getByTestId("prophet-guest")).toHaveCount(3);
      for (const name of headers) {
        const header = table.getByRole("columnheader", { name, exact: true });
        // A header wider than its column would spill into the next one: its text fits the cell.
        expect(await header.evaluate((th) => th.scrollWidth - th.clientWidth), name).toBeLessThanOrEqual(0);
      }
      await expect(page.getByTestId("scroll-cue")).toHaveCount(0);
      const crowd = table.getByTestId("prophet-guest").last();
      await expect(crowd.getByRole("cell").nth(1)).toHaveText(new RegExp(`${guestWord}$`));
      // The guest's word is under the name, not beside the rank.
      const [name, word] = await Promise.all([
        crowd.getByRole("cell").nth(1).locator("span").first().boundingBox(),
        crowd.getByText(guestWord).boundingBox(),
      ]);
      expect(word!.y).toBeGreaterThan(name!.y);
    });
  }
});
