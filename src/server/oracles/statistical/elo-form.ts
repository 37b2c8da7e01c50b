import type { ResultRow } from "../../platform/providers/football/football-provider";
import { ageInDays } from "./history-window";
import { fitGoalModel, goalsFor, type GoalModel, type RatingSample } from "./rating-to-goals";

// O Eterno's model: Elo ratings walked through the history in order (goal-difference-weighted updates,
// home advantage), plus a form term (how far a club out-shot its opponents over its last few matches,
// which Elo, fed only results, cannot see). The gap becomes a score distribution in rating-to-goals.ts.

export interface EloFormOptions {
  k: number;
  /** Elo points the home side is given when computing the expected result of an update. */
  homeAdvantage: number;
  /** A club first seen after the opening weeks is promoted: it starts this far below the league's mean. */
  newcomerOffset: number;
  formMatches: number;
  /** Elo points per shot on target of average edge over the last `formMatches` matches (tuned on 2020-22). */
  formWeight: number;
  /** Share of each rating's distance to the mean removed over a summer break (squads change). */
  seasonRegression: number;
  /** Time decay per day of the samples the goal regressions are fitted on. */
  xi: number;
}

export const ELO_FORM_DEFAULTS: EloFormOptions = {
  k: 15,
  homeAdvantage: 60,
  newcomerOffset: 90,
  formMatches: 6,
  formWeight: 15,
  seasonRegression: 0.1,
  xi: 0.001,
};

const START_RATING = 1500;
const OPENING_DAYS = 30;
const SUMMER_BREAK_DAYS = 45;

export interface EloFormFit {
  readonly ratings: ReadonlyMap<string, number>;
  readonly form: ReadonlyMap<string, number>;
  readonly newcomerRating: number;
  readonly goals: GoalModel;
  readonly options: EloFormOptions;
}

export function fitEloForm(rows: readonly ResultRow[], options: EloFormOptions = ELO_FORM_DEFAULTS): EloFormFit {
  const ratings = new Map<string, number>();
  const lastPlayed = new Map<string, number>();
  const shotEdges = new Map<string, number[]>();
  const first = rows[0]?.date.getTime() ?? 0;
  const newest = rows[rows.length - 1]?.date ?? new Date(0);
  const samples: RatingSample[] = [];
  let previous = first;
  let homeEdge = 1;

  const activeMean = (now: number): number => {
    let sum = 0,
      count = 0;
    for (const [team, rating] of ratings) {
      if (now - (lastPlayed.get(team) ?? 0) > 365 * 86_400_000) continue;
      sum += rating;
      count++;
    }
    return count > 0 ? sum / count : START_RATING;
  };
  const ratingOf = (team: string, now: number): number => {
    const known = ratings.get(team);
    if (known !== undefined) return known;
    const start = now - first < OPENING_DAYS * 86_400_000 ? START_RATING : activeMean(now) - options.newcomerOffset;
    ratings.set(team, start);
    return start;
  };
  const formOf = (team: string): number => average(shotEdges.get(team));

  for (const row of rows) {
    const now = row.date.getTime();
    if (now - previous > SUMMER_BREAK_DAYS * 86_400_000) {
      const mean = activeMean(now);
      for (const [team, rating] of ratings) ratings.set(team, rating - options.seasonRegression * (rating - mean));
    }
    previous = now;
    const home = ratingOf(row.homeTeam, now);
    const away = ratingOf(row.awayTeam, now);
    if (now - first >= 2 * OPENING_DAYS * 86_400_000) {
      samples.push({
        gap: home - away + options.formWeight * (formOf(row.homeTeam) - formOf(row.awayTeam)),
        homeGoals: row.homeGoals,
        awayGoals: row.awayGoals,
        weight: Math.exp(-options.xi * ageInDays(row.date, newest)),
      });
    }
    const expected = 1 / (1 + 10 ** (-(home + options.homeAdvantage - away) / 400));
    const actual = row.homeGoals > row.awayGoals ? 1 : row.homeGoals === row.awayGoals ? 0.5 : 0;
    const delta = options.k * marginMultiplier(Math.abs(row.homeGoals - row.awayGoals)) * (actual - expected);
    ratings.set(row.homeTeam, home + delta);
    ratings.set(row.awayTeam, away - delta);
    lastPlayed.set(row.homeTeam, now);
    lastPlayed.set(row.awayTeam, now);
    // Form: how far a club out-shot its opponents lately (shots on target are steadier than goals), net of
    // the league's usual home edge. Without shots, a goal counts as about three shots on target.
    const hasShots = row.homeShotsOnTarget !== undefined && row.awayShotsOnTarget !== undefined;
    const edge = hasShots ? (row.homeShotsOnTarget ?? 0) - (row.awayShotsOnTarget ?? 0) : 3 * (row.homeGoals - row.awayGoals);
    remember(shotEdges, row.homeTeam, edge - homeEdge, options.formMatches);
    remember(shotEdges, row.awayTeam, homeEdge - edge, options.formMatches);
    homeEdge += 0.01 * (edge - homeEdge);
  }

  const form = new Map<string, number>();
  for (const team of ratings.keys()) form.set(team, formOf(team));
  return {
    ratings,
    form,
    newcomerRating: activeMean(newest.getTime()) - options.newcomerOffset,
    goals: fitGoalModel(samples),
    options,
  };
}

/** World Football Elo's goal-difference multiplier: big wins move ratings more, with diminishing returns. */
function marginMultiplier(margin: number): number {
  if (margin <= 1) return 1;
  if (margin === 2) return 1.5;
  return (11 + margin) / 8;
}

function remember(store: Map<string, number[]>, team: string, value: number, keep: number): void {
  const list = store.get(team) ?? [];
  list.push(value);
  if (list.length > keep) list.shift();
  store.set(team, list);
}

function average(values: readonly number[] | undefined): number {
  if (!values || values.length === 0) return 0;
  return values.reduce((a, b) => a + b, 0) / values.length;
}

export interface EloMatchup {
  homeRating: number;
  awayRating: number;
  /** Shots-on-target edge per match over the last few matches, net of the league's home edge. */
  homeForm: number;
  awayForm: number;
  /** Form-adjusted rating gap, home minus away (home advantage lives in the regressions' intercepts). */
  gap: number;
  expectedHome: number;
  expectedAway: number;
}

export function eloMatchup(fit: EloFormFit, homeTeam: string, awayTeam: string): EloMatchup {
  const homeRating = fit.ratings.get(homeTeam) ?? fit.newcomerRating;
  const awayRating = fit.ratings.get(awayTeam) ?? fit.newcomerRating;
  const homeForm = fit.form.get(homeTeam) ?? 0;
  const awayForm = fit.form.get(awayTeam) ?? 0;
  const gap = homeRating - awayRating + fit.options.formWeight * (homeForm - awayForm);
  return {
    homeRating,
    awayRating,
    homeForm,
    awayForm,
    gap,
    expectedHome: goalsFor(fit.goals.home, gap, 1),
    expectedAway: goalsFor(fit.goals.away, gap, -1),
  };
}
