import { readFileSync } from "node:fs";
import { expect, test, type BrowserContext, type Download, type Page } from "@playwright/test";
import type { ListedMatch } from "../../src/shared/api/matches";
import { hasBothPredictions, matches, openPage, signUp } from "./helpers";

// The share dialog and cards, the share buttons and their analytics, the card size, scale, file name
// and utm parameters (docs/rules.md#sharing).

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG's width and height from its IHDR chunk (bytes 16-23, big-endian). */
async function pngSize(download: Download, testInfo: { outputPath: (name: string) => string }) {
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const bytes = readFileSync(file);
  expect([...bytes.subarray(0, 8)], "PNG signature").toEqual(PNG_SIGNATURE);
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Social pages never load for real in tests: a stand-in page answers for them. */
async function stubSocialSites(context: BrowserContext) {
  for (const site of ["https://twitter.com/**", "https://www.facebook.com/**", "https://www.linkedin.com/**", "https://www.reddit.com/**"]) {
    await context.route(site, (route) => route.fulfill({ contentType: "text/html", body: "<title>stub</title>" }));
  }
}

/** Resolves with the analytics event named `eventName` once the page sends it. */
function analyticsEvent(page: Page, eventName: string) {
  return page
    .waitForRequest((req) => req.url().endsWith("/api/analytics/track") && (req.postDataJSON() as { eventName?: string }).eventName === eventName)
    .then((req) => req.postDataJSON() as { eventType: string; eventName: string; metadata: Record<string, unknown> });
}

async function completedMatch(page: Page): Promise<ListedMatch> {
  const done = (await matches(page)).find((m) => m.status === "completed" && m.actualScore && hasBothPredictions(m));
  expect(done, "a completed match with a score and both predictions").toBeDefined();
  return done!;
}

test("the profile's achievement card downloads as a 2400×1260 PNG and shares to Twitter with utm", async ({ page, context }, testInfo) => {
  await stubSocialSites(context);
  const player = await signUp(page, undefined, "", null);
  await openPage(page, "/profile");

  await page.getByRole("button", { name: "Share Achievement" }).click();
  const dialog = page.getByRole("dialog", { name: "Share Your Achievement" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("achievement-title")).toHaveText("10K Credits Earned!");
  const card = dialog.getByRole("img", { name: /10K Credits Earned!/ });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute("aria-label", new RegExp(player.username));
  await expect(card).toHaveAttribute("width", "2400");
  await expect(card).toHaveAttribute("height", "1260");
  // The preview is scaled down to fit the dialog.
  const box = await card.boundingBox();
  expect(box!.width).toBeLessThan(1200);
  expect(box!.width / box!.height).toBeCloseTo(1200 / 630, 1);
  await expect(dialog.getByTestId("share-text")).toContainText("10K Credits Earned!");
  await expect(dialog.getByTestId("share-text")).toContainText("utm_campaign=achievement");

  const downloadEvent = analyticsEvent(page, "share_card_download");
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download Image" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^prophecy-league-achievement-\d{13}\.png$/);
  expect(await pngSize(download, testInfo)).toEqual({ width: 2400, height: 1260 });
  await expect(page.getByText("Image Downloaded!", { exact: true })).toBeVisible();
  await expect(page.getByText("Your card has been saved successfully", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Download Image" })).toBeEnabled();
  const tracked = await downloadEvent;
  expect(tracked.eventType).toBe("click");
  expect(tracked.metadata).toMatchObject({ cardType: "achievement" });

  const twitterEvent = analyticsEvent(page, "share_card_twitter");
  const opening = context.waitForEvent("page");
  await dialog.getByRole("button", { name: "Twitter" }).click();
  const popup = await opening;
  await popup.waitForURL(/twitter\.com\/intent\/tweet/);
  const intent = new URL(popup.url());
  expect(intent.searchParams.get("text")).toContain("10K Credits Earned!");
  const shared = new URL(intent.searchParams.get("url")!);
  expect(shared.searchParams.get("utm_source")).toBe("share");
  expect(shared.searchParams.get("utm_medium")).toBe("social");
  expect(shared.searchParams.get("utm_campaign")).toBe("achievement");
  expect(shared.searchParams.get("ref")).toMatch(/^PROPHET-[A-Z0-9]{6}$/);
  // Opened without an opener (docs/rules.md#sharing).
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect((await twitterEvent).metadata).toMatchObject({ cardType: "achievement", url: shared.toString() });
  await popup.close();

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
});

test("a completed match's 'Share Result Card' opens 'Share Your Results' and downloads a 2400×1260 PNG", async ({ page, context }, testInfo) => {
  await stubSocialSites(context);
  await signUp(page, undefined, "", null);
  const match = await completedMatch(page);
  await openPage(page, `/match/${match.id}`);

  const overlay = page.getByRole("dialog", { name: "Prophecy Complete" });
  await overlay.getByRole("button", { name: "Share Result Card" }).click();
  const dialog = page.getByRole("dialog", { name: "Share Your Results" });
  await expect(dialog).toBeVisible();
  const card = dialog.getByRole("img", { name: /^Result card:/ });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute("aria-label", new RegExp(`${match.homeTeam} ${match.actualScore} ${match.awayTeam}`));
  const text = dialog.getByTestId("share-text");
  await expect(text).toContainText(`${match.homeTeam} ${match.actualScore} ${match.awayTeam}`);
  await expect(text).toContainText(`/match/${match.id}?utm_source=share&utm_medium=social&utm_campaign=result`);

  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download Image" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^prophecy-league-result-\d{13}\.png$/);
  expect(await pngSize(download, testInfo)).toEqual({ width: 2400, height: 1260 });
  await expect(page.getByText("Image Downloaded!", { exact: true })).toBeVisible();

  const opening = context.waitForEvent("page");
  await dialog.getByRole("button", { name: "Twitter" }).click();
  const popup = await opening;
  await popup.waitForURL(/utm_campaign/);
  const shared = new URL(new URL(popup.url()).searchParams.get("url")!);
  expect(shared.pathname).toBe(`/match/${match.id}`);
  expect(shared.searchParams.get("utm_campaign")).toBe("result");
  await popup.close();

  // Closing the share dialog leaves the result overlay in place.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(overlay).toBeVisible();
});

test("a duel decided on equal points is shared with the result screen's own line", async ({ page }) => {
  await signUp(page, undefined, "", null);
  const level = (await matches(page)).find((m) => m.status === "completed" && m.duel?.by === "tiebreak" && hasBothPredictions(m));
  expect(level, "a completed match whose duel the tiebreak decided").toBeDefined();
  await openPage(page, `/match/${level!.id}`);
  const overlay = page.getByRole("dialog", { name: "Prophecy Complete" });
  const reason = (await overlay.getByTestId("duel-reason").textContent())!;
  expect(reason).toMatch(/saw clearer\.$/);

  await overlay.getByRole("button", { name: "Share Result Card" }).click();
  const dialog = page.getByRole("dialog", { name: "Share Your Results" });
  await expect(dialog.getByTestId("share-text")).toContainText(reason);
  await expect(dialog.getByRole("img", { name: /^Result card:/ })).toHaveAttribute(
    "aria-label",
    new RegExp(reason.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
});

test("a player's public page shows their card to players and the landing screen to visitors", async ({ page, browser }) => {
  const player = await signUp(page, undefined, "", null);
  await openPage(page, `/u/${player.username}`);
  await expect(page.getByRole("heading", { name: `${player.username}'s achievement` })).toBeVisible();
  const image = page.getByRole("img", { name: `${player.username}'s achievement card` });
  await expect(image).toBeVisible();
  // Visible as soon as it has a box; the PNG, rendered on the server, can arrive a moment later.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  const visitor = await browser.newPage();
  await openPage(visitor, `${new URL(page.url()).origin}/u/${player.username}`);
  await expect(visitor.getByRole("link", { name: "Enter the Arena" })).toBeVisible();
  await visitor.close();
});
