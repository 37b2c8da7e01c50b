import { AI_NAMES, type AiName } from "../../../shared/constants";
import type { ResultRow } from "../../platform/providers/football/football-provider";
import { firstToCall } from "../calling-order";
import type { OracleInput } from "../oracle";
import type { OutcomeProbabilities } from "../../platform/providers/football/football-provider";
import type { StatisticalOracle } from "../statistical/statistical-oracles";
import { parseScore, type Score } from "../../../shared/scoring";
import type { BacktestMatch } from "../../platform/providers/football/history/football-data-csv";
import type { DuelEntry } from "./duel-tally";

// The no-look-ahead loop: test matches in date order, each predicted from its league's results dated
// before its day (history files plus earlier test matches). A day's results join the history only once
// every match of that day has been predicted, so same-day results never leak.

export interface Forecast {
  pick: Score;
  /** Stated 1X2 probabilities; null for predictors that only name a score. */
  probabilities: OutcomeProbabilities | null;
  /** The oracles' stated confidence and sealed score forecast, for the duel's figures. */
  duel?: DuelEntry;
}

export interface Predictor {
  readonly name: string;
  readonly kind: "oracle" | "baseline";
  /** null: no prediction for this match (e.g. the bookmaker without odds); the match is left out of its figures. */
  predict(input: OracleInput, match: BacktestMatch): Forecast | null;
}

/**
 * Both embedded oracles exactly as the game calls them: in turn, the second told the first one's score
 * (calling-order.ts), each giving its pick and full score grid. A match's number in its file decides
 * who calls first, so the order alternates match by match whatever order the matches come in.
 */
export function oraclePredictors(oracles: Record<AiName, StatisticalOracle>): Predictor[] {
  // The first call of the match in hand, made once: the second oracle reads it, the first returns it.
  let firstCall: { match: BacktestMatch; made: ReturnType<StatisticalOracle["predictWithForecast"]> } | undefined;
  const firstOf = (input: OracleInput, match: BacktestMatch) => {
    if (firstCall?.match !== match) firstCall = { match, made: oracles[firstToCall(match.line)].predictWithForecast(input) };
    return firstCall.made;
  };
  return AI_NAMES.map((ai) => ({
    name: ai,
    kind: "oracle",
    predict(input, match) {
      const first = firstToCall(match.line);
      const { prediction, forecast } =
        ai === first
          ? firstOf(input, match)
          : oracles[ai].predictWithForecast({ ...input, taken: { by: first, score: firstOf(input, match).prediction.predictedScore } });
      const pick = parseScore(prediction.predictedScore);
      if (!pick) throw new Error(`${ai} returned an unparseable score "${prediction.predictedScore}"`);
      return { pick, probabilities: forecast.outcomes, duel: { pick, confidence: prediction.confidence, grid: prediction.scoreGrid } };
    },
  }));
}

export interface PredictedMatch {
  match: BacktestMatch;
  /** By predictor name; absent when that predictor gave no prediction. */
  forecasts: Map<string, Forecast>;
}

/** Date, then file and line: the walk does not depend on the order matches are handed in. */
const byDate = (a: BacktestMatch, b: BacktestMatch): number =>
  a.row.date.getTime() - b.row.date.getTime() || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line;

export function walkForward(history: readonly BacktestMatch[], test: readonly BacktestMatch[], predictors: readonly Predictor[]): PredictedMatch[] {
  // Per league, every row known so far, oldest first (each file's order within a day).
  const known = new Map<number, ResultRow[]>();
  for (const m of [...history].sort(byDate)) {
    const rows = known.get(m.league.id) ?? [];
    rows.push(m.row);
    known.set(m.league.id, rows);
  }
  const tests = [...test].sort(byDate);
  const results: PredictedMatch[] = [];
  for (let i = 0; i < tests.length;) {
    const day = tests[i]?.row.date.getTime() ?? 0;
    const today: BacktestMatch[] = [];
    while (i < tests.length && tests[i]?.row.date.getTime() === day) today.push(tests[i++] as BacktestMatch);
    // One strictly-earlier slice per league per day: every match of the day sees the same rows, so each
    // oracle fits once per league per match day (their FitCache keys on the rows).
    const before = new Map<number, ResultRow[]>();
    const historyFor = (leagueId: number): ResultRow[] => {
      let rows = before.get(leagueId);
      if (!rows) {
        rows = (known.get(leagueId) ?? []).filter((row) => row.date.getTime() < day);
        before.set(leagueId, rows);
      }
      return rows;
    };
    for (const match of today) {
      const input: OracleInput = {
        homeTeam: match.row.homeTeam,
        awayTeam: match.row.awayTeam,
        leagueId: match.league.id,
        leagueName: match.league.name,
        kickoff: new Date(day),
        history: historyFor(match.league.id),
        homeSquad: [],
        awaySquad: [],
      };
      const forecasts = new Map<string, Forecast>();
      for (const predictor of predictors) {
        const forecast = predictor.predict(input, match);
        if (forecast) forecasts.set(predictor.name, forecast);
      }
      results.push({ match, forecasts });
    }
    for (const match of today) {
      const rows = known.get(match.league.id) ?? [];
      rows.push(match.row);
      known.set(match.league.id, rows);
    }
  }
  return results;
}
