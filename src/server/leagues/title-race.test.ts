import { describe, expect, it } from "vitest";
import { scorePrediction, type Score } from "../../shared/scoring";
import { MAX_GOALS, gridFrom } from "../oracles/statistical/score-distribution";
import { mostStillPossible, titleChances, titleChancesYielding, type RaceMatch, type RaceMember } from "./title-race";

const score = (home: number, away: number): Score => ({ home, away });
// Finals of 0-2 goals a side only, with uneven weights, so every outcome can be counted.
const WEIGHTS = [
  [5, 4, 1],
  [6, 3, 1],
  [3, 2, 1],
];
const smallGrid = gridFrom((h, a) => (h <= 2 && a <= 2 ? WEIGHTS[h]![a]! : 0));
const member = (userId: number, points: number, exact: number, picks: Array<[number, Score]>): RaceMember => ({
  userId,
  points,
  exact,
  picks: new Map(picks),
});

describe("can I still win?", () => {
  it("agrees with a count of every possible ending of a small league's week, to 1 percentage point", async () => {
    const matches: RaceMatch[] = [
      { id: 1, current: null, grid: smallGrid },
      { id: 2, current: score(1, 0), grid: smallGrid },
      { id: 3, current: null, grid: smallGrid },
    ];
    const members = [
      member(1, 20, 1, [
        [1, score(1, 0)],
        [2, score(1, 0)],
        [3, score(0, 0)],
      ]),
      member(2, 15, 0, [
        [1, score(0, 1)],
        [2, score(2, 1)],
        [3, score(1, 1)],
      ]),
      member(3, 15, 1, [[1, score(2, 2)]]),
      member(4, 10, 0, [
        [2, score(2, 0)],
        [3, score(0, 0)],
      ]),
    ];
    // The exact count: every final of every match, the live one from its 1-0 on.
    const exact = new Map(members.map((m) => [m.userId, 0]));
    const finals = (match: RaceMatch) => {
      const list: Array<[Score, number]> = [];
      let total = 0;
      for (let h = 0; h <= 2; h++) {
        for (let a = 0; a <= 2; a++) {
          if (match.current && (h < match.current.home || a < match.current.away)) continue;
          const p = match.grid[h * (MAX_GOALS + 1) + a]!;
          list.push([score(h, a), p]);
          total += p;
        }
      }
      return list.map(([s, p]) => [s, p / total] as [Score, number]);
    };
    for (const [first, p1] of finals(matches[0]!)) {
      for (const [second, p2] of finals(matches[1]!)) {
        for (const [third, p3] of finals(matches[2]!)) {
          const table = members.map((m) => {
            let [points, hits] = [m.points, m.exact];
            [first, second, third].forEach((final, k) => {
              const pick = m.picks.get(matches[k]!.id);
              const earned = pick ? scorePrediction(pick, final) : 0;
              points += earned;
              if (earned === 10) hits += 1;
            });
            return { userId: m.userId, points, hits };
          });
          const best = table.reduce((a, b) => (b.points > a.points || (b.points === a.points && b.hits > a.hits) ? b : a));
          const top = table.filter((row) => row.points === best.points && row.hits === best.hits);
          for (const row of top) exact.set(row.userId, exact.get(row.userId)! + (p1 * p2 * p3) / top.length);
        }
      }
    }
    const chances = titleChances({ members, matches, races: 40_000, seed: 11 });
    for (const chance of chances) expect(Math.abs(chance.chance - exact.get(chance.userId)!), `member ${chance.userId}`).toBeLessThan(0.01);
    expect(chances.reduce((sum, c) => sum + c.chance, 0)).toBeCloseTo(1, 10);
    expect(titleChances({ members, matches, seed: 11 })).toEqual(titleChances({ members, matches, seed: 11 }));
    // Drawn in slices, giving the event loop back between them, the figures are the same to the last digit.
    expect(await titleChancesYielding({ members, matches, seed: 11 })).toEqual(titleChances({ members, matches, seed: 11 }));
    // A match nobody picked moves no one: the figures stay, and only the most still possible counts it.
    const withUnpicked = titleChances({ members, matches: [...matches, { id: 9, current: null, grid: smallGrid }], seed: 11 });
    expect(withUnpicked.map((c) => c.chance)).toEqual(titleChances({ members, matches, seed: 11 }).map((c) => c.chance));
    expect(withUnpicked.map((c) => c.mostStillPossible)).toEqual(titleChances({ members, matches, seed: 11 }).map((c) => c.mostStillPossible + 10));
  });

  it("marks out of the running exactly: the most still possible below the leader's points now", () => {
    const matches: RaceMatch[] = [
      { id: 1, current: null, grid: smallGrid },
      { id: 2, current: score(2, 0), grid: smallGrid },
    ];
    // Member 2 can still make a pick on match 1 (10) and has 1-0 on a match at 2-0: its outcome still (5). 25 + 15 = 40 reaches 40.
    // Member 3 has no pick on the live match: 10 at most, 29 + 10 < 40. Member 4 picked 2-1 at 2-0: exact still (10).
    const members = [
      member(1, 40, 2, [[1, score(1, 1)]]),
      member(2, 25, 0, [[2, score(1, 0)]]),
      member(3, 29, 0, []),
      member(4, 20, 0, [[2, score(2, 1)]]),
    ];
    const byId = new Map(titleChances({ members, matches, seed: 5 }).map((c) => [c.userId, c]));
    expect([1, 2, 3, 4].map((id) => byId.get(id)!.mostStillPossible)).toEqual([10, 15, 10, 20]);
    expect([1, 2, 3, 4].map((id) => byId.get(id)!.outOfRunning)).toEqual([false, false, true, false]);
    expect(byId.get(3)!.chance).toBe(0);
  });

  it("counts what a match can still give: a whole exact score before kick-off, the outcome once the score rules the exact one out", () => {
    expect(mostStillPossible({ id: 1, current: null, grid: smallGrid }, undefined)).toBe(10);
    expect(mostStillPossible({ id: 1, current: score(0, 0), grid: smallGrid }, undefined)).toBe(0);
    expect(mostStillPossible({ id: 1, current: score(1, 1), grid: smallGrid }, score(1, 2))).toBe(10);
    expect(mostStillPossible({ id: 1, current: score(1, 1), grid: smallGrid }, score(0, 2))).toBe(5);
  });
});
