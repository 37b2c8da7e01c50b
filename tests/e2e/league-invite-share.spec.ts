import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { axeViolations, createLeagueThroughUi, DESKTOP, failing, openPage, PHONE, signUp, upcomingMatch } from "./helpers";

/*
 * Bringing a friend in (docs/rules.md#sharing, #leagues): a new league's invite is on the first
 * screen; its Invite opens the device's share sheet where there is one and copies the link where not;
 * WhatsApp and Telegram sit beside Copy in the invite, the arena's share row and the match page's,
 * each counted by analytics as share_whatsapp and share_telegram.
 */

const viewports = [
  { name: "phone", size: PHONE },
  { name: "desktop", size: DESKTOP },
] as const;

/** The messengers never load for real in tests: a stand-in page answers for them. */
async function stubMessengers(context: BrowserContext) {
  for (const site of ["https://wa.me/**", "https://t.me/**"]) {
    await context.route(site, (route) => route.fulfill({ contentType: "text/html", body: "<title>stub</title>" }));
  }
}

/** Resolves with the analytics event named `eventName` once the page sends it. */
function analyticsEvent(page: Page, eventName: string) {
  return page
    .waitForRequest((req) => req.url().endsWith("/api/analytics/track") && (req.postDataJSON() as { eventName?: string }).eventName === eventName)
    .then((req) => req.postDataJSON() as { eventName: string; metadata: Record<string, unknown> });
}

/** WhatsApp and Telegram links in `row`, each to its site with `url` in it, in a new tab without opener or referrer. */
async function expectMessengerLinks(row: Locator, url: RegExp) {
  const whatsapp = row.getByRole("link", { name: "WhatsApp" });
  const telegram = row.getByRole("link", { name: "Telegram" });
  for (const link of [whatsapp, telegram]) {
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  const wa = new URL((await whatsapp.getAttribute("href"))!);
  expect(wa.origin + wa.pathname).toBe("https://wa.me/");
  expect(wa.searchParams.get("text")).toMatch(url);
  const tg = new URL((await telegram.getAttribute("href"))!);
  expect(tg.origin + tg.pathname).toBe("https://t.me/share/url");
  expect(tg.searchParams.get("url")).toMatch(url);
  expect(tg.searchParams.get("text")).toBeTruthy();
}

/** Clicks a messenger link and returns the analytics event it sent, closing the tab it opened. */
async function clickCounted(page: Page, link: Locator, eventName: string) {
  const sent = analyticsEvent(page, eventName);
  const opened = page.context().waitForEvent("page");
  await link.click();
  const tab = await opened;
  const event = await sent;
  await tab.close();
  return event;
}

for (const { name: device, size } of viewports) {
  test.describe(`inviting and sharing (${device}, ${size.width}×${size.height})`, () => {
    test.use({ viewport: size });

    test("a new league's invite is on the first screen, with Invite, WhatsApp and Telegram beside Copy", async ({ page, context }) => {
      await stubMessengers(context);
      // No share sheet here (a desktop browser): Invite copies the link, as Copy does.
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await signUp(page, undefined, "", null);
      await createLeagueThroughUi(page, "First Screen FC");
      const panel = page.getByTestId("league-invite-panel");
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(box.y + box.height, "the invite block on the first screen").toBeLessThanOrEqual(size.height);
      await page.screenshot({ path: test.info().outputPath(`new-league-${device}.png`) });
      const violations = await axeViolations(page, ['[data-testid="league-invite-panel"]']);
      expect(failing(violations).map((v) => v.id)).toEqual([]);

      const link = (await page.getByTestId("league-link").textContent())!;
      expect(link).toMatch(/\/leagues\/join\/[A-Z2-9]{8}$/);
      const escaped = link.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      await expectMessengerLinks(panel, new RegExp(escaped));
      const event = await clickCounted(page, panel.getByRole("link", { name: "WhatsApp" }), "share_whatsapp");
      expect(event.metadata).toMatchObject({ shareType: "league", url: link });
      expect((await clickCounted(page, panel.getByRole("link", { name: "Telegram" }), "share_telegram")).metadata).toMatchObject({
        shareType: "league",
      });

      const copied = analyticsEvent(page, "share_copy");
      await panel.getByRole("button", { name: "Invite", exact: true }).click();
      expect((await copied).metadata).toMatchObject({ shareType: "league", url: link });
      // Exact: the toast region also announces the title with its description in one live line.
      await expect(page.getByText("Link Copied!", { exact: true })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    });

    test("Invite opens the device's share sheet where there is one", async ({ page }) => {
      // A phone's share sheet, recorded: what the page hands it is what the friend receives.
      await page.addInitScript(() => {
        const shared: ShareData[] = [];
        Object.defineProperty(window, "__shared", { value: shared });
        Object.defineProperty(navigator, "share", { value: (data: ShareData) => (shared.push(data), Promise.resolve()), configurable: true });
      });
      await signUp(page, undefined, "", null);
      await createLeagueThroughUi(page, "Sheet Club");
      const link = (await page.getByTestId("league-link").textContent())!;
      await page.getByTestId("league-invite-panel").getByRole("button", { name: "Invite", exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
        .toEqual([{ title: "Sheet Club", text: expect.stringContaining("Sheet Club"), url: link }]);
      await expect(page.getByText("Link Copied!", { exact: true })).toHaveCount(0);
    });

    test("the arena's share row and the match page carry WhatsApp and Telegram beside Copy and Share", async ({ page, context }) => {
      await stubMessengers(context);
      await signUp(page);
      const row = page.getByRole("group", { name: "Share" });
      await row.scrollIntoViewIfNeeded();
      await expect(row.getByRole("button", { name: "Copy" })).toBeVisible();
      await expectMessengerLinks(row, /utm_campaign=arena/);
      // Beside Copy: the next controls in the row.
      const names = await row.locator("a, button").allTextContents();
      expect(names.slice(names.indexOf("Copy"))).toEqual(["Copy", "WhatsApp", "Telegram"]);
      expect((await clickCounted(page, row.getByRole("link", { name: "WhatsApp" }), "share_whatsapp")).metadata).toMatchObject({
        shareType: "arena",
      });
      await page.screenshot({ path: test.info().outputPath(`arena-share-${device}.png`), fullPage: false });

      const match = await upcomingMatch(page);
      await openPage(page, `/match/${match.id}`);
      const matchRow = page.getByRole("group", { name: "Share" });
      await expect(matchRow.getByRole("button", { name: "Share" })).toBeVisible();
      await expectMessengerLinks(matchRow, new RegExp(`/match/${match.id}\\?.*utm_campaign=match`));
      expect((await clickCounted(page, matchRow.getByRole("link", { name: "Telegram" }), "share_telegram")).metadata).toMatchObject({
        shareType: "match",
      });
      await page.screenshot({ path: test.info().outputPath(`match-share-${device}.png`) });
    });
  });
}
