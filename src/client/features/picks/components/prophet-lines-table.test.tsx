import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Prophets, ProphetRow } from "@shared/api/picks";
import type { Locale } from "@shared/i18n/locales";
import { loadLanguage } from "../../../lib/i18n/language";
import { LocaleProvider } from "../../../lib/i18n/locale";
import { createQueryClient } from "../../../lib/query-client";
import { ProphetLinesTable } from "./prophet-lines-table";

// The Prophets table's lines read as the text a player (and a screen reader) gets: the joker's "×2" beside the points
// it doubled (docs/rules.md#joker), as the league table shows it.

const row = (userId: number, rank: number, points: number, jokerPoints: number): ProphetRow => ({
  rank,
  userId,
  username: `p${userId}`,
  points,
  exact: 1,
  picks: 3,
  questionPoints: 0,
  jokerPoints,
  isYou: userId === 1,
});

const table = (rows: ProphetRow[]): Prophets => ({
  period: "week",
  from: "2026-11-23T00:00:00.000Z",
  players: rows.length,
  rows,
  you: rows[0]!,
  waiting: 0,
  guests: [],
});

async function render(prophets: Prophets, locale: Locale = "en"): Promise<string> {
  await loadLanguage(locale);
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <LocaleProvider initial={locale}>
        <ProphetLinesTable table={prophets} />
      </LocaleProvider>
    </QueryClientProvider>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("the Prophets table's lines", () => {
  it("mark with ×2 the lines a joker doubled, saying what it added, and leave the others bare", async () => {
    const text = await render(table([row(1, 1, 30, 10), row(2, 2, 12, 0)]));
    expect(text).toContain("p1 You ×2 Joker: +10 points, counted in 30 1 3");
    expect(text).toContain("p2 12 1 3");
    expect(text.match(/×2/g)).toHaveLength(1);
  });

  it("says it in German too", async () => {
    expect(await render(table([row(1, 1, 30, 10)]), "de")).toContain("×2 Joker: +10 Punkte, schon mitgezählt 30");
  });

  it("name the crowd in the reader's language, and the oracles by their own names", async () => {
    const guest = (name: "ChatGPT" | "Crowd", wouldRank: number) => ({ name, wouldRank, points: 20, exact: 1, picks: 3, questionPoints: 0 });
    const withGuests = { ...table([row(1, 1, 30, 0), row(2, 2, 10, 0)]), guests: [guest("ChatGPT", 2), guest("Crowd", 2)] };
    const names = { en: "The Crowd", de: "Community", "pt-BR": "A galera", es: "La afición" } as const;
    for (const [locale, crowd] of Object.entries(names)) {
      const text = await render(withGuests, locale as Locale);
      expect(text, locale).toMatch(new RegExp(` ${crowd} \\S+ 20 `));
      expect(text, locale).toMatch(/ El Divino \S+ 20 /);
    }
  });
});
