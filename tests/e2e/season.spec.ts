import { expect, test, type Locator, type Page } from "@playwright/test";
import type { PredictionLogPage } from "../../src/shared/api/matches";
import type { SeasonCompetition, SeasonOverview } from "../../src/shared/api/season";
import { commitSeasonAnswer } from "../../src/shared/season-answer";
import { checkOnBothScreensAndThemes, getJson, newPlayer, openPage, oracleNames, PHONE, reloadPage, signUp } from "./helpers";

// The season questions on /season (docs/rules.md#season-questions): a player reaches them from /picks and the
// profile, answers and changes their answers until the deadline, and sees the oracles' answers and every club's odds;
// at the deadline the answers are sealed and the page checks the player's sealed answer in the browser. Signed out,
// /season is the landing.

/**
 * The season questions as the player's API reads them, once the game has opened some (a pass after a sync) that are
 * open for a while yet, so the test answers before the deadline; `fits` narrows which, soonest deadline first.
 */
async function openCompetitions(page: Page, base = "", fits = (_c: SeasonCompetition) => true, timeout = 150_000): Promise<SeasonCompetition[]> {
  let open: SeasonCompetition[] = [];
  await expect(async () => {
    const overview = await getJson<SeasonOverview>(page, `${base}/api/season`);
    open = overview.competitions.filter((c) => !c.sealed && Date.parse(c.deadline) > Date.now() + 30_000 && fits(c));
    expect(open.length, "a competition with open season questions").toBeGreaterThan(0);
  }).toPass({ timeout, intervals: [1_000, 2_000, 5_000] });
  return open.sort((a, b) => Date.parse(a.deadline) - Date.parse(b.deadline));
}

/** A competition's section: its name, and its season (the page shows each competition's latest). */
const sectionOf = (page: Page, competition: SeasonCompetition) =>
  page
    .getByTestId("season-competition")
    .filter({ has: page.getByRole("heading", { level: 2, name: competition.leagueName, exact: true }) })
    .filter({ hasText: new RegExp(`Season ${competition.season}(?!\\d)`) });

const clubsOf = (competition: SeasonCompetition) => competition.questions.find((q) => q.kind === "champion")!.choices.map((c) => c.value);

/** Chooses `answer` in a question's list (narrowed by its search field first, as a player on a phone would) and saves it. */
async function answer(question: Locator, value: string): Promise<void> {
  const search = question.getByRole("searchbox");
  if ((await search.count()) > 0) await search.fill(value.slice(0, 5));
  await question.getByRole("radio", { name: value, exact: true }).check();
  if ((await search.count()) > 0) await search.fill("");
  await question.getByRole("button", { name: "Save answer" }).click();
  await expect(question.getByTestId("answer-status")).toHaveText(`Saved: ${value}`);
  await expect(question.getByTestId("my-answer")).toHaveText(`Your answer: ${value}`);
}

test("a player answers the champion and the bottom club, changes an answer, and reads the oracles and the odds", async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, newPlayer("sq"), "", null);
  // The oracles' odds are read one competition a minute: one already read.
  const [competition] = await openCompetitions(page, "", (c) => c.odds !== null);
  const clubs = clubsOf(competition!);
  expect(clubs.length).toBeGreaterThan(3);

  // From /picks, by its link.
  await openPage(page, "/picks");
  await page.getByRole("link", { name: "Season questions" }).click();
  await expect(page).toHaveURL(/\/season$/);
  await expect(page.getByRole("heading", { level: 1, name: "Season Questions" })).toBeVisible();
  const section = sectionOf(page, competition!);
  await expect(section).toHaveAttribute("data-status", "open");
  await expect(section.getByTestId("season-time-left")).toHaveText(/\S+ left$/);

  const champion = section.getByTestId("question-champion");
  const bottom = section.getByTestId("question-bottom");
  await expect(champion.getByTestId("question-points")).toHaveText("20 points");
  await expect(bottom.getByTestId("question-points")).toHaveText("10 points");
  await expect(champion.getByTestId("my-answer")).toHaveText("You have not answered yet.");
  await answer(champion, clubs[0]!);
  await answer(bottom, clubs[1]!);
  // Changed before the deadline: the latest answer stands.
  await answer(champion, clubs[2]!);

  await reloadPage(page);
  await expect(champion.getByTestId("my-answer")).toHaveText(`Your answer: ${clubs[2]}`);
  await expect(bottom.getByTestId("my-answer")).toHaveText(`Your answer: ${clubs[1]}`);
  await expect(champion.getByRole("radio", { name: clubs[2], exact: true })).toBeChecked();
  const stored = (await getJson<SeasonOverview>(page, "/api/season")).competitions.find((c) => c.leagueId === competition!.leagueId)!;
  expect(stored.questions.find((q) => q.kind === "champion")!.mine?.answer).toBe(clubs[2]);
  expect(stored.questions.find((q) => q.kind === "bottom")!.mine?.answer).toBe(clubs[1]);

  // The oracles' answers now, each with its chance.
  const oracles = stored.questions.find((q) => q.kind === "champion")!.oracles;
  expect(oracles.length).toBeGreaterThan(0);
  for (const ai of ["ChatGPT", "Grok"] as const) {
    if (!oracles.some((o) => o.aiName === ai)) continue;
    const line = champion.getByTestId(`oracle-answer-${ai}`);
    await expect(line).toContainText(oracleNames[ai]);
    await expect(line.getByTestId("oracle-chance")).toHaveText(/^<?\d+\.\d% chance$/);
  }
  await expect(champion.getByTestId("oracle-answers")).toContainText("What the oracles would answer now");

  // Every club's odds, after the latest matchday.
  const odds = section.getByTestId("club-odds");
  if (stored.odds) {
    await expect(odds.getByTestId("odds-after")).toContainText(`After matchday ${stored.odds.afterRound}`);
    await expect(odds.getByTestId("club-odds-row")).toHaveCount(stored.odds.clubs.length);
    await expect(odds.getByTestId("club-odds-row").first()).toContainText(stored.odds.clubs[0]!.club);
  } else {
    await expect(odds).toContainText("The oracles are still playing this season out: their odds come within a few minutes.");
  }

  await checkOnBothScreensAndThemes(page, ["main h1", '[data-testid="season-competition"]']);

  // On a phone the table shows one race at a time: the title's odds, then the bottom's with one tap.
  if (stored.odds) {
    await page.setViewportSize(PHONE);
    const table = odds.getByTestId("club-odds-table");
    await expect(table.getByRole("columnheader", { name: "Title", exact: true })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Bottom", exact: true })).toBeHidden();
    await odds.getByRole("button", { name: "Bottom" }).click();
    await expect(table.getByRole("columnheader", { name: "Bottom", exact: true })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Title", exact: true })).toBeHidden();
  }

  // The profile links here too.
  await openPage(page, "/profile");
  await page.getByTestId("season-questions-link").click();
  await expect(page).toHaveURL(/\/season$/);
  await expect(page.getByRole("heading", { level: 1, name: "Season Questions" })).toBeVisible();
});

test("signed out, /season is the landing", async ({ page }) => {
  await openPage(page, "/season");
  await expect(page.getByRole("link", { name: "Enter the Arena" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Season Questions" })).toHaveCount(0);
});

// The seal needs a deadline to pass, which at the simulated league's speeds is a quarter of an hour or more away. The
// server's seal (salts, hashes, shares, the crowd's answer, a late answer refused) is tested through the API on both
// databases (src/server/seasons/season-questions.test.ts); here the page is given the season as the API replies once
// sealed, with a hash made by the shared code, and shows it and checks it in the browser.
test("a sealed answer shows its hash and salt, the Check button recomputes it in the browser, and the shares and the crowd's answer show", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page, newPlayer("sqs"));
  const [competition] = await openCompetitions(page);
  const clubs = clubsOf(competition!);
  const champion = competition!.questions.find((q) => q.kind === "champion")!;
  // The oracles' sealed answers link to their entries in the prediction log: here an entry the log holds.
  const log = await getJson<PredictionLogPage>(page, "/api/predictions/log");
  const entry = log.entries.at(-1)!;
  const salt = "5a17".repeat(8);
  const commitment = await commitSeasonAnswer({ questionId: champion.id, answer: clubs[0]!, salt });
  const sealedCompetition: SeasonCompetition = {
    ...competition!,
    deadline: new Date(Date.now() - 60_000).toISOString(),
    sealed: true,
    questions: competition!.questions.map((q) =>
      q.kind === "champion"
        ? {
            ...q,
            mine: { answer: clubs[0]!, updatedAt: new Date(Date.now() - 120_000).toISOString(), seal: { salt, commitment }, points: null },
            answers: 6,
            shares: [
              { answer: clubs[0]!, share: 0.5 },
              { answer: clubs[1]!, share: 2 / 6 },
              { answer: clubs[2]!, share: 1 / 6 },
            ],
            crowdAnswer: clubs[0]!,
            oracles: [{ aiName: "ChatGPT" as const, answer: clubs[1]!, chance: 0.41, points: null, hash: entry.hash }],
          }
        : { ...q, mine: null, answers: 0, shares: [], crowdAnswer: null },
    ),
  };
  await page.route("**/api/season", (route) => route.fulfill({ json: { competitions: [sealedCompetition] } satisfies SeasonOverview }));

  await openPage(page, "/season");
  const section = sectionOf(page, competition!);
  await expect(section).toHaveAttribute("data-status", "sealed");
  const question = section.getByTestId("question-champion");
  const sealed = question.getByTestId("sealed-answer");
  await expect(sealed.getByTestId("my-answer")).toHaveText(`Your answer: ${clubs[0]}`);
  await expect(sealed.getByTestId("seal-commitment")).toHaveText(commitment);
  await expect(sealed.getByTestId("seal-salt")).toHaveText(salt);
  await sealed.getByRole("button", { name: "Check" }).click();
  await expect(sealed.getByTestId("seal-check")).toHaveText("It matches: this hash is your answer, sealed at the deadline.");

  await expect(question.getByTestId("answer-count")).toHaveText("6 players answered");
  await expect(question.getByTestId("answer-share")).toHaveCount(3);
  await expect(question.getByTestId("answer-share").first()).toContainText(clubs[0]!);
  await expect(question.getByTestId("answer-share").first()).toContainText("50%");
  await expect(question.getByTestId("crowd-answer")).toContainText(clubs[0]!);
  await expect(question.getByTestId("oracle-answers")).toContainText("The oracles' sealed answers");
  await expect(section.getByTestId("question-bottom").getByTestId("my-answer")).toHaveText("You gave no answer before the deadline.");
  await expect(question.getByRole("button", { name: "Save answer" })).toHaveCount(0);

  await checkOnBothScreensAndThemes(page, [`[data-testid="sealed-answer"]`, '[data-testid="season-competition"]']);

  // A tap on El Divino's link checks its entry on /verify, in this browser.
  await question.getByRole("link", { name: "Verify in the prediction log: El Divino's sealed answer" }).click();
  await expect(page).toHaveURL(`/verify?hash=${entry.hash}`);
  await expect(page.getByTestId("prediction-verdict")).toHaveText(/^Prediction verified: unchanged, and in the log of [\d,]+ entries$/);
});
