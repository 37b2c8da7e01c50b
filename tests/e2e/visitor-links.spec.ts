import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createLeagueThroughUi, fillSignUpForm, matches, newPlayer, openPage, signUpThroughUi, submitPastRateLimit } from "./helpers";

/*
 * A friend follows a shared link signed out: the landing screen says what the link is about in one
 * line, and its sign-up button brings them back to the link once they have an account. A card its
 * player keeps private says nothing.
 */

const viewports = [
  { name: "phone", size: { width: 390, height: 844 } },
  { name: "desktop", size: { width: 1440, height: 900 } },
] as const;

/** A visitor's own browser: no cookie, no storage shared with the player who sent the link. */
async function visitorPage(browser: Browser, size: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport: size });
  return context.newPage();
}

/** The landing's line fits the screen: no sideways scroll, and it sits above the hero's title. */
async function expectReadableLine(page: Page, width: number) {
  const line = page.getByTestId("followed-link");
  await expect(line).toBeVisible();
  const box = (await line.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const title = (await page.getByRole("heading", { level: 1, name: "The Prophecy League" }).boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(title.y);
  // The landing's own texts stay as they are around it.
  await expect(page.getByRole("link", { name: "Enter the Arena" })).toBeVisible();
}

/** No serious or critical axe finding in the line, in the dark theme and then the light one (accessibility.spec.ts's bar). */
async function expectAccessibleLine(page: Page) {
  for (const theme of ["dark", "light"]) {
    await page.evaluate((t) => localStorage.setItem("prophecy-league-theme", t), theme);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expect(page.getByTestId("followed-link")).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).setLegacyMode().include('[data-testid="followed-link"]').analyze();
    expect(violations.filter((v) => ["serious", "critical"].includes(v.impact ?? "")).map((v) => `${theme}: ${v.id}`)).toEqual([]);
  }
  await page.evaluate(() => localStorage.removeItem("prophecy-league-theme"));
}

/** Presses the line's sign-up button, creates an account on the sign-in screen, and waits to be signed in. */
async function signUpFromLine(page: Page, button: string) {
  await page.getByTestId("followed-link").getByRole("link", { name: button }).click();
  await expect(page).toHaveURL(/\/api\/login/);
  await page.getByRole("tab", { name: "Create account" }).click();
  const form = page.getByRole("form", { name: "Create account" });
  await fillSignUpForm(form, newPlayer("v"));
  await submitPastRateLimit(page, form, "Create account", page.getByTestId("header-credits"));
  await expect(page.getByTestId("header-credits")).toBeVisible();
}

for (const { name: device, size } of viewports) {
  test.describe(`links a visitor follows (${device}, ${size.width}×${size.height})`, () => {
    test.use({ viewport: size });

    test("a league invite names the league and its owner, and sign-up returns to the invite", async ({ page, browser }) => {
      const owner = await signUpThroughUi(page);
      await createLeagueThroughUi(page, "Linked Prophets");
      const code = (await page.getByTestId("league-code").textContent())!;

      const visitor = await visitorPage(browser, size);
      await visitor.goto(`/leagues/join/${code.toLowerCase()}`);
      const line = visitor.getByTestId("followed-link");
      await expect(line).toHaveText(`${owner.username} invited you to the league Linked Prophets (1 member).Sign up to join the league`);
      await expectReadableLine(visitor, size.width);
      await visitor.screenshot({ path: test.info().outputPath(`invite-${device}.png`) });

      await signUpFromLine(visitor, "Sign up to join the league");
      await expect(visitor).toHaveURL(new RegExp(`/leagues/join/${code.toLowerCase()}$`));
      const invite = visitor.getByTestId("league-invite");
      await expect(invite).toContainText("Linked Prophets");
      await invite.getByRole("button", { name: "Join League" }).click();
      await expect(visitor.getByRole("heading", { level: 1, name: "Linked Prophets" })).toBeVisible();

      // An invite whose code is dead says so, and offers no way back to it.
      const stranger = await visitorPage(browser, size);
      await stranger.goto("/leagues/join/ZZZZZZZZ");
      await expect(stranger.getByTestId("followed-link")).toHaveText(
        "The league invite you followed is not valid any more: the league was closed, or its code changed.",
      );
      await expect(stranger.getByTestId("followed-link").getByRole("link")).toHaveCount(0);
      await visitor.context().close();
      await stranger.context().close();
    });

    test("a match link names the teams and, once finished, the final score, and sign-up returns to the match", async ({ page, browser }) => {
      await signUpThroughUi(page);
      const all = await matches(page);
      const finished = all.find((m) => m.status === "completed" && m.actualScore);
      const upcoming = all.find((m) => m.status === "upcoming");
      expect(finished, "a finished match").toBeDefined();
      expect(upcoming, "an upcoming match").toBeDefined();

      const visitor = await visitorPage(browser, size);
      await visitor.goto(`/match/${upcoming!.id}?utm_source=share&utm_medium=social&utm_campaign=result`);
      await expect(visitor.getByTestId("followed-link")).toHaveText(
        `You were sent a match: ${upcoming!.homeTeam} vs ${upcoming!.awayTeam}.Sign up to see the prophecies`,
      );
      await expectReadableLine(visitor, size.width);
      await visitor.screenshot({ path: test.info().outputPath(`match-upcoming-${device}.png`) });

      await visitor.goto(`/match/${finished!.id}`);
      const line = visitor.getByTestId("followed-link");
      await expect(line).toHaveText(
        `You were sent a match: ${finished!.homeTeam} vs ${finished!.awayTeam}, final score ${finished!.actualScore}.Sign up to see the result`,
      );
      await expectReadableLine(visitor, size.width);
      await visitor.screenshot({ path: test.info().outputPath(`match-finished-${device}.png`) });
      // The duel and the calls stay behind sign-in.
      expect(await visitor.locator("main").textContent()).not.toMatch(/El Divino says|O Eterno says|Prophecy Complete/);
      await expectAccessibleLine(visitor);

      // The landing's own way in comes back too; here the line's button is used.
      await signUpFromLine(visitor, "Sign up to see the result");
      await expect(visitor).toHaveURL(new RegExp(`/match/${finished!.id}$`));
      await expect(visitor.getByTestId("followed-link")).toHaveCount(0);
      await expect(visitor.getByText(finished!.homeTeam).first()).toBeVisible();
      // Arrived: signing in again later starts in the arena, not back here.
      await openPage(visitor, "/");
      await expect(visitor).toHaveURL(/\/$/);
      await visitor.context().close();
    });

    test("a player's link names the player, sign-up returns to the card, and a private card says nothing", async ({ page, browser }) => {
      const player = await signUpThroughUi(page);

      const visitor = await visitorPage(browser, size);
      await visitor.goto(`/u/${player.username}?ref=whatever&utm_source=share`);
      await expect(visitor.getByTestId("followed-link")).toHaveText(`You were sent ${player.username}'s achievement card.Sign up to see the card`);
      await expectReadableLine(visitor, size.width);
      await visitor.screenshot({ path: test.info().outputPath(`player-${device}.png`) });
      // The landing at / says nothing about the link once the visitor moves there.
      await visitor
        .getByRole("link", { name: /The Prophecy League/ })
        .first()
        .click();
      await expect(visitor).toHaveURL(/\/$/);
      await expect(visitor.getByTestId("followed-link")).toHaveCount(0);
      await visitor.goBack();
      await expect(visitor.getByTestId("followed-link")).toBeVisible();

      await signUpFromLine(visitor, "Sign up to see the card");
      await expect(visitor).toHaveURL(new RegExp(`/u/${player.username}$`));
      await expect(visitor.getByRole("heading", { name: `${player.username}'s achievement` })).toBeVisible();
      await visitor.context().close();

      // The player turns the card off: a stranger's landing there is the plain one.
      const off = await page.request.patch("/api/auth/user/settings", { data: { publicCard: false } });
      expect(off.status()).toBe(200);
      const stranger = await visitorPage(browser, size);
      await stranger.goto(`/u/${player.username}`);
      await expect(stranger.getByRole("link", { name: "Enter the Arena" })).toBeVisible();
      await expect(stranger.getByTestId("followed-link")).toHaveCount(0);
      expect(await stranger.content()).not.toContain(player.username);
      await stranger.screenshot({ path: test.info().outputPath(`player-private-${device}.png`) });
      await stranger.context().close();
    });
  });
}
