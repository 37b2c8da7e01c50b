import type { AiName } from "../../../shared/constants";
import { DEFAULT_LOCALE, inOtherLanguages, type Locale } from "../../../shared/i18n/locales";
import { formatScore, parseScore, sameScore } from "../../../shared/scoring";
import { quantizeGrid } from "../../../shared/sealed-forecast";
import type { Oracle, OracleInput, OraclePrediction } from "../oracle";
import { DIXON_COLES_DEFAULTS, fitDixonColes, strengthOf, type DixonColesFit, type DixonColesOptions } from "./dixon-coles";
import { ELO_FORM_DEFAULTS, eloMatchup, fitEloForm, type EloFormFit, type EloFormOptions } from "./elo-form";
import { FitCache, historyBefore, historyKey } from "./history-window";
import { boldPrediction, divinoReasoning, eternoReasoning, goalScorers, type ForecastSummary } from "./persona-text";
import { bestPick, dixonColesGrid, drawInflatedGrid, outcomeProbabilities, toPercent, type ScoreGrid } from "./score-distribution";

// The embedded oracles (docs/rules.md#oracles): El Divino is a time-decayed Dixon-Coles model, O Eterno an Elo model
// with form. Both turn their score distribution into the pick with the most expected points.

/** What a score forecast is made from: the match and the results before it, no squads or words. */
export type MatchupInput = Pick<OracleInput, "homeTeam" | "awayTeam" | "leagueId" | "kickoff" | "history">;

/** A statistical oracle also exposes its full forecast, for backtests and for LLM prompts. */
export interface StatisticalOracle extends Oracle {
  readonly model: string;
  forecast(input: OracleInput): ForecastSummary;
  /** The prediction together with the forecast it came from, computed once. */
  predictWithForecast(input: OracleInput): { prediction: OraclePrediction; forecast: ForecastSummary };
  /** The score forecast alone, with no words: what the season's simulation draws from (seasons/season-odds.ts). */
  scoreGrid(input: MatchupInput): ScoreGrid;
}

/**
 * The prediction, its words written in every language at once: the English is hashed, the others
 * stored beside it (docs/decisions.md#languages). Goal scorers are names, the same in all.
 */
function toPrediction(
  aiName: AiName,
  model: string,
  input: OracleInput,
  summary: ForecastSummary,
  reasoning: (locale: Locale) => string,
): OraclePrediction {
  return {
    predictedScore: formatScore(summary.pick.score),
    confidence: toPercent(summary.outcomes[summary.pick.outcome]),
    reasoning: reasoning(DEFAULT_LOCALE),
    goalScorers: goalScorers(summary.pick.score, input.homeSquad, input.awaySquad),
    boldPrediction: boldPrediction(aiName, summary),
    translations: inOtherLanguages((locale) => ({ reasoning: reasoning(locale), boldPrediction: boldPrediction(aiName, summary, locale) })),
    model,
    probabilities: { ...summary.outcomes },
    scoreGrid: quantizeGrid(summary.grid),
  };
}

function summarise(input: OracleInput, grid: ScoreGrid, expectedHome: number, expectedAway: number): ForecastSummary {
  const taken = input.taken ? parseScore(input.taken.score) : null;
  const free = bestPick(grid);
  const gaveWay = input.taken && taken && sameScore(free.score, taken) ? { to: input.taken.by, score: taken } : null;
  return {
    homeTeam: input.homeTeam,
    awayTeam: input.awayTeam,
    grid,
    outcomes: outcomeProbabilities(grid),
    pick: gaveWay ? bestPick(grid, taken) : free,
    gaveWay,
    expectedHome,
    expectedAway,
  };
}

/** The two models differ only in how they forecast; predicting from a forecast is shared. */
abstract class ForecastingOracle implements StatisticalOracle {
  abstract readonly aiName: AiName;
  abstract readonly model: string;
  abstract scoreGrid(input: MatchupInput): ScoreGrid;
  abstract predictWithForecast(input: OracleInput): { prediction: OraclePrediction; forecast: ForecastSummary };

  forecast(input: OracleInput): ForecastSummary {
    return this.predictWithForecast(input).forecast;
  }

  predict(input: OracleInput): Promise<OraclePrediction> {
    return Promise.resolve(this.predictWithForecast(input).prediction);
  }
}

export class DixonColesOracle extends ForecastingOracle {
  readonly aiName = "ChatGPT" as const;
  readonly model = "dixon-coles-v1";
  private readonly fits = new FitCache<DixonColesFit>();

  constructor(private readonly options: DixonColesOptions = DIXON_COLES_DEFAULTS) {
    super();
  }

  private matchup(input: MatchupInput) {
    const rows = historyBefore(input.history, input.leagueId, input.kickoff);
    const fit = this.fits.getOrFit(historyKey(input.leagueId, rows), () => fitDixonColes(rows, this.options));
    const home = strengthOf(fit, input.homeTeam);
    const away = strengthOf(fit, input.awayTeam);
    const lambdaHome = fit.base * fit.homeAdvantage * home.attack * away.defence;
    const lambdaAway = fit.base * away.attack * home.defence;
    return { fit, home, away, lambdaHome, lambdaAway, grid: dixonColesGrid(lambdaHome, lambdaAway, fit.rho) };
  }

  scoreGrid(input: MatchupInput): ScoreGrid {
    return this.matchup(input).grid;
  }

  predictWithForecast(input: OracleInput): { prediction: OraclePrediction; forecast: ForecastSummary } {
    const { fit, home, away, lambdaHome, lambdaAway, grid } = this.matchup(input);
    const forecast = summarise(input, grid, lambdaHome, lambdaAway);
    const numbers = {
      homeAttack: home.attack,
      homeDefence: home.defence,
      awayAttack: away.attack,
      awayDefence: away.defence,
      homeAdvantage: fit.homeAdvantage,
      newcomers: [home.known ? null : input.homeTeam, away.known ? null : input.awayTeam].filter((t) => t !== null),
    };
    const reasoning = (locale: Locale) => divinoReasoning(forecast, numbers, locale);
    return { prediction: toPrediction(this.aiName, this.model, input, forecast, reasoning), forecast };
  }
}

export class EloFormOracle extends ForecastingOracle {
  readonly aiName = "Grok" as const;
  readonly model = "elo-form-v1";
  private readonly fits = new FitCache<EloFormFit>();

  constructor(private readonly options: EloFormOptions = ELO_FORM_DEFAULTS) {
    super();
  }

  private matchup(input: MatchupInput) {
    const rows = historyBefore(input.history, input.leagueId, input.kickoff);
    const fit = this.fits.getOrFit(historyKey(input.leagueId, rows), () => fitEloForm(rows, this.options));
    const m = eloMatchup(fit, input.homeTeam, input.awayTeam);
    return { fit, m, grid: drawInflatedGrid(m.expectedHome, m.expectedAway, fit.goals.drawInflation) };
  }

  scoreGrid(input: MatchupInput): ScoreGrid {
    return this.matchup(input).grid;
  }

  predictWithForecast(input: OracleInput): { prediction: OraclePrediction; forecast: ForecastSummary } {
    const { fit, m, grid } = this.matchup(input);
    const forecast = summarise(input, grid, m.expectedHome, m.expectedAway);
    const numbers = {
      homeRating: m.homeRating,
      awayRating: m.awayRating,
      homeForm: m.homeForm,
      awayForm: m.awayForm,
      homeFormPoints: fit.options.formWeight * m.homeForm,
      awayFormPoints: fit.options.formWeight * m.awayForm,
      newcomers: [input.homeTeam, input.awayTeam].filter((team) => !fit.ratings.has(team)),
    };
    const reasoning = (locale: Locale) => eternoReasoning(forecast, numbers, locale);
    return { prediction: toPrediction(this.aiName, this.model, input, forecast, reasoning), forecast };
  }
}

export function createStatisticalOracles(): Record<AiName, StatisticalOracle> {
  return { ChatGPT: new DixonColesOracle(), Grok: new EloFormOracle() };
}
