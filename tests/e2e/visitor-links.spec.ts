import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  axeViolations,
  createLeagueThroughUi,
  DESKTOP,
  failing,
  fillSignUpForm,
  matches,
  newPlayer,
  openPage,
  PHONE,
  reloadPage,
  signUpThroughUi,
  submitPastRateLimit,
} from "./helpers";

/*
 * A friend follows a shared link signed out: the landing screen says what the link is about in one
 * line, and its sign-up button brings them back to the link once they have an account. A card its
 * player keeps private says nothing.
 */

const viewports = [
  { name: "phone", size: PHONE },
  { name: "desktop", size: DESKTOP },
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
  // The landing's own texts stay as they are around it, and its way in on the first screen.
  const enter = page.getByRole("link", { name: "Enter the Arena" });
  await expect(enter).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const way = (await enter.boundingBox())!;
  expect(way.y + way.height, "Enter the Arena on the first screen").toBeLessThanOrEqual(page.viewportSize()!.height);
}

/** The shared card in the block: the image the link's preview uses, loaded and scaled to the block. */
async function expectLoadedCard(page: Page, image: string) {
  const card = page.getByTestId("followed-link-card");
  await expect(card).toHaveAttribute("src", image);
  await expect(card).toHaveAttribute("width", "1200");
  await expect(card).toHaveAttribute("height", "630");
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  const [block, box] = [(await page.getByTestId("followed-link").boundingBox())!, (await card.boundingBox())!];
  expect(box.width).toBeLessThanOrEqual(block.width);
  // Scaled, not cropped: 1200 × 630.
  expect(Math.abs(box.height - (box.width * 630) / 1200)).toBeLessThan(2);
}

/** No serious or critical axe finding in the line, in the dark theme and then the light one (accessibility.spec.ts's bar). */
async function expectAccessibleLine(page: Page) {
  for (const theme of ["dark", "light"]) {
    await page.evaluate((t) => localStorage.setItem("prophecy-league-theme", t), theme);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expect(page.getByTestId("followed-link")).toBeVisible();
    const violations = await axeViolations(page, ['[data-testid="followed-link"]']);
    expect(failing(violations).map((v) => `${theme}: ${v.id}`)).toEqual([]);
  }
  await page.evaluate(() => localStorage.removeItem("prophecy-league-theme"));
}

/** Presses the line's sign-up button, creates an account on the sign-in screen, and waits to be signed in. */
async function signUpFromLine(page: Page, button: string) {
  // Beside a shared card on a phone the block has no button of its own: 'Enter the Arena' is the way in.
  const own = page.getByTestId("followed-link").getByRole("link", { name: button });
  await ((await own.isVisible()) ? own : page.getByRole("link", { name: "Enter the Arena" })).click();
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

      // Signing up is the only tap: the friend lands in the league, a member, with the way out beside it.
      await signUpFromLine(visitor, "Sign up to join the league");
      await expect(visitor).toHaveURL(/\/leagues\/\d+$/);
      await expect(visitor.getByRole("heading", { level: 1, name: "Linked Prophets" })).toBeVisible();
      const joined = visitor.getByTestId("league-joined");
      await expect(joined).toHaveText(/You joined Linked Prophets\s*Leave/);
      await expect(joined.getByRole("button", { name: "Leave" })).toBeInViewport();
      await expect(visitor.getByTestId("league-members")).toContainText(owner.username);
      await expect(visitor.getByTestId("league-members").getByText(/^v/)).toHaveCount(1);
      await visitor.screenshot({ path: test.info().outputPath(`invite-joined-${device}.png`) });
      const violations = await axeViolations(visitor, ['[data-testid="league-joined"]']);
      expect(failing(violations).map((v) => v.id)).toEqual([]);
      // Said once: the league's page on a later visit is the plain one.
      await reloadPage(visitor);
      await expect(visitor.getByRole("heading", { level: 1, name: "Linked Prophets" })).toBeVisible();
      await expect(visitor.getByTestId("league-joined")).toHaveCount(0);

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
      await expect(visitor.getByTestId("followed-link").locator("p").first()).toHaveText(
        `You were sent a match: ${upcoming!.homeTeam} vs ${upcoming!.awayTeam}.`,
      );
      await expectLoadedCard(visitor, `/og/match/${upcoming!.id}.png`);
      // Nothing is decided yet: no verdict.
      await expect(visitor.getByTestId("followed-link-verdict")).toHaveCount(0);
      await expectReadableLine(visitor, size.width);
      await visitor.screenshot({ path: test.info().outputPath(`match-upcoming-${device}.png`) });

      await visitor.goto(`/match/${finished!.id}`);
      const line = visitor.getByTestId("followed-link");
      await expect(line.locator("p").first()).toHaveText(
        `You were sent a match: ${finished!.homeTeam} vs ${finished!.awayTeam}, final score ${finished!.actualScore}.`,
      );
      await expectLoadedCard(visitor, `/og/match/${finished!.id}.png`);
      // Who won the duel and how: on points, or on the tiebreak with both chances (or a refunded tie).
      await expect(line.getByTestId("followed-link-verdict")).toHaveText(
        /^(El Divino|O Eterno) won the duel on (points: \d+ points? to \d+|the tiebreak: both on \d+ points?, and .+ gave .+ chance to .+'s [\d.]+%)\.$|^It's a tie: .+ refunded\.$/,
      );
      await expect(line.getByRole("link", { name: "Sign up to see the result" })).toBeVisible({ visible: size.width >= 640 });
      await expectReadableLine(visitor, size.width);
      await visitor.screenshot({ path: test.info().outputPath(`match-finished-${device}.png`) });
      // The duel and the calls stay behind sign-in.
      const main = (await visitor.locator("main").textContent())!;
      expect(main).not.toMatch(/El Divino says|O Eterno says|Prophecy Complete|Your Bet/);
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
      const { referralCode } = (await (await page.request.get("/api/auth/user")).json()) as { referralCode: string };

      const visitor = await visitorPage(browser, size);
      await visitor.goto(`/u/${player.username}?ref=${referralCode}&utm_source=share`);
      const line = visitor.getByTestId("followed-link");
      await expect(line.locator("p").first()).toHaveText(`You were sent ${player.username}'s achievement card.`);
      await expectLoadedCard(visitor, `/og/u/${player.username}.png`);
      // The achievement line, as the card's title says it: a new player's 10,000 credits.
      await expect(line.getByTestId("followed-link-verdict")).toHaveText("10K Credits Earned!");
      // The link carries their referral code: the block says what joining with it brings.
      await expect(line.getByTestId("followed-link-referral")).toHaveText("Join with their link and you both get ₡5,000");
      await expect(line.getByRole("link", { name: "Sign up to see the card" })).toBeVisible({ visible: size.width >= 640 });
      await expectReadableLine(visitor, size.width);
      // A code that cannot be one promises nothing.
      const other = await visitorPage(browser, size);
      await other.goto(`/u/${player.username}?ref=whatever`);
      await expect(other.getByTestId("followed-link-card")).toBeVisible();
      await expect(other.getByTestId("followed-link-referral")).toHaveCount(0);
      await other.context().close();
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
      // The code rode through sign-up: both got the bonus.
      await expect(visitor.getByTestId("header-credits")).toContainText("15,000");
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

    test("a referral link says what joining with it brings, and the code rides through sign-up", async ({ page, browser }) => {
      await signUpThroughUi(page);
      const { referralCode } = (await (await page.request.get("/api/auth/user")).json()) as { referralCode: string };
      const visitor = await visitorPage(browser, size);
      await visitor.goto(`/?ref=${referralCode}`);
      const line = visitor.getByTestId("followed-link");
      await expect(line.getByTestId("followed-link-referral")).toHaveText("Join with their link and you both get ₡5,000");
      await expect(line.getByRole("img")).toHaveCount(0);
      await expectReadableLine(visitor, size.width);
      await visitor.screenshot({ path: test.info().outputPath(`referral-${device}.png`) });
      await visitor.getByTestId("followed-link").getByRole("link", { name: "Sign up with their link" }).click();
      await expect(visitor).toHaveURL(/\/api\/login\?ref=/);
      const form = visitor.getByRole("form", { name: "Create account" });
      await fillSignUpForm(form, newPlayer("r"));
      await submitPastRateLimit(visitor, form, "Create account", visitor.getByTestId("header-credits"));
      await expect(visitor.getByTestId("header-credits")).toContainText("15,000");
      await visitor.context().close();
    });
  });
}
