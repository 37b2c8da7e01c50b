import { describe, expect, it } from "vitest";
import type { OpenPick } from "@shared/api/picks";
import { cardSaveNote, planCardSave } from "./card-pick";
import { translatorFor } from "@shared/i18n/catalogue";
import { picksArea, type PicksText } from "../messages";

const open = (matchId: number, pick: [number, number] | null = null, matchDate = "2025-04-12T14:00:00Z"): OpenPick => ({
  matchId,
  homeTeam: `Home ${matchId}`,
  awayTeam: `Away ${matchId}`,
  matchDate,
  leagueName: "Premier League",
  pick: pick && { matchId, home: pick[0], away: pick[1], points: null, joker: false, byOracle: null, updatedAt: "2025-04-11T10:00:00Z" },
});

const t: PicksText = translatorFor("en", picksArea.name);

const LOCKED = "Picks are locked at kick-off: this match is no longer open";

describe("an arena card's pick", () => {
  it("sends both scores, new or changed, and nothing when the fields hold the saved pick", () => {
    expect(planCardSave(open(1), { home: "2", away: " 1 " }).picks).toEqual([{ matchId: 1, home: 2, away: 1 }]);
    expect(planCardSave(open(1, [2, 1]), { home: "3", away: "1" }).picks).toEqual([{ matchId: 1, home: 3, away: 1 }]);
    expect(planCardSave(open(1, [2, 1]), { home: "2", away: "1" }).picks).toEqual([]);
    expect(planCardSave(open(1, [2, 1]), null).picks).toEqual([]);
  });

  it("says what the save did: saved, refused at kick-off with the server's reason, or never sent", () => {
    const match = open(1);
    const draft = { home: "2", away: "1" };
    const plan = planCardSave(match, draft);
    const saved = { matchId: 1, home: 2, away: 1, points: null, joker: false, byOracle: null, updatedAt: "2025-04-11T11:00:00Z" };
    expect(cardSaveNote(match, draft, plan, { saved: [saved], refused: [] }, t)).toEqual({ kind: "saved", text: "Saved: 2-1" });
    expect(cardSaveNote(match, draft, plan, { saved: [], refused: [{ matchId: 1, message: LOCKED }] }, t)).toEqual({
      kind: "refused",
      text: `Not saved: ${LOCKED}`,
    });
  });

  it("explains a press that sends nothing: a missing or impossible score, or the pick already saved", () => {
    const half = { home: "1", away: "" };
    expect(cardSaveNote(open(1), half, planCardSave(open(1), half), null, t)).toEqual({ kind: "invalid", text: "Not saved: fill in both scores" });
    const huge = { home: "21", away: "0" };
    expect(cardSaveNote(open(1), huge, planCardSave(open(1), huge), null, t)).toEqual({
      kind: "invalid",
      text: "Not saved: enter 0 to 20 goals for each side",
    });
    const empty = { home: " ", away: "" };
    expect(cardSaveNote(open(1, [2, 1]), empty, planCardSave(open(1, [2, 1]), empty), null, t)).toEqual({
      kind: "invalid",
      text: "Not saved: fill in both scores",
    });
    expect(cardSaveNote(open(1), null, planCardSave(open(1), null), null, t).kind).toBe("invalid");
    expect(cardSaveNote(open(1, [2, 1]), null, planCardSave(open(1, [2, 1]), null), null, t)).toEqual({ kind: "saved", text: "Saved: 2-1" });
  });
});
