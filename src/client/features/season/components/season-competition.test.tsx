import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ClubOdds, SeasonCompetition, SeasonQuestion } from "@shared/api/season";
import type { Locale } from "@shared/i18n/locales";
import { loadLanguage } from "../../../lib/i18n/language";
import { LocaleProvider } from "../../../lib/i18n/locale";
import { createQueryClient } from "../../../lib/query-client";
import { SeasonCompetitionSection } from "./season-competition";
import { Router } from "wouter";

// A competition's section as the page draws it, open, sealed and scored (docs/rules.md#season-questions), read as
// the text a player sees; server-rendered, so no browser is needed (the e2e spec drives the real page).

const NOW = Date.now();
const DAY = 86_400_000;
const at = (ms: number) => new Date(NOW + ms).toISOString();
const clubs = ["Arsenal", "Chelsea", "Liverpool", "Everton", "Fulham", "Brentford", "Burnley", "Wolves", "Luton"].map((value) => ({
  value,
  club: null,
}));
const players = Array.from({ length: 120 }, (_, i) => ({ value: `Player ${i + 1}`, club: clubs[i % clubs.length]!.value }));

const question = (kind: SeasonQuestion["kind"], extra: Partial<SeasonQuestion> = {}): SeasonQuestion => ({
  id: { champion: 1, top_scorer: 2, bottom: 3 }[kind],
  kind,
  points: { champion: 20, top_scorer: 15, bottom: 10 }[kind],
  choices: kind === "top_scorer" ? players : clubs,
  mine: null,
  oracles: [
    { aiName: "ChatGPT", answer: kind === "top_scorer" ? "Player 3" : "Arsenal", chance: 0.345, points: null, hash: null },
    { aiName: "Grok", answer: kind === "top_scorer" ? "Player 7" : "Liverpool", chance: 0.0003, points: null, hash: null },
  ],
  answers: 0,
  shares: null,
  crowdAnswer: null,
  crowdHash: null,
  result: null,
  ...extra,
});

const odds = (club: string, moved: number | null): ClubOdds => ({
  club,
  champion: { ChatGPT: { now: 0.42, moved }, Grok: { now: 0.38, moved: moved === null ? null : -moved } },
  bottom: { ChatGPT: { now: 0.0002, moved: 0 }, Grok: { now: 0.01, moved: null } },
});

const competition = (extra: Partial<SeasonCompetition> = {}): SeasonCompetition => ({
  leagueId: 39,
  leagueName: "Premier League",
  season: 2025,
  deadline: at(3 * DAY + 60_000),
  sealed: false,
  scored: false,
  questions: [question("bottom"), question("champion"), question("top_scorer")],
  odds: { afterRound: 3, updatedAt: "2025-08-09T20:00:00Z", seasons: 10_000, clubs: [odds("Arsenal", 0.021), odds("Everton", null)] },
  ...extra,
});

async function renderHtml(section: SeasonCompetition, locale: Locale = "en"): Promise<string> {
  await loadLanguage(locale);
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <LocaleProvider initial={locale}>
        <Router ssrPath="/season">
          <SeasonCompetitionSection competition={section} now={NOW} />
        </Router>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

async function render(section: SeasonCompetition, locale: Locale = "en"): Promise<string> {
  return (await renderHtml(section, locale))
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

describe("a competition's season questions", () => {
  it("before the deadline: the three questions in order, worth their points, open to answer, with the oracles' answers now", async () => {
    const text = await render(
      competition({ questions: [question("bottom"), question("champion", { mine: mine("Chelsea") }), question("top_scorer")] }),
    );
    expect(text).toMatch(/Premier League Season 2025 Open Answers close \(your time, [^)]+\) 3d 0h left/);
    expect(text.indexOf("Champion")).toBeLessThan(text.indexOf("Top scorer"));
    expect(text.indexOf("Top scorer")).toBeLessThan(text.indexOf("Bottom club"));
    expect(text).toContain("Champion Which club wins the title? 20 points Your answer: Chelsea");
    expect(text).toContain("Bottom club Which club finishes bottom of the table? 10 points You have not answered yet.");
    // A list of clubs or players gets a search field.
    expect(text).toContain("Find a club 9 of 9 shown");
    expect(text).toContain("Find a player or club 120 of 120 shown");
    expect(text).toContain("Save answer");
    expect(text).toContain("What the oracles would answer now El Divino 34.5% chance Arsenal O Eterno <0.1% chance Liverpool");
    expect(text).not.toContain("How the players answered");
  });

  it("after the deadline: the sealed answer with its hash, salt and check, the shares and the crowd's answer or why there is none", async () => {
    const sealed = competition({
      deadline: at(-DAY),
      sealed: true,
      questions: [
        question("champion", {
          mine: mine("Chelsea", { salt: "ab12", commitment: "f".repeat(64) }),
          answers: 7,
          shares: [
            { answer: "Arsenal", share: 4 / 7 },
            { answer: "Chelsea", share: 3 / 7 },
          ],
          crowdAnswer: "Arsenal",
        }),
        question("bottom", { answers: 2, shares: [{ answer: "Luton", share: 1 }] }),
        question("top_scorer", {
          answers: 6,
          shares: [
            { answer: "Player 1", share: 0.5 },
            { answer: "Player 2", share: 0.5 },
          ],
        }),
      ],
    });
    const text = await render(sealed);
    expect(text).toContain("Sealed Your answer: Chelsea");
    expect(text).toContain(`Commitment (SHA-256) ${"f".repeat(64)} Salt ab12 Check`);
    expect(text).toContain("The oracles' sealed answers");
    expect(text).toContain("7 players answered Arsenal 57% Chelsea yours 43% The crowd's answer: Arsenal");
    expect(text).toContain("You gave no answer before the deadline.");
    expect(text).toContain("2 players answered Luton 100% No crowd answer: the crowd names one only from 5 answers.");
    expect(text).toContain("6 players answered Player 1 50% Player 2 50% No crowd answer: the commonest answers are level.");
    expect(text).not.toContain("Save answer");
  });

  it("links each sealed answer of the oracles and the crowd to its entry in the prediction log, and none before the deadline", async () => {
    const hashOf = (c: string) => c.repeat(64);
    const sealed = competition({
      deadline: at(-DAY),
      sealed: true,
      questions: [
        question("champion", {
          oracles: [
            { aiName: "ChatGPT", answer: "Arsenal", chance: 0.4, points: null, hash: hashOf("a") },
            { aiName: "Grok", answer: "Liverpool", chance: 0.3, points: null, hash: hashOf("b") },
          ],
          answers: 5,
          shares: [{ answer: "Arsenal", share: 1 }],
          crowdAnswer: "Arsenal",
          crowdHash: hashOf("c"),
        }),
      ],
    });
    const links = ((await renderHtml(sealed)).match(/<a [^>]*>/g) ?? []).map((a) => ({
      href: /href="([^"]*)"/.exec(a)?.[1],
      label: /aria-label="([^"]*)"/.exec(a)?.[1]?.replace(/&#x27;/g, "'"),
    }));
    expect(links).toEqual([
      { href: `/verify?hash=${hashOf("a")}`, label: "Verify in the prediction log: El Divino's sealed answer" },
      { href: `/verify?hash=${hashOf("b")}`, label: "Verify in the prediction log: O Eterno's sealed answer" },
      { href: `/verify?hash=${hashOf("c")}`, label: "Verify in the prediction log: the crowd's sealed answer" },
    ]);
    expect(await render(sealed)).toContain("The crowd's answer: Arsenal Verify in the prediction log");
    expect(await renderHtml(competition())).not.toContain("/verify?hash=");
  });

  it("folds the shares past the five commonest away", async () => {
    const shares = clubs.slice(0, 7).map((c, i) => ({ answer: c.value, share: (7 - i) / 28 }));
    const text = await render(
      competition({ deadline: at(-DAY), sealed: true, questions: [question("champion", { answers: 28, shares, crowdAnswer: "Arsenal" })] }),
    );
    expect(text).toContain("Fulham 11% Show 2 more answers Brentford 7% Burnley 4% The crowd's answer: Arsenal");
  });

  it("once scored: the right answers, the player's points and the oracles'", async () => {
    const scored = competition({
      deadline: at(-DAY),
      sealed: true,
      scored: true,
      questions: [
        question("top_scorer", {
          mine: { ...mine("Player 3", { salt: "s", commitment: "c" }), points: 15 },
          oracles: [
            { aiName: "ChatGPT", answer: "Player 3", chance: 0.2, points: 15, hash: null },
            { aiName: "Grok", answer: "Player 7", chance: 0.1, points: 0, hash: null },
          ],
          result: ["Player 3", "Player 9"],
        }),
      ],
    });
    const text = await render(scored);
    expect(text).toContain("Scored");
    expect(text).toContain("Right answers: Player 3, Player 9 You scored 15 points");
    expect(text).toContain("How the players answered Nobody answered");
    expect(text).toContain("El Divino 20.0% chance Player 3 15 points Liverpool O Eterno 10.0% chance Player 7 0 points Burnley");
  });

  it("lists every club's odds after the matchday, with how they moved in words for a screen reader", async () => {
    const text = await render(competition());
    expect(text).toContain("After matchday 3: each oracle played the rest of the season 10,000 times.");
    expect(text).toContain("Arsenal 42.0% 2.1 up 2.1 percentage points since the matchday before 38.0% 2.1 down 2.1 percentage points");
    expect(text).toContain("<0.1% = unchanged since the matchday before 1.0% – no earlier reading");
  });

  it("before the first matchday, with nothing to compare, shows the odds without moves", async () => {
    const first = competition({
      odds: { afterRound: 0, updatedAt: "2025-08-09T20:00:00Z", seasons: 10_000, clubs: [odds("Arsenal", null), odds("Everton", null)] },
    });
    first.odds!.clubs = first.odds!.clubs.map((club) => ({ ...club, bottom: { ...club.bottom, ChatGPT: { now: 0.0002, moved: null } } }));
    const text = await render(first);
    expect(text).toContain("Before the first matchday: each oracle played the season 10,000 times.");
    expect(text).toContain("Arsenal 42.0% 38.0% <0.1% 1.0% Everton");
    expect(text).not.toContain("earlier reading");
    expect(text).not.toContain("percentage points");
  });

  it("says so when the oracles have no odds yet", async () => {
    expect(await render(competition({ odds: null }))).toContain(
      "The oracles are still playing this season out: their odds come within a few minutes.",
    );
  });

  it("speaks German, with German numbers", async () => {
    const text = await render(competition(), "de");
    expect(text).toContain("Saison 2025 Offen");
    expect(text).toContain("Meister Welcher Verein wird Meister? 20 Punkte Du hast noch nicht getippt.");
    expect(text).toContain("Torschützenkönig");
    expect(text).toContain("Tabellenletzter");
    expect(text).toContain("34,5 % Chance");
    expect(text).toContain("Nach dem 3. Spieltag: Jedes Orakel hat den Rest der Saison 10.000-mal durchgespielt.");
    expect(text).not.toContain("Save answer");
  });
});

function mine(answer: string, seal: { salt: string; commitment: string } | null = null) {
  return { answer, updatedAt: "2025-08-01T10:00:00Z", seal, points: null };
}
