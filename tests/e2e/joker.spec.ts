import { expect, test } from "@playwright/test";
import type { OpenPicks } from "../../src/shared/api/picks";
import { periodStartOf } from "../../src/shared/season";
import { checkOnBothScreensAndThemes, getJson, openPage, reloadPage, signUp } from "./helpers";

// The week's joker on /picks (docs/rules.md#joker): on a saved pick only, moved to another of the week with one tap,
// kept through a reload, and shown as "×2" on the arena card's pick row; on a phone and a desktop in both themes,
// checked by axe.

test("the joker goes on one saved pick of the week, moves with a tap, and shows ×2 on the arena card", async ({ page }) => {
  await signUp(page, undefined, "", null);
  // Two open matches of one week, a while from kick-off, and a third with no pick.
  const sheet = await getJson<OpenPicks>(page, "/api/picks/open");
  const later = sheet.matches.filter((m) => Date.parse(m.matchDate) > Date.now() + 10 * 60_000);
  const week = (date: string) => periodStartOf("week", new Date(date)).getTime();
  // The first week with three of them (late on a Sunday, the next week's).
  const sameWeek = later.filter((m) => later.filter((n) => week(n.matchDate) === week(m.matchDate)).length >= 3);
  const chosen = sameWeek.filter((m) => week(m.matchDate) === week(sameWeek[0]!.matchDate));
  expect(chosen.length).toBeGreaterThanOrEqual(3);
  const [a, b, unpicked] = [chosen[0]!, chosen[1]!, chosen[2]!];
  for (const m of [a, b]) expect((await page.request.put(`/api/matches/${m.matchId}/pick`, { data: { home: 1, away: 0 } })).ok()).toBe(true);

  await openPage(page, "/picks");
  await expect(page.getByTestId("joker-hint")).toContainText("Joker: once a week");
  const jokerOf = (id: number) => page.getByTestId(`pick-row-${id}`).getByTestId("joker-button");
  await expect(jokerOf(unpicked.matchId)).toBeDisabled();
  await expect(jokerOf(unpicked.matchId)).toHaveAttribute("title", "Save a pick first: the joker doubles a pick");
  await expect(jokerOf(a.matchId)).toHaveAttribute("aria-pressed", "false");
  await expect(jokerOf(a.matchId)).toHaveAccessibleName(`Joker (${a.homeTeam} v ${a.awayTeam})`);

  await jokerOf(a.matchId).click();
  await expect(jokerOf(a.matchId)).toHaveAttribute("aria-pressed", "true");
  await expect(jokerOf(a.matchId)).toContainText("Joker ×2");
  await expect(jokerOf(a.matchId)).toHaveAccessibleName(`Joker ×2 (${a.homeTeam} v ${a.awayTeam})`);
  // One a week: playing it on b takes it off a.
  await jokerOf(b.matchId).click();
  await expect(jokerOf(b.matchId)).toHaveAttribute("aria-pressed", "true");
  await expect(jokerOf(a.matchId)).toHaveAttribute("aria-pressed", "false");
  await reloadPage(page);
  await expect(jokerOf(b.matchId)).toHaveAttribute("aria-pressed", "true");
  await expect(jokerOf(a.matchId)).toHaveAttribute("aria-pressed", "false");
  expect((await getJson<OpenPicks>(page, "/api/picks/open")).jokers).toEqual([
    { weekStart: new Date(week(b.matchDate)).toISOString(), matchId: b.matchId, locked: false },
  ]);

  await checkOnBothScreensAndThemes(page, [`[data-testid="pick-row-${b.matchId}"]`, '[data-testid="joker-hint"]']);

  // The arena card's pick row says so.
  await openPage(page, "/");
  const cardOf = (m: typeof a) => page.getByTestId("match-card").filter({ hasText: m.homeTeam }).filter({ hasText: m.awayTeam }).first();
  await expect(cardOf(b).getByTestId("card-joker")).toHaveText("×2Joker: this pick's points count twice");
  await expect(cardOf(a).getByTestId("card-pick")).toBeVisible();
  await expect(cardOf(a).getByTestId("card-joker")).toHaveCount(0);
});
