import { JOKER_MULTIPLIER, POINTS } from "../../shared/constants";
import { oraclePickPoints, scorePrediction, type Score } from "../../shared/scoring";
import { MAX_GOALS, drawCell, runningTotals, type ScoreGrid } from "../oracles/statistical/score-distribution";
import { runAtOnce, runYielding } from "../oracles/statistical/slices";
import { mulberry32 } from "../platform/providers/football/simulated/prng";

// "Can I still win?" for one league table of a period (the week or the month): each member's chance of topping it
// with every pick as it stands, and who can no longer reach first place at all (docs/rules.md, can I still win).
// Pure and seeded, so every reader of one state gets the same figures and a test can hold them.

export const RACES_SIMULATED = 10_000;

export interface RaceMatch {
  id: number;
  /** The score now, once the match has kicked off; null before. Goals are never taken back, so the final is at least this. */
  current: Score | null;
  /** The chance of each final score (before kick-off, or the sealed forecast once kicked off). */
  grid: ScoreGrid;
}

export interface RaceMember {
  userId: number;
  /** The table's points and exact hits so far, from the matches already scored. */
  points: number;
  exact: number;
  /** The member's pick on each match still to be scored, by match id; none scores nothing. */
  picks: ReadonlyMap<number, Score>;
  /** The matches whose pick carries the member's joker, which doubles its points (docs/rules.md#joker). */
  jokers?: ReadonlySet<number>;
  /** The matches whose pick an oracle made for the member: half points, rounded down, and no exact hit. */
  byOracle?: ReadonlySet<number>;
  /**
   * What the member's jokers not yet locked could still add: a whole exact score's points for each week that has a
   * match still to kick off and whose joker has not been locked by a kick-off.
   */
  jokerSpare?: number;
}

export interface MemberChance {
  userId: number;
  /** The chance of topping the table when the period's matches are scored, 0-1; a shared top is shared out. */
  chance: number;
  /** The most points the member can still add, whatever the results. */
  mostStillPossible: number;
  /** True when even the most still possible leaves the member below the leader's points now. */
  outOfRunning: boolean;
}

/**
 * The most a match can still give a member. Before kick-off a pick can still be made or changed: a whole exact
 * score's points. Once kicked off only the pick stands, and the score now may already rule out its exact score;
 * its outcome never is (goals can still come for either side), so that much is still possible.
 */
export function mostStillPossible(match: RaceMatch, pick: Score | undefined, joker = false, byOracle = false): number {
  // Before kick-off a joker may still move: jokerSpare counts what it can add.
  if (!match.current) return POINTS.exact;
  if (!pick) return 0;
  const base = pick.home >= match.current.home && pick.away >= match.current.away ? POINTS.exact : POINTS.outcome;
  if (byOracle) return oraclePickPoints(base);
  return joker ? base * JOKER_MULTIPLIER : base;
}

/** The running totals over the finals still possible from the score now (goals are never taken back). */
function reachableSums(match: RaceMatch): Float64Array {
  const now = match.current;
  const sums = runningTotals(match.grid, (home, away) => !now || (home >= now.home && away >= now.away));
  // A score now beyond the grid's reach (more goals than it holds): the score now stands as the final.
  if (now && sums[sums.length - 1] === 0) {
    const cell = Math.min(now.home, MAX_GOALS) * (MAX_GOALS + 1) + Math.min(now.away, MAX_GOALS);
    sums.fill(1, cell);
  }
  return sums;
}

export interface RaceInput {
  members: readonly RaceMember[];
  matches: readonly RaceMatch[];
  races?: number;
  seed: number;
}

/** The chances in one go: for tests and benches, and for small races. */
export function titleChances(input: RaceInput): MemberChance[] {
  return runAtOnce(raceInSlices(input));
}

/**
 * The same figures, the event loop given back between races (slices.ts): a large league's month (500 members, 120
 * matches) takes seconds of one core, which must not hold every other request for that long.
 */
export function titleChancesYielding(input: RaceInput): Promise<MemberChance[]> {
  return runYielding(raceInSlices(input));
}

function* raceInSlices(input: RaceInput): Generator<void, MemberChance[]> {
  const { members } = input;
  const races = input.races ?? RACES_SIMULATED;
  if (members.length === 0) return [];
  const leaderPoints = Math.max(...members.map((m) => m.points));
  const most = members.map(
    (m) =>
      input.matches.reduce(
        (sum, match) => sum + mostStillPossible(match, m.picks.get(match.id), m.jokers?.has(match.id), m.byOracle?.has(match.id)),
        0,
      ) + (m.jokerSpare ?? 0),
  );
  // A match nobody has picked moves no one in the table: only the most still possible counts it.
  const matches = input.matches.filter((match) => members.some((m) => m.picks.has(match.id)));
  // Each member's points and exact hits for every final of every match, worked out once: points * 2 + 1 for an exact
  // hit, since a joker's doubled outcome (10) is worth an exact score's points and is no exact hit.
  const size = MAX_GOALS + 1;
  const cells = size * size;
  // A match's tables are a yield's worth of work in a large league (500 members: 60,500 scored finals).
  const pointsFor: Uint8Array[][] = [];
  for (const match of matches) {
    pointsFor.push(
      members.map((member) => {
        const pick = member.picks.get(match.id);
        const times = member.jokers?.has(match.id) ? JOKER_MULTIPLIER : 1;
        const halved = member.byOracle?.has(match.id) === true;
        const table = new Uint8Array(cells);
        if (pick) {
          for (let i = 0; i < cells; i++) {
            const earned = scorePrediction(pick, { home: Math.floor(i / size), away: i % size });
            table[i] = halved ? oraclePickPoints(earned) * 2 : earned * times * 2 + (earned === POINTS.exact ? 1 : 0);
          }
        }
        return table;
      }),
    );
    yield;
  }
  const sums = matches.map(reachableSums);
  const random = mulberry32(input.seed);
  const wins = new Float64Array(members.length);
  const points = new Float64Array(members.length);
  const exact = new Float64Array(members.length);
  for (let race = 0; race < races; race++) {
    if (race > 0) yield;
    members.forEach((m, i) => {
      points[i] = m.points;
      exact[i] = m.exact;
    });
    for (let k = 0; k < matches.length; k++) {
      const cell = drawCell(sums[k]!, random());
      const tables = pointsFor[k]!;
      for (let i = 0; i < members.length; i++) {
        const earned = tables[i]![cell]!;
        points[i]! += earned >> 1;
        exact[i]! += earned & 1;
      }
    }
    // The table's order: points, then exact hits; level on both, the top is shared.
    let bestPoints = -1;
    let bestExact = -1;
    let level = 0;
    for (let i = 0; i < members.length; i++) {
      if (points[i]! > bestPoints || (points[i] === bestPoints && exact[i]! > bestExact)) {
        [bestPoints, bestExact, level] = [points[i]!, exact[i]!, 1];
      } else if (points[i] === bestPoints && exact[i] === bestExact) level += 1;
    }
    for (let i = 0; i < members.length; i++) if (points[i] === bestPoints && exact[i] === bestExact) wins[i]! += 1 / level;
  }
  return members.map((m, i) => ({
    userId: m.userId,
    chance: wins[i]! / races,
    mostStillPossible: most[i]!,
    outOfRunning: m.points + most[i]! < leaderPoints,
  }));
}
