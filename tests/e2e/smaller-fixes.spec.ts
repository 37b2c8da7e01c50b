import { expect, test } from "@playwright/test";
import { createLeagueThroughUi, hasBothPredictions, linesOf, matches, msToKickoff, openPage, SCREENS, signUp, upcomingMatch } from "./helpers";

const MINUTE = 60_000;

for (const size of SCREENS) {
  const phone = size.width < 640;
  const at = `at ${size.width}×${size.height}`;

  test(`${at} a league table shows rank, player, points and exact hits without scrolling, the rest a tap away, and Save Name keeps one line`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signUp(page, undefined, "", null);
    await createLeagueThroughUi(page, "Tuesday Seers");
    const table = page.getByTestId("league-table");
    await expect(table.getByTestId("league-row")).toHaveCount(1);
    const frame = page.getByRole("region", { name: "League table" });
    const header = (name: string) => table.getByRole("columnheader", { name, exact: true });
    for (const name of ["#", "Player", "Points", "Exact"]) await expect(header(name)).toBeVisible();
    expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    await expect(page.getByTestId("scroll-cue")).toHaveCount(0);
    const toggle = page.getByRole("button", { name: "Show picks and credits" });
    if (phone) {
      await expect(header("Picks")).toBeHidden();
      await expect(header("Credits won")).toBeHidden();
      await toggle.click();
      await expect(page.getByRole("button", { name: "Hide picks and credits" })).toHaveAttribute("aria-expanded", "true");
    } else {
      await expect(toggle).toBeHidden();
    }
    await expect(header("Picks")).toBeVisible();
    await expect(header("Credits won")).toBeVisible();
    await expect(table.getByTestId("league-row").locator("td")).toHaveCount(6);

    // The owner's rename: the button's words on one line, before and after a new name is typed.
    const rename = page.getByRole("form", { name: "Rename the league" });
    const save = rename.getByRole("button", { name: "Save Name" });
    await save.scrollIntoViewIfNeeded();
    expect(await linesOf(save)).toBe(1);
    await rename.getByLabel("Rename").fill("Tuesday Seers United FC");
    await expect(save).toBeEnabled();
    expect(await linesOf(save)).toBe(1);
  });

  test(`${at} the Prophets table counts the picks waiting for results before any is scored`, async ({ page }) => {
    await page.setViewportSize(size);
    await signUp(page);
    const open = (await matches(page)).filter((m) => m.status === "upcoming" && msToKickoff(m) > 5 * MINUTE);
    expect(open.length, "two open matches").toBeGreaterThanOrEqual(2);
    const standing = page.getByTestId("prophets-standing");
    const season = async () => {
      await openPage(page, "/prophets");
      await page.getByRole("tab", { name: "Season" }).click();
      return standing;
    };
    await expect(await season()).toContainText("You have no scored pick this season yet");

    const save = await page.request.put("/api/picks", { data: { picks: [{ matchId: open[0]!.id, home: 1, away: 0 }] } });
    expect((await save.json()).saved).toHaveLength(1);
    await expect(await season()).toHaveText(/^1 pick waiting for results\. Make your picks$/);
    await page.request.put("/api/picks", { data: { picks: [{ matchId: open[1]!.id, home: 0, away: 0 }] } });
    await expect(await season()).toHaveText(/^2 picks waiting for results\. Make your picks$/);
    await expect(standing).not.toContainText("no scored pick");
  });

  test(`${at} the sign-in page's lead reads "create your account for The Prophecy League"`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto("/api/login");
    await expect(page.getByText("Sign in or create your account for The Prophecy League.", { exact: true })).toBeVisible();
    await expect(page.getByText("your The Prophecy League account")).toHaveCount(0);
  });

  test(`${at} the urgent deadline banner stays opaque through its whole pulse`, async ({ page }) => {
    // The pulse players get by default (the suite's pages hold still otherwise).
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.setViewportSize(size);
    await signUp(page);
    const soon = (await matches(page))
      .filter((m) => m.status === "upcoming" && hasBothPredictions(m) && msToKickoff(m) > MINUTE)
      .sort((a, b) => msToKickoff(a) - msToKickoff(b))[0];
    expect(soon, "an upcoming match").toBeDefined();
    // The page's clock 10 minutes before kick-off: the banner is urgent, red and pulsing.
    await page.clock.install({ time: new Date(Date.parse(soon!.matchDate) - 10 * MINUTE) });
    await openPage(page, `/match/${soon!.id}`);
    const banner = page.getByTestId("deadline-banner");
    await expect(banner).toHaveAttribute("data-level", "urgent");
    await expect(banner).toContainText("Place Your Bet Now");

    // Every step of the pulse, held still: the banner and everything around it fully opaque.
    const frames = await banner.evaluate((el) => {
      const alphaOf = (colour: string) => {
        if (colour === "transparent") return 0;
        const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(colour);
        if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
        const rgba = /^rgba\((?:[^,]+,){3}\s*([\d.]+)\)$/.exec(colour);
        return rgba ? Number(rgba[1]) : 1;
      };
      const animations = el.getAnimations();
      const seen: Array<{ opacity: number; background: number }> = [];
      for (const step of [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875]) {
        for (const animation of animations) {
          const duration = Number(animation.effect?.getTiming().duration ?? 0);
          animation.pause();
          animation.currentTime = duration * step;
        }
        let opacity = 1;
        for (let node: Element | null = el; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
        seen.push({ opacity, background: alphaOf(getComputedStyle(el).backgroundColor) });
      }
      return { pulses: animations.length, seen };
    });
    expect(frames.pulses, "the urgent banner pulses").toBeGreaterThan(0);
    for (const frame of frames.seen) expect(frame).toEqual({ opacity: 1, background: 1 });
  });

  test(`${at} a locked 'Back' button says which oracle the player backed`, async ({ page }) => {
    await page.setViewportSize(size);
    await signUp(page, undefined, "", null);
    const match = await upcomingMatch(page);
    expect((await page.request.post("/api/bets", { data: { matchId: match.id, aiSelected: "ChatGPT", stake: 500 } })).status()).toBe(201);
    await openPage(page, `/match/${match.id}`);
    const other = page.getByRole("button", { name: "Back O Eterno" });
    await expect(other).toBeDisabled();
    await expect(other).toHaveAccessibleDescription("You backed El Divino");
    const reason = page.getByTestId("prediction-Grok").getByTestId("back-disabled-reason");
    await reason.scrollIntoViewIfNeeded();
    await expect(reason).toBeVisible();
    await expect(reason).toHaveText("You backed El Divino");
    // The backed oracle's own button keeps its 'Selected' (docs/rules.md#page-match) and needs no reason.
    await expect(page.getByRole("button", { name: "Selected" })).toBeDisabled();
    await expect(page.getByTestId("prediction-ChatGPT").getByTestId("back-disabled-reason")).toHaveCount(0);
  });
}
