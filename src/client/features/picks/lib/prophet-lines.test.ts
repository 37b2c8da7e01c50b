import { describe, expect, it } from "vitest";
import type { ProphetRow, Prophets } from "@shared/api/picks";
import { prophetLines, type ProphetLine } from "./prophet-lines";

const row = (userId: number, rank: number, isYou = false): ProphetRow => ({
  rank,
  userId,
  username: `p${userId}`,
  points: 100 - rank,
  exact: 0,
  picks: 3,
  questionPoints: 0,
  jokerPoints: 0,
  isYou,
});
const guest = (name: "ChatGPT" | "Grok" | "Crowd", wouldRank: number) => ({ name, wouldRank, points: 0, exact: 0, picks: 2, questionPoints: 0 });
const table = (rows: ProphetRow[], you: ProphetRow | null, guests: Prophets["guests"]): Prophets => ({
  period: "week",
  from: "2025-03-31T00:00:00.000Z",
  players: 100,
  waiting: 0,
  rows,
  you,
  guests,
});
const show = (lines: ProphetLine[]) =>
  lines.map((l) =>
    l.kind === "player" ? `${l.row.rank}:p${l.row.userId}` : l.kind === "guest" ? `g:${l.guest.name}@${l.guest.wouldRank}` : `… ${l.hidden}`,
  );

describe("the Prophets table's lines", () => {
  it("places guests before the players they would stand level with", () => {
    const rows = [row(1, 1), row(2, 2, true), row(3, 2), row(4, 4)];
    expect(show(prophetLines(table(rows, rows[1]!, [guest("Grok", 2), guest("ChatGPT", 1), guest("Crowd", 5)])))).toEqual([
      "g:ChatGPT@1",
      "1:p1",
      "g:Grok@2",
      "2:p2",
      "2:p3",
      "4:p4",
      "g:Crowd@5",
    ]);
  });

  it("shows the caller's own line below the top after a gap, and guests among the players not shown", () => {
    const rows = [row(1, 1), row(2, 2), row(3, 3)];
    const you = row(9, 20, true);
    expect(show(prophetLines(table(rows, you, [guest("Grok", 10), guest("ChatGPT", 2), guest("Crowd", 40)])))).toEqual([
      "1:p1",
      "g:ChatGPT@2",
      "2:p2",
      "3:p3",
      "… 6",
      "g:Grok@10",
      "… 10",
      "20:p9",
      "… 19",
      "g:Crowd@40",
    ]);
  });

  it("needs no gap when the caller ties with the last line shown", () => {
    const rows = [row(1, 1), row(2, 2), row(3, 2)];
    expect(show(prophetLines(table(rows, row(4, 2, true), [])))).toEqual(["1:p1", "2:p2", "2:p3", "2:p4"]);
  });
});
