import { expect, test, type Page } from "@playwright/test";
import type { Bet } from "../../src/shared/api/bets";
import type { ListedMatch, Match } from "../../src/shared/api/matches";
import { liveStanding } from "../../src/shared/live-standing";
import { parseScore } from "../../src/shared/scoring";
import { credits, getJson, newPlayer, openPage, oracleNames, ownServer, recordSockets, SCREENS, secondsAfter, signUp } from "./helpers";

// SIM_SPEED 600 on a server of its own: a kick-off every 3 s, a match in about 11 s. The arena follows
// every match's state on its one socket: the backed cards move with their goals, with no reload.
const serverUrl = ownServer("arena-stake", 600);

/** Each backed card's stake line and score, read in one go. */
function stakes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="match-card"]')].flatMap((card) => {
      const stake = card.querySelector('[data-testid="card-stake"]')?.textContent;
      const href = card.querySelector("h3 a")?.getAttribute("href");
      if (!stake || !href) return [];
      return [{ id: Number(href.split("/").pop()), stake, score: card.querySelector('[data-testid="match-score"]')?.textContent ?? null }];
    }),
  );
}

for (const viewport of SCREENS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("a backed card shows the stake, how it stands after each goal with no reload, then 'Just finished'", async ({ page }) => {
      test.setTimeout(120_000);
      const base = serverUrl();
      const socketLog = recordSockets(page);
      await signUp(page, newPlayer("k"), base);

      // Back the next matches to kick off with both calls (a match may end goalless: several are watched),
      // and three a minute out: still upcoming when the arena opens however slow the machine, and live later
      // with goals to see if the first ones were over by the time the page was up (a starved worker's once were).
      const called = (await getJson<ListedMatch[]>(page, `${base}/api/matches`))
        .filter((m) => m.status === "upcoming" && m.predictions.length === 2)
        .sort((a, b) => a.matchDate.localeCompare(b.matchDate));
      const ahead = (ms: number) => called.filter((m) => Date.parse(m.matchDate) - Date.now() > ms);
      const toBack = [...ahead(3_000).slice(0, 6), ...ahead(60_000).slice(0, 3)];
      const backedAt = Date.now();
      const backed = new Map<number, Bet>();
      for (const [i, match] of toBack.entries()) {
        const stake = 100 + i;
        const reply = await page.request.post(`${base}/api/bets`, { data: { matchId: match.id, aiSelected: i % 2 ? "Grok" : "ChatGPT", stake } });
        if (reply.status() === 201) backed.set(match.id, ((await reply.json()) as { bet: Bet }).bet);
      }
      expect(backed.size, "matches backed before kick-off").toBeGreaterThan(1);

      await openPage(page, `${base}/`);
      const openedAt = Date.now();
      let navigations = 0;
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) navigations += 1;
      });

      // Before kick-off: the oracle and the stake.
      await expect(async () => {
        const upcoming = (await stakes(page)).find((s) => !s.score);
        expect(upcoming, "a backed upcoming card").toBeDefined();
        const bet = backed.get(upcoming!.id)!;
        expect(upcoming!.stake).toBe(`You backed ${oracleNames[bet.aiSelected]} · ${credits(bet.stake)}`);
      }).toPass({ timeout: 10_000 });

      // Live: how the bet stands, from the match page's own standing, moving with a goal.
      const forecasts = new Map<number, Match>();
      const expected = async (id: number, score: string) => {
        if (!forecasts.has(id)) forecasts.set(id, await getJson<Match>(page, `${base}/api/matches/${id}`));
        const duel = liveStanding(forecasts.get(id)!.predictions, parseScore(score)!, null, credits)!.duel;
        const bet = backed.get(id)!;
        const state = duel.winner === "void" ? "would be refunded" : duel.winner === bet.aiSelected ? "winning" : "losing";
        return `You backed ${oracleNames[bet.aiSelected]} · ${credits(bet.stake)} · ${state}`;
      };
      const seen = new Map<number, string>();
      // Each backed live card's scores as the polls read them, with when: what a run that sees no goal prints.
      const scores: string[] = [];
      const since = secondsAfter(backedAt);
      let goal: { id: number; from: string; to: string } | undefined;
      await expect
        .poll(
          async () => {
            for (const card of await stakes(page)) {
              if (!card.score || !card.stake.includes(" · ", card.stake.indexOf("·") + 1)) continue;
              expect(card.stake).toBe(await expected(card.id, card.score));
              const before = seen.get(card.id);
              if (before !== card.score) scores.push(`${since(Date.now())} ${card.id} ${card.score}`);
              if (before !== undefined && before !== card.score) goal = { id: card.id, from: before, to: card.score };
              seen.set(card.id, card.score);
            }
            return goal !== undefined;
          },
          { timeout: 75_000, intervals: [250] },
        )
        .toBe(true)
        .catch((err: Error) => {
          throw new Error(
            [
              err.message,
              `the arena open at ${since(openedAt)}`,
              `kick-offs of the backed matches: ${toBack
                .filter((m) => backed.has(m.id))
                .map((m) => `${m.id} at ${since(Date.parse(m.matchDate))}`)
                .join(", ")}`,
              `live scores the page showed: ${scores.join(", ") || "none"}`,
              socketLog(since),
            ].join("\n"),
          );
        });
      expect(goal!.to).not.toBe(goal!.from);

      // Full time: the match leaves Live Now for "Just finished", with the final score and what the bet came to.
      const finished = page.getByRole("region", { name: "Just finished" }).getByTestId("just-finished-card");
      await expect(finished.first()).toBeVisible({ timeout: 30_000 });
      const history = await getJson<Bet[]>(page, `${base}/api/bets/history`);
      const settled = history.filter((b) => backed.has(b.matchId) && b.outcome !== null);
      expect(settled.length).toBeGreaterThan(0);
      for (const bet of settled) {
        const card = finished.filter({ has: page.locator(`a[href="/match/${bet.matchId}"]`) });
        const outcome = { won: `won ${credits(bet.payout ?? 0)}`, lost: `lost ${credits(bet.stake)}`, void: "refunded" }[bet.outcome!];
        await expect(card.getByTestId("just-finished-outcome")).toHaveText(`Your bet on ${oracleNames[bet.aiSelected]}: ${outcome}`);
        await expect(card).toContainText(`Final score ${bet.match!.actualScore}`);
      }
      // Between Live Now and Upcoming Battles, in that order.
      const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
      const order = ["Live Now", "Just finished", "Upcoming Battles"].map((h) => headings.findIndex((t) => t.includes(h)));
      expect(order.filter((i) => i >= 0)).toEqual([...order.filter((i) => i >= 0)].sort((a, b) => a - b));
      expect(order[1]).toBeGreaterThanOrEqual(0);
      expect(navigations, "the arena was reloaded").toBe(0);
    });
  });
}
