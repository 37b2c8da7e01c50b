import { expect, test, type APIRequestContext } from "@playwright/test";
import type { PredictionLogEntry, PredictionLogPage } from "../../src/shared/api/matches";
import { openPage, reloadPage } from "./helpers";

const LOG = /\/api\/predictions\/log(\?.*)?$/;

/** The whole public log, read the way any client reads it: page after page by cursor. */
async function wholeLog(request: APIRequestContext): Promise<PredictionLogEntry[]> {
  const entries: PredictionLogEntry[] = [];
  let cursor: string | null = null;
  do {
    const response = await request.get(cursor === null ? "/api/predictions/log" : `/api/predictions/log?cursor=${cursor}`);
    expect(response.status()).toBe(200);
    const page = (await response.json()) as PredictionLogPage;
    entries.push(...page.entries);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return entries;
}

test("/verify recomputes the prediction chain and finds it intact", async ({ page, request }) => {
  await openPage(page, "/verify");
  await expect(page.getByRole("heading", { level: 1, name: "Verify the Prophecy Log" })).toBeVisible();
  await expect(page.getByText(/^All \d+ predictions verified: the chain is intact$/)).toBeVisible();
  const log = await wholeLog(request);
  await expect(page.getByTestId("latest-hash")).toHaveText(/^[0-9a-f]{64}$/);
  // The league goes on making predictions: the latest hash is one of the log's, the newest or later.
  const shown = await page.getByTestId("latest-hash").textContent();
  const known = log.findIndex((e) => e.hash === shown);
  expect(known === -1 ? log.length : known).toBeGreaterThanOrEqual(log.length - 2);
});

test("/verify walks a log of many pages, and stops at a changed prediction on a later page", async ({ page, request }) => {
  // The real log served again in pages of five, so the check follows cursors as it does past 1,000 entries.
  const entries = await wholeLog(request);
  expect(entries.length).toBeGreaterThan(20);
  const PAGE = 5;
  let tamperAt: number | null = null;
  let served: number[] = [];
  await page.route(LOG, async (route) => {
    const start = Number(new URL(route.request().url()).searchParams.get("cursor") ?? 0);
    served.push(start);
    const slice = entries.slice(start, start + PAGE).map((e, i) => (start + i === tamperAt ? { ...e, predictedScore: "9-9" } : e));
    await route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: { "prediction-log-total": String(entries.length) },
      body: JSON.stringify({
        entries: slice,
        nextCursor: start + PAGE < entries.length ? String(start + PAGE) : null,
      }),
    });
  });

  await openPage(page, "/verify");
  await expect(page.getByText(`All ${entries.length} predictions verified: the chain is intact`)).toBeVisible();
  await expect(page.getByTestId("latest-hash")).toHaveText(entries.at(-1)!.hash);
  expect(served).toEqual(Array.from({ length: Math.ceil(entries.length / PAGE) }, (_, i) => i * PAGE));

  tamperAt = 12;
  served = [];
  await reloadPage(page);
  await expect(page.getByTestId("chain-verdict")).toHaveText(
    `The chain breaks at entry 12 (prediction #${entries[12]!.id}): its contents do not match its hash.`,
  );
  await expect(page.getByTestId("latest-hash")).toHaveCount(0);
  // Nothing after the break is read.
  expect(served).toEqual([0, 5, 10]);
});

test("/verify says when the log cannot be read, and tries again on request", async ({ page }) => {
  let failing = true;
  await page.route(LOG, async (route) => {
    if (!failing) return route.continue();
    await route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ message: "Too many requests: try again in 30 s" }),
    });
  });
  await openPage(page, "/verify");
  await expect(page.getByRole("alert")).toContainText("Could not load the prediction log: Too many requests: try again in 30 s");
  failing = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText(/^All \d+ predictions verified: the chain is intact$/)).toBeVisible();
});

test("/verify fails when a revealed forecast is altered", async ({ page, request }) => {
  const entries = await wholeLog(request);
  // The seeded league has finished matches, so some forecasts are public already.
  const at = entries.findIndex((e) => e.forecast !== null);
  expect(at, "an entry whose forecast is revealed").toBeGreaterThanOrEqual(0);
  const grid = [...entries[at]!.forecast!.grid];
  // One millionth moved from 1-0 to 0-1: still a valid grid, no longer the sealed one.
  grid[11]! -= 1;
  grid[1]! += 1;
  const served = entries.map((e, i) => (i === at ? { ...e, forecast: { ...e.forecast!, grid } } : e));
  await page.route(LOG, (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: { "prediction-log-total": String(served.length) },
      body: JSON.stringify({ entries: served, nextCursor: null }),
    }),
  );
  await openPage(page, "/verify");
  await expect(page.getByTestId("chain-verdict")).toHaveText(
    `The chain breaks at entry ${at} (prediction #${entries[at]!.id}): its revealed forecast does not match the one sealed before kick-off.`,
  );
});
