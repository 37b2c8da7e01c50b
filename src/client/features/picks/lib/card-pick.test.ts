import { describe, expect, it } from "vitest";
import type { ListedMatch } from "@shared/api/matches";
import type { OpenPick } from "@shared/api/picks";
import { cardSaveNote, planCardSave, unlistedOpenMatches } from "./card-pick";

const open = (matchId: number, pick: [number, number] | null = null, matchDate = "2025-04-12T14:00:00Z"): OpenPick => ({
  matchId,
  homeTeam: `Home ${matchId}`,
  awayTeam: `Away ${matchId}`,
  matchDate,
  leagueName: "Premier League",
  pick: pick && { matchId, home: pick[0], away: pick[1], points: null, updatedAt: "2025-04-11T10:00:00Z" },
});

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
    const saved = { matchId: 1, home: 2, away: 1, points: null, updatedAt: "2025-04-11T11:00:00Z" };
    expect(cardSaveNote(match, draft, plan, { saved: [saved], refused: [] })).toEqual({ kind: "saved", text: "Saved: 2-1" });
    expect(cardSaveNote(match, draft, plan, { saved: [], refused: [{ matchId: 1, message: LOCKED }] })).toEqual({
      kind: "refused",
      text: `Not saved: ${LOCKED}`,
    });
  });

  it("explains a press that sends nothing: a missing or impossible score, or the pick already saved", () => {
    const half = { home: "1", away: "" };
    expect(cardSaveNote(open(1), half, planCardSave(open(1), half), null)).toEqual({ kind: "invalid", text: "Not saved: fill in both scores" });
    const huge = { home: "21", away: "0" };
    expect(cardSaveNote(open(1), huge, planCardSave(open(1), huge), null)).toEqual({
      kind: "invalid",
      text: "Not saved: enter 0 to 20 goals for each side",
    });
    const empty = { home: " ", away: "" };
    expect(cardSaveNote(open(1, [2, 1]), empty, planCardSave(open(1, [2, 1]), empty), null)).toEqual({
      kind: "invalid",
      text: "Not saved: fill in both scores",
    });
    expect(cardSaveNote(open(1), null, planCardSave(open(1), null), null).kind).toBe("invalid");
    expect(cardSaveNote(open(1, [2, 1]), null, planCardSave(open(1, [2, 1]), null), null)).toEqual({ kind: "saved", text: "Saved: 2-1" });
  });
});

describe("the open matches the arena's pick read lacks", () => {
  const now = Date.parse("2025-04-12T12:00:00Z");
  const listed = (id: number, matchDate: string, status: ListedMatch["status"] = "upcoming") => ({ id, status, matchDate });

  it("are the upcoming matches still ahead that it does not list", () => {
    const read = { matches: [open(1, null, "2025-04-12T14:00:00Z")], total: 1 };
    const arena = [
      listed(1, "2025-04-12T14:00:00Z"),
      listed(2, "2025-04-13T14:00:00Z"), // added since the read
      listed(3, "2025-04-12T11:00:00Z"), // kicked off on this clock: closed
      listed(4, "2025-04-12T10:00:00Z", "live"),
      listed(5, "2025-04-14T10:00:00Z", "postponed"),
    ];
    expect(unlistedOpenMatches(read, arena, now)).toEqual([2]);
    expect(unlistedOpenMatches({ matches: [], total: 0 }, [listed(7, "2025-04-13T09:00:00Z")], now)).toEqual([7]);
  });

  it("leave out the matches after the last of a cut-short read", () => {
    const read = { matches: [open(1, null, "2025-04-12T14:00:00Z"), open(2, null, "2025-04-13T14:00:00Z")], total: 5 };
    const arena = [
      listed(1, "2025-04-12T14:00:00Z"),
      listed(9, "2025-04-12T16:00:00Z"),
      listed(2, "2025-04-13T14:00:00Z"),
      listed(3, "2025-04-14T14:00:00Z"),
    ];
    expect(unlistedOpenMatches(read, arena, now)).toEqual([9]);
  });
});
