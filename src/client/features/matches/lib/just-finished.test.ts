import { describe, expect, it } from "vitest";
import type { Bet } from "@shared/api/bets";
import { departures, JUST_FINISHED_MS, justFinished } from "./just-finished";

const now = Date.parse("2026-11-28T20:00:00Z");
const match = { homeTeam: "Leganés", awayTeam: "Mallorca", matchDate: "2026-11-28T18:00:00Z", status: "completed", actualScore: "2-1" };
const bet = (id: number, settledMinutesAgo: number | null, outcome: Bet["outcome"] = "won"): Bet => ({
  id,
  userId: 1,
  matchId: id,
  aiSelected: "Grok",
  stake: 500,
  payout: outcome === "won" ? 900 : 0,
  outcome,
  createdAt: "2026-11-28T17:00:00Z",
  settledAt: settledMinutesAgo === null ? null : new Date(now - settledMinutesAgo * 60_000).toISOString(),
  match,
});

describe("justFinished", () => {
  it("keeps the bets settled in the last 30 minutes, newest first", () => {
    const kept = justFinished([bet(1, 29), bet(2, 1), bet(3, 30), bet(4, null, null), bet(5, 10, "void")], now);
    expect(kept.map((b) => b.id)).toEqual([2, 5, 1]);
  });

  it("leaves out a bet without its match, and one settled after now by a clock ahead of the player's", () => {
    expect(justFinished([{ ...bet(1, 5), match: null }, bet(2, -1)], now)).toEqual([]);
  });
});

describe("departures", () => {
  it("is when each settled bet reaches 30 minutes, and nothing for a bet still open", () => {
    expect(departures([bet(1, 20), bet(2, 5), bet(3, null, null)])).toEqual([
      now - 20 * 60_000 + JUST_FINISHED_MS,
      now - 5 * 60_000 + JUST_FINISHED_MS,
    ]);
    expect(departures([])).toEqual([]);
  });
});
