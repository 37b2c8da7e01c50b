import { mulberry32 } from "../../platform/providers/football/simulated/prng";
import { MAX_GOALS, drawCell, runningTotals, type ScoreGrid } from "./score-distribution";
import { runAtOnce } from "./slices";

// The rest of a season played many times over from an oracle's own match model: each remaining fixture's
// score drawn from the oracle's score grid, each goal given to a scorer by the club's shares. The share of
// seasons a club finishes first (or last) is the oracle's odds of it; the commonest is its answer to the season
// questions (docs/rules.md, season questions). Pure and seeded: the same standings, fixtures and seed give the
// same odds, so a test can hold them and a sealed answer can be recomputed.

export const SEASONS_SIMULATED = 10_000;

export interface ClubStanding {
  club: string;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
}

export interface RemainingFixture {
  home: string;
  away: string;
  /** The oracle's forecast of the score, as it forecasts a match it predicts. */
  grid: ScoreGrid;
}

export interface ScorerStanding {
  player: string;
  club: string;
  goals: number;
  /** The player's share of the club's goals to come, 0-1; a club's shares add up to 1 at most (the rest: others). */
  share: number;
}

export interface SeasonInput {
  standings: readonly ClubStanding[];
  fixtures: readonly RemainingFixture[];
  scorers?: readonly ScorerStanding[];
  seasons?: number;
  seed: number;
}

export interface ClubOdds {
  club: string;
  /** The chance of finishing first, 0-1. */
  champion: number;
  /** The chance of finishing last, 0-1. */
  bottom: number;
}

export interface SeasonOdds {
  seasons: number;
  /** Every club, most likely champion first. */
  clubs: ClubOdds[];
  /** The chance of each scorer ending the season with the most goals (a shared lead shared out), likeliest first. */
  scorers: Array<{ player: string; club: string; topScorer: number }>;
  champion: string;
  bottom: string;
  topScorer: string | null;
}

/** The odds in one go: for tests, benches and small leagues. */
export function simulateSeason(input: SeasonInput): SeasonOdds {
  return runAtOnce(seasonsInSlices(input));
}

/** The draw as slices.ts drives it, yielding after each season (about 75 µs of a core for a 20-club season). */
export function* seasonsInSlices(input: SeasonInput): Generator<void, SeasonOdds> {
  const seasons = input.seasons ?? SEASONS_SIMULATED;
  const random = mulberry32(input.seed);
  const clubs = input.standings.map((s) => s.club);
  if (clubs.length === 0) throw new Error("a season needs clubs");
  const index = new Map(clubs.map((club, i) => [club, i]));
  const clubOf = (club: string): number => {
    const i = index.get(club);
    if (i === undefined) throw new Error(`fixture names a club outside the standings: ${club}`);
    return i;
  };
  const fixtures = input.fixtures.map((f) => ({ home: clubOf(f.home), away: clubOf(f.away), sums: runningTotals(f.grid) }));

  const scorers = (input.scorers ?? []).filter((s) => index.has(s.club));
  // Per club, its scorers' running shares: a goal goes to the first whose running share passes a uniform draw.
  const clubScorers = clubs.map(() => ({ ids: [] as number[], sums: [] as number[] }));
  scorers.forEach((s, id) => {
    const entry = clubScorers[clubOf(s.club)]!;
    entry.ids.push(id);
    entry.sums.push((entry.sums.at(-1) ?? 0) + Math.max(0, s.share));
  });

  const n = clubs.length;
  const points = new Float64Array(n);
  const difference = new Float64Array(n);
  const scored = new Float64Array(n);
  const tiebreak = new Float64Array(n);
  const goals = new Float64Array(scorers.length);
  const champions = new Float64Array(n);
  const bottoms = new Float64Array(n);
  const topScorers = new Float64Array(scorers.length);

  const giveGoals = (club: number, count: number) => {
    const entry = clubScorers[club]!;
    if (entry.ids.length === 0) return;
    for (let g = 0; g < count; g++) {
      const u = random();
      for (let k = 0; k < entry.ids.length; k++) {
        if (u < entry.sums[k]!) {
          goals[entry.ids[k]!]! += 1;
          break;
        }
      }
    }
  };
  // Above another club: more points, then a better goal difference, then more goals, then a draw of lots.
  const above = (a: number, b: number) =>
    points[a]! !== points[b]!
      ? points[a]! > points[b]!
      : difference[a]! !== difference[b]!
        ? difference[a]! > difference[b]!
        : scored[a]! !== scored[b]!
          ? scored[a]! > scored[b]!
          : tiebreak[a]! > tiebreak[b]!;

  for (let season = 0; season < seasons; season++) {
    if (season > 0) yield;
    input.standings.forEach((s, i) => {
      points[i] = s.points;
      difference[i] = s.goalsFor - s.goalsAgainst;
      scored[i] = s.goalsFor;
      tiebreak[i] = random();
    });
    scorers.forEach((s, id) => (goals[id] = s.goals));
    for (const fixture of fixtures) {
      const cell = drawCell(fixture.sums, random());
      const home = Math.floor(cell / (MAX_GOALS + 1));
      const away = cell % (MAX_GOALS + 1);
      if (home > away) points[fixture.home]! += 3;
      else if (home < away) points[fixture.away]! += 3;
      else {
        points[fixture.home]! += 1;
        points[fixture.away]! += 1;
      }
      difference[fixture.home]! += home - away;
      difference[fixture.away]! += away - home;
      scored[fixture.home]! += home;
      scored[fixture.away]! += away;
      giveGoals(fixture.home, home);
      giveGoals(fixture.away, away);
    }
    let first = 0;
    let last = 0;
    for (let i = 1; i < n; i++) {
      if (above(i, first)) first = i;
      if (above(last, i)) last = i;
    }
    champions[first]! += 1;
    bottoms[last]! += 1;
    if (scorers.length > 0) {
      let most = -1;
      let leaders = 0;
      for (let id = 0; id < scorers.length; id++) {
        if (goals[id]! > most) {
          most = goals[id]!;
          leaders = 1;
        } else if (goals[id] === most) leaders += 1;
      }
      for (let id = 0; id < scorers.length; id++) if (goals[id] === most) topScorers[id]! += 1 / leaders;
    }
  }

  const clubOdds = clubs
    .map((club, i) => ({ club, champion: champions[i]! / seasons, bottom: bottoms[i]! / seasons }))
    .sort((a, b) => b.champion - a.champion || a.club.localeCompare(b.club));
  const scorerOdds = scorers
    .map((s, id) => ({ player: s.player, club: s.club, topScorer: topScorers[id]! / seasons }))
    .sort((a, b) => b.topScorer - a.topScorer || a.player.localeCompare(b.player));
  const likeliestBottom = [...clubOdds].sort((a, b) => b.bottom - a.bottom || a.club.localeCompare(b.club))[0]!;
  return {
    seasons,
    clubs: clubOdds,
    scorers: scorerOdds,
    champion: clubOdds[0]!.club,
    bottom: likeliestBottom.club,
    topScorer: scorerOdds[0]?.player ?? null,
  };
}
