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

const PROOF = /\/api\/predictions\/proof\?/;

test("/verify?match= checks one match's predictions by their Merkle proofs, reading kilobytes instead of the log", async ({ page, request }) => {
  const entries = await wholeLog(request);
  const revealed = entries.find((e) => e.forecast !== null)!;
  const logReads: string[] = [];
  page.on("request", (r) => {
    if (LOG.test(r.url())) logReads.push(r.url());
  });

  await openPage(page, `/verify?match=${revealed.matchId}`);
  await expect(page.getByTestId("prediction-verdict")).toHaveText(/^2 predictions verified: unchanged, and in the log of [\d,]+ entries$/);
  const checked = page.getByTestId("checked-prediction");
  await expect(checked).toHaveCount(2);
  await expect(checked.getByTestId("step-hash").and(page.locator('[data-ok="true"]'))).toHaveCount(2);
  await expect(checked.getByTestId("step-included").and(page.locator('[data-ok="true"]'))).toHaveCount(2);
  await expect(page.getByLabel(`Prediction #${revealed.id}`).getByTestId("step-forecast")).toHaveText(
    "Its revealed forecast is the one sealed before kick-off.",
  );
  await expect(page.getByLabel(`Prediction #${revealed.id}`).getByTestId("step-hash")).toContainText(revealed.hash);
  // One reply of a few kilobytes, and not a page of the log.
  const bytes = Number((await page.getByTestId("check-bytes").textContent())!.match(/read ([\d,]+) bytes/)![1]!.replace(/,/g, ""));
  expect(bytes).toBeGreaterThan(500);
  expect(bytes).toBeLessThan(20_000);
  await expect(page.getByTestId("check-bytes")).toContainText("in 1 request.");
  expect(logReads).toEqual([]);

  // The whole chain on request: its root, computed here, holds the tree this browser just verified.
  await page.getByRole("button", { name: "Check the whole chain" }).click();
  await expect(page.getByText(/^All \d+ predictions verified: the chain is intact$/)).toBeVisible();
  await expect(page.getByTestId("tree-root")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId("tree-remembered")).toContainText("still have the root this browser verified before");
});

test("/verify checks a prediction by the hash typed in, and a match still to kick off keeps its forecast sealed", async ({ page, request }) => {
  const entries = await wholeLog(request);
  const sealed = entries.findLast((e) => e.forecast === null && e.forecastCommitment !== null)!;
  await openPage(page, "/verify");
  await expect(page.getByText(/^All \d+ predictions verified: the chain is intact$/)).toBeVisible();
  const form = page.getByRole("form", { name: "Check one prediction" });
  await form.getByLabel("Match id or prediction hash").fill("not a prediction");
  await form.getByRole("button", { name: "Check" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter a match id (digits) or a prediction's full hash (64 hex digits).");

  await form.getByLabel("Match id or prediction hash").fill(sealed.hash.toUpperCase());
  await form.getByRole("button", { name: "Check" }).click();
  await expect(page).toHaveURL(new RegExp(`/verify\\?hash=${sealed.hash}$`));
  await expect(page.getByTestId("prediction-verdict")).toHaveText(/^Prediction verified: unchanged, and in the log of [\d,]+ entries$/);
  await expect(page.getByTestId("step-forecast")).toHaveText("Its score forecast stays sealed until kick-off; the hash covers its commitment.");
  // The whole chain was checked first, so this browser remembers its tree: the check proves the log only grew.
  await expect(page.getByTestId("tree-growth")).toHaveText(
    /^(The log only grew since this browser last verified it|The log is the tree of [\d,]+ entries this browser verified before, unchanged)/,
  );
});

test("/verify fails a proof whose entry or audit path was altered", async ({ page, request }) => {
  const entries = await wholeLog(request);
  const target = entries[Math.floor(entries.length / 2)]!;
  let alter: (proof: { entry: Record<string, unknown>; auditPath: string[] }) => void = () => undefined;
  await page.route(PROOF, async (route) => {
    const reply = await route.fetch();
    const body = (await reply.json()) as { proofs: { entry: Record<string, unknown>; auditPath: string[] }[] };
    for (const proof of body.proofs) alter(proof);
    await route.fulfill({ status: reply.status(), contentType: "application/json", body: JSON.stringify(body) });
  });

  alter = (proof) => void (proof.entry.predictedScore = "9-9");
  await openPage(page, `/verify?hash=${target.hash}`);
  await expect(page.getByTestId("prediction-verdict")).toHaveText("The check failed: its contents do not match its hash.");
  await expect(page.getByTestId("step-hash")).toHaveAttribute("data-ok", "false");
  await expect(page.getByTestId("step-included")).toHaveAttribute("data-ok", "true");

  alter = (proof) => {
    const last = proof.auditPath.length - 1;
    proof.auditPath[last] = proof.auditPath[last]!.replace(/^./, (c) => (c === "0" ? "1" : "0"));
  };
  await page.getByRole("button", { name: "Check again" }).click();
  await expect(page.getByTestId("prediction-verdict")).toHaveText("The check failed: its hash is not in the log's Merkle tree.");
  await expect(page.getByTestId("step-hash")).toHaveAttribute("data-ok", "true");
  await expect(page.getByTestId("step-included")).toHaveAttribute("data-ok", "false");
  // Nothing was read of the log itself.
  await expect(page.getByRole("button", { name: "Check the whole chain" })).toBeVisible();
});

test("/verify fails a log that does not extend the tree this browser verified before", async ({ page, request }) => {
  const entries = await wholeLog(request);
  await openPage(page, `/verify?match=${entries[0]!.matchId}`);
  await expect(page.getByTestId("prediction-verdict")).toHaveText(/^2 predictions verified/);
  // As if this browser had verified a different history of the first ten entries.
  await page.evaluate(() => localStorage.setItem("prophecy-league-tree-head", JSON.stringify({ treeSize: 10, rootHash: "ab".repeat(32) })));
  await page.getByRole("button", { name: "Check again" }).click();
  await expect(page.getByTestId("prediction-verdict")).toHaveText("The check failed: the log does not extend the tree this browser verified before.");
  await expect(page.getByTestId("tree-growth")).toContainText("it was rewritten");
  await expect(page.getByTestId("check-bytes")).toContainText("in 2 requests.");
});
