import type { AiName } from "../../../../shared/constants";
import { formatScore } from "../../../../shared/scoring";
import type { Oracle, OracleInput, OraclePrediction } from "../oracle";
import { DIXON_COLES_DEFAULTS, fitDixonColes, strengthOf, type DixonColesFit, type DixonColesOptions } from "./dixon-coles";
import { ELO_FORM_DEFAULTS, eloMatchup, fitEloForm, type EloFormFit, type EloFormOptions } from "./elo-form";
import { FitCache, historyBefore, historyKey } from "./history-window";
import { boldPrediction, divinoReasoning, eternoReasoning, goalScorers, type ForecastSummary } from "./persona-text";
import { bestPick, dixonColesGrid, drawInflatedGrid, outcomeProbabilities, toPercent, type ScoreGrid } from "./score-distribution";

// The embedded oracles (DESIGN §4): El Divino is a time-decayed Dixon-Coles model, O Eterno an Elo model
// with form. Both turn their score distribution into the pick with the most expected points.

/** A statistical oracle also exposes its full forecast, for backtests and for LLM prompts. */
export interface StatisticalOracle extends Oracle {
  readonly model: string;
  forecast(input: OracleInput): ForecastSummary;
}

function toPrediction(aiName: AiName, model: string, input: OracleInput, summary: ForecastSummary, reasoning: string): OraclePrediction {
  return {
    predictedScore: formatScore(summary.pick.score),
    confidence: toPercent(summary.outcomes[summary.pick.outcome]),
    reasoning,
    goalScorers: goalScorers(summary.pick.score, input.homeSquad, input.awaySquad),
    boldPrediction: boldPrediction(aiName, summary),
    model,
  };
}

function summarise(input: OracleInput, grid: ScoreGrid, expectedHome: number, expectedAway: number): ForecastSummary {
  return {
    homeTeam: input.homeTeam,
    awayTeam: input.awayTeam,
    grid,
    outcomes: outcomeProbabilities(grid),
    pick: bestPick(grid),
    expectedHome,
    expectedAway,
  };
}

export class DixonColesOracle implements StatisticalOracle {
  readonly aiName = "ChatGPT" as const;
  readonly model = "dixon-coles-v1";
  private readonly fits = new FitCache<DixonColesFit>();

  constructor(private readonly options: DixonColesOptions = DIXON_COLES_DEFAULTS) {}

  private fitFor(input: OracleInput): DixonColesFit {
    const rows = historyBefore(input.history, input.leagueId, input.kickoff);
    return this.fits.getOrFit(historyKey(input.leagueId, rows), () => fitDixonColes(rows, this.options));
  }

  forecast(input: OracleInput): ForecastSummary {
    const fit = this.fitFor(input);
    const home = strengthOf(fit, input.homeTeam);
    const away = strengthOf(fit, input.awayTeam);
    const lambdaHome = fit.base * fit.homeAdvantage * home.attack * away.defence;
    const lambdaAway = fit.base * away.attack * home.defence;
    return summarise(input, dixonColesGrid(lambdaHome, lambdaAway, fit.rho), lambdaHome, lambdaAway);
  }

  predict(input: OracleInput): Promise<OraclePrediction> {
    const fit = this.fitFor(input);
    const summary = this.forecast(input);
    const home = strengthOf(fit, input.homeTeam);
    const away = strengthOf(fit, input.awayTeam);
    const reasoning = divinoReasoning(summary, {
      homeAttack: home.attack,
      homeDefence: home.defence,
      awayAttack: away.attack,
      awayDefence: away.defence,
      homeAdvantage: fit.homeAdvantage,
      newcomers: [home.known ? null : input.homeTeam, away.known ? null : input.awayTeam].filter((t) => t !== null),
    });
    return Promise.resolve(toPrediction(this.aiName, this.model, input, summary, reasoning));
  }
}

export class EloFormOracle implements StatisticalOracle {
  readonly aiName = "Grok" as const;
  readonly model = "elo-form-v1";
  private readonly fits = new FitCache<EloFormFit>();

  constructor(private readonly options: EloFormOptions = ELO_FORM_DEFAULTS) {}

  private fitFor(input: OracleInput): EloFormFit {
    const rows = historyBefore(input.history, input.leagueId, input.kickoff);
    return this.fits.getOrFit(historyKey(input.leagueId, rows), () => fitEloForm(rows, this.options));
  }

  forecast(input: OracleInput): ForecastSummary {
    const fit = this.fitFor(input);
    const m = eloMatchup(fit, input.homeTeam, input.awayTeam);
    return summarise(input, drawInflatedGrid(m.expectedHome, m.expectedAway, fit.goals.drawInflation), m.expectedHome, m.expectedAway);
  }

  predict(input: OracleInput): Promise<OraclePrediction> {
    const fit = this.fitFor(input);
    const summary = this.forecast(input);
    const m = eloMatchup(fit, input.homeTeam, input.awayTeam);
    const reasoning = eternoReasoning(summary, {
      homeRating: m.homeRating,
      awayRating: m.awayRating,
      homeForm: m.homeForm,
      awayForm: m.awayForm,
      homeFormPoints: fit.options.formWeight * m.homeForm,
      awayFormPoints: fit.options.formWeight * m.awayForm,
      newcomers: [input.homeTeam, input.awayTeam].filter((team) => !fit.ratings.has(team)),
    });
    return Promise.resolve(toPrediction(this.aiName, this.model, input, summary, reasoning));
  }
}

export function createStatisticalOracles(): Record<AiName, StatisticalOracle> {
  return { ChatGPT: new DixonColesOracle(), Grok: new EloFormOracle() };
}
