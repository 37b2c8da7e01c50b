import { describe, expect, it } from "vitest";
import type { OpenPick } from "@shared/api/picks";
import { planSave, reportSave } from "./pick-sheet";
import { translatorFor } from "@shared/i18n/catalogue";
import { picksArea, type PicksText } from "../messages";

const t: PicksText = translatorFor("en", picksArea.name);

const open = (matchId: number, pick: [number, number] | null = null): OpenPick => ({
  matchId,
  homeTeam: `Home ${matchId}`,
  awayTeam: `Away ${matchId}`,
  matchDate: "2025-04-12T14:00:00Z",
  leagueName: "Premier League",
  pick: pick && { matchId, home: pick[0], away: pick[1], points: null, joker: false, byOracle: null, updatedAt: "2025-04-11T10:00:00Z" },
});

describe("the picks page's save", () => {
  const matches = [open(1), open(2, [1, 0]), open(3, [2, 2]), open(4), open(5), open(6), open(7)];
  const drafts = {
    1: { home: "2", away: "1" }, // new
    2: { home: "1", away: "0" }, // as saved: not sent
    3: { home: "3", away: " 2 " }, // changed
    4: { home: "", away: "" }, // untouched
    5: { home: "1", away: "" }, // half filled
    6: { home: "21", away: "0" }, // too many goals
    // 7: no draft, no pick
  };

  it("sends every match with both scores filled in that is new or changed, and says why others stay out", () => {
    const plan = planSave(matches, drafts);
    expect(plan.picks).toEqual([
      { matchId: 1, home: 2, away: 1 },
      { matchId: 3, home: 3, away: 2 },
    ]);
    expect([...plan.problems]).toEqual([
      [5, "fillBoth"],
      [6, "goalsRange"],
    ]);
  });

  it("reports each match in words and the save in one line", () => {
    const plan = planSave(matches, drafts);
    const report = reportSave(
      plan,
      {
        saved: [{ matchId: 3, home: 3, away: 2, points: null, joker: false, byOracle: null, updatedAt: "2025-04-11T11:00:00Z" }],
        refused: [{ matchId: 1, message: "Picks are locked at kick-off: this match is no longer open" }],
      },
      t,
    );
    expect([...report.notes]).toEqual([
      [5, { kind: "invalid", text: "Not saved: fill in both scores" }],
      [6, { kind: "invalid", text: "Not saved: enter 0 to 20 goals for each side" }],
      [3, { kind: "saved", text: "Saved: 3-2" }],
      [1, { kind: "refused", text: "Not saved: Picks are locked at kick-off: this match is no longer open" }],
    ]);
    expect(report.summary).toBe("Saved 1 pick. 1 refused: kick-off passed. 2 left out: check the marked scores.");
    expect(reportSave({ picks: [], problems: new Map(), late: [] }, null, t).summary).toMatch(/^Nothing new to save/);
  });

  it("sends nothing for a match the page closed at kick-off, and names the score typed there as not saved", () => {
    const plan = planSave(matches, drafts, new Set([1, 2, 4, 7]));
    // 1 was typed and is late; 2 is as saved, 4 and 7 untouched: nothing to say about those.
    expect(plan.picks).toEqual([{ matchId: 3, home: 3, away: 2 }]);
    expect(plan.late).toEqual([1]);
    const report = reportSave(
      plan,
      { saved: [{ matchId: 3, home: 3, away: 2, points: null, joker: false, byOracle: null, updatedAt: "2025-04-11T11:00:00Z" }], refused: [] },
      t,
    );
    expect(report.notes.get(1)).toEqual({ kind: "refused", text: "Not saved: kick-off passed before this score was saved" });
    expect(report.summary).toBe("Saved 1 pick. 1 refused: kick-off passed. 2 left out: check the marked scores.");
  });
});
