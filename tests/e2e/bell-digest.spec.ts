import { expect, test, type Page } from "@playwright/test";
import type { ListedMatch } from "../../src/shared/api/matches";
import type { NotificationList } from "../../src/shared/api/notifications";
import { axeViolations, failing, getJson, newPlayer, onBothScreensAtOnce, openPage, ownServer, signUp } from "./helpers";

// A bell worth reading (docs/rules.md#notifications, #reminders): a day's scored picks are one entry that
// grows as its matches settle, and a reminder asked for on a match page comes for that match alone.
// SIM_SPEED 300 on a server of its own: a kick-off every 6 s, a match settled about 22 s later, and a
// reminder's hour of lead is 12 s.
const serverUrl = ownServer("bell-digest", 300);

const weekday = (at: string) => new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" }).format(new Date(at));
const dayKey = (at: string) => new Date(at).toISOString().slice(0, 10);

/** Upcoming matches with both calls kicking off between `fromMs` and `toMs` from now, soonest first. */
async function kickingOff(page: Page, base: string, fromMs: number, toMs: number): Promise<ListedMatch[]> {
  return (await getJson<ListedMatch[]>(page, `${base}/api/matches`))
    .filter((m) => m.status === "upcoming" && m.predictions.length === 2)
    .filter((m) => Date.parse(m.matchDate) - Date.now() > fromMs && Date.parse(m.matchDate) - Date.now() < toMs)
    .sort((a, b) => a.matchDate.localeCompare(b.matchDate));
}

/** No serious or critical axe violation in this part of the page. */
async function audit(page: Page, selector: string) {
  const violations = await axeViolations(page, [selector]);
  expect(failing(violations).map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function pick(page: Page, base: string, match: ListedMatch, home: number, away: number) {
  const reply = await page.request.put(`${base}/api/matches/${match.id}/pick`, { data: { home, away } });
  expect(reply.status(), `pick on ${match.id}`).toBe(200);
}

test("on a phone and a desktop: the bell gathers a day's scored picks into one entry, unread again as it grows", async ({ browser }) => {
  test.setTimeout(120_000);
  await onBothScreensAtOnce(browser, async (page, viewport) => {
    const base = serverUrl();
    await signUp(page, newPlayer("g"), base);
    // Every other kick-off: about 12 s between two settlements, time to read the entry before it grows.
    const soon = await kickingOff(page, base, 3_000, 120_000);
    const day = dayKey(soon[0]!.matchDate);
    const picked = soon.filter((m) => dayKey(m.matchDate) === day && soon.indexOf(m) % 2 === 0).slice(0, 3);
    expect(picked).toHaveLength(3);
    for (const match of picked) await pick(page, base, match, 1, 0);
    await openPage(page, `${base}/`);

    const bell = page.getByTestId("notification-bell");
    const count = page.getByTestId("notification-count");
    const panel = page.getByRole("region", { name: "Notifications" });
    const entry = panel.getByTestId("notification");
    // Each time the entry changes it is unread again: open it, read how many picks it gathers, close it,
    // and wait for the badge to come back, until all three have settled.
    let seen = 0;
    while (seen < 3) {
      await expect(count).toHaveText("1", { timeout: 60_000 });
      await bell.click();
      await expect(entry).toHaveCount(1);
      const gatheredNow = async () => {
        const text = (await entry.locator("p").first().textContent()) ?? "";
        return { text, gathered: /Your pick on /.test(text) ? 1 : Number(/Your (\d+) picks on /.exec(text)?.[1] ?? 0) };
      };
      const { text, gathered } = await gatheredNow();
      expect(gathered, text).toBeGreaterThan(seen);
      seen = gathered;
      // Opening it marked it read, unless the next settlement made it unread again meanwhile: on a loaded machine the
      // sped-up clock's 12 s between two can pass between the click and this look (a fresh-clone run failed so).
      await expect.poll(async () => (await count.isHidden()) || (await gatheredNow()).gathered > gathered).toBe(true);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    }

    // The figures the server keeps, and the sentence the bell writes from them.
    const list = await getJson<NotificationList>(page, `${base}/api/notifications`);
    const scored = list.items.filter((n) => n.kind === "pick_scored");
    expect(scored).toHaveLength(1);
    const { picks, points, exact } = scored[0]!.scoredPicks!;
    expect(picks).toBe(3);
    await bell.click();
    await expect(entry).toHaveCount(1);
    const exactPart = exact > 0 ? `, ${exact} exact` : "";
    await expect(entry).toContainText(
      `Your 3 picks on ${weekday(picked[0]!.matchDate)} scored ${points} ${points === 1 ? "point" : "points"}${exactPart}.`,
    );
    await expect(entry).toHaveAttribute("href", "/prophets");
    await audit(page, '[data-testid="notification-panel"]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
});

test("on a phone and a desktop: 'Remind me before kick-off' on a match page brings one reminder, of that match, that asks for no pick", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await onBothScreensAtOnce(browser, async (page) => {
    const base = serverUrl();
    await signUp(page, newPlayer("r"), base);
    // Far enough that the 12 s lead is still ahead once the page is open, with picked matches around it.
    const around = await kickingOff(page, base, 30_000, 120_000);
    expect(around.length).toBeGreaterThanOrEqual(3);
    const [asked, ...others] = around.slice(0, 3) as [ListedMatch, ListedMatch, ListedMatch];
    for (const match of [asked, ...others]) await pick(page, base, match, 2, 1);

    await openPage(page, `${base}/match/${asked.id}`);
    const offer = page.getByRole("region", { name: "Kick-off reminder" });
    await expect(offer).toContainText("Remind me before kick-off?");
    await offer.getByRole("button", { name: "Yes, remind me" }).click();
    await expect(offer.getByRole("status")).toContainText("Reminder set: the bell will remind you of this match 1 hour before kick-off.");
    await audit(page, '[data-testid="reminder-offer"]');

    await expect(page.getByTestId("notification-count")).toHaveText("1", { timeout: 60_000 });
    await page.getByTestId("notification-bell").click();
    const panel = page.getByRole("region", { name: "Notifications" });
    const item = panel.getByTestId("notification");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(`${asked.homeTeam} vs ${asked.awayTeam} kicks off in`);
    await expect(item).toContainText("Your pick is 2-1. You can change it until kick-off.");
    await expect(item).not.toContainText("Make your pick");
    await expect(item).toHaveAttribute("href", `/match/${asked.id}`);

    // The other picked matches kick off without a reminder: no group was switched on.
    await expect
      .poll(async () => (await getJson<ListedMatch>(page, `${base}/api/matches/${others[1].id}`)).status, { timeout: 60_000 })
      .not.toBe("upcoming");
    const list = await getJson<NotificationList>(page, `${base}/api/notifications`);
    expect(list.items.filter((n) => n.kind === "kickoff_reminder").map((n) => n.link)).toEqual([`/match/${asked.id}`]);
  });
});
