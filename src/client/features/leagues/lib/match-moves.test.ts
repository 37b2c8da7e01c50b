import { describe, expect, it } from "vitest";
import type { MatchStateMessage } from "@shared/api/live";
import { matchMoves } from "./match-moves";

const state = (
  matchId: number,
  status: MatchStateMessage["status"],
  actualScore: string | null,
  minute: number | null = null,
): MatchStateMessage => ({
  type: "match",
  matchId,
  status,
  actualScore,
  minute,
});

describe("matchMoves", () => {
  it("moves on a goal or a new status of a counted match, not on the clock, nor on other matches", () => {
    const moves = matchMoves(new Set([1, 2]));
    expect(moves(state(1, "live", "0-0", 10))).toBe(false);
    expect(moves(state(1, "live", "0-0", 11))).toBe(false);
    expect(moves(state(1, "live", "1-0", 12))).toBe(true);
    expect(moves(state(1, "live", "1-0", 13))).toBe(false);
    expect(moves(state(1, "completed", "1-0"))).toBe(true);
    expect(moves(state(3, "live", "5-0", 80))).toBe(false);
    expect(moves(state(2, "upcoming", null))).toBe(false);
    expect(moves(state(2, "live", "0-0", 1))).toBe(true);
  });

  it("moves on the first word of a counted match only when it has already ended", () => {
    expect(matchMoves(new Set([4]))(state(4, "completed", "2-2"))).toBe(true);
    expect(matchMoves(new Set([4]))(state(4, "live", "2-2", 70))).toBe(false);
  });
});
