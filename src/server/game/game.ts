import type { FastifyBaseLogger } from "fastify";
import type { AiName } from "../../shared/constants";
import type { Config } from "../platform/config";
import type { Database } from "../platform/db/client";
import type { SqlClock } from "../platform/db/sql-clock";
import { CommentaryHub } from "../commentary/commentary-hub";
import { MatchImporter } from "./match-import.service";
import { MatchSync } from "./match-sync.service";
import { SeasonRituals } from "./season-rituals";
import { ApiFootballProvider } from "../platform/providers/football/api-football/api-football-provider";
import { FootballDataProvider } from "../platform/providers/football/football-data/football-data-provider";
import type { FootballProvider, ResultRow } from "../platform/providers/football/football-provider";
import { withCsvHistory } from "../platform/providers/football/history/with-csv-history";
import { OpenLigaDbProvider } from "../platform/providers/football/openligadb/openligadb-provider";
import { SimulatedProvider } from "../platform/providers/football/simulated/simulated-provider";
import { LlmCallBudget, type LlmCallCount } from "../oracles/llm/llm-call-budget";
import { countInDatabase } from "../oracles/llm/llm-call-days";
import { LlmOracle } from "../oracles/llm/llm-oracle";
import type { Oracle } from "../oracles/oracle";
import { createStatisticalOracles } from "../oracles/statistical/statistical-oracles";

/** The live game: where fixtures come from, who predicts them, and the sync that runs it all. */
export interface Game {
  provider: FootballProvider;
  oracles: Record<AiName, Oracle>;
  importer: MatchImporter;
  hub: CommentaryHub;
  sync: MatchSync;
  /** Calendar speed-up: SIM_SPEED for the simulated league, 1 for real fixtures. */
  speed: number;
  /** The season questions' opening, odds, seal and scoring, run after each sync by its leader. */
  seasons: SeasonRituals;
  /** LLM_DAILY_CALLS, counted in the database: the oracles and signed-in players' facts draw on it. */
  llmBudget: LlmCallBudget;
  /**
   * Has the matches fetch-new imported predicted: here when this instance leads the sync (or none does),
   * else by the leader, told through the instance signals (docs/decisions.md#fetch-new).
   */
  predictFetched(): Promise<void>;
}

export interface GameOverrides {
  provider?: FootballProvider;
  /** Older results a real provider's oracles also fit on (FOOTBALL_HISTORY_DIR). */
  history?: ResultRow[];
  oracles?: Record<AiName, Oracle>;
  /** Whose clock starts matches at kick-off: as for bets and picks (AppOptions.clock). */
  clock?: SqlClock;
}

/** Keys switch on the real systems; without them, the embedded defaults. */
export function createProvider(config: Config, log?: FastifyBaseLogger): FootballProvider {
  const football = config.football;
  switch (football.provider) {
    case "api-football":
      return new ApiFootballProvider({
        apiKey: football.key,
        leagues: football.leagues,
        ...(football.season !== undefined ? { season: football.season } : {}),
        ...(football.baseUrl ? { baseUrl: football.baseUrl } : {}),
        ...(log ? { onProblem: (message: string) => log.warn(message) } : {}),
      });
    case "football-data":
      return new FootballDataProvider({
        apiKey: football.key,
        competitions: football.competitions,
        requestsPerMinute: football.requestsPerMinute,
        ...(football.baseUrl ? { baseUrl: football.baseUrl } : {}),
        ...(log ? { onProblem: (message: string) => log.warn(message) } : {}),
      });
    case "openligadb":
      return new OpenLigaDbProvider({
        leagues: football.leagues,
        ...(football.baseUrl ? { baseUrl: football.baseUrl } : {}),
        ...(log ? { onProblem: (message: string) => log.warn(message) } : {}),
      });
    case "simulated":
      return new SimulatedProvider({ seed: config.simSeed, speed: config.simSpeed });
  }
}

/**
 * One allowance a UTC day for both oracles and the facts signed-in players ask for, counted in the
 * database in the app: facts are written on any instance (docs/decisions.md#one-model-budget-for-every-instance).
 */
export function createLlmBudget(config: Config, log: FastifyBaseLogger, options: { now?: () => Date; count?: LlmCallCount } = {}): LlmCallBudget {
  return new LlmCallBudget({
    dailyCalls: config.llmDailyCalls,
    ...options,
    onSpent: (dailyCalls, day) =>
      log.warn(
        `LLM_DAILY_CALLS (${dailyCalls}) spent for ${day}: the oracles answer from their statistical twins and the facts from the bank until 00:00 UTC`,
      ),
  });
}

export function createOracles(
  config: Config,
  log: FastifyBaseLogger,
  now?: () => Date,
  budget: LlmCallBudget = createLlmBudget(config, log, now ? { now } : {}),
): Record<AiName, Oracle> {
  const statistical = createStatisticalOracles();
  const warn = (msg: string, detail?: unknown) => log.warn({ detail }, msg);
  return {
    ChatGPT: config.openaiApiKey
      ? new LlmOracle({
          aiName: "ChatGPT",
          model: config.openaiModel,
          apiKey: config.openaiApiKey,
          fallback: statistical.ChatGPT,
          budget,
          log: warn,
          ...(config.openaiBaseUrl ? { baseURL: config.openaiBaseUrl } : {}),
        })
      : statistical.ChatGPT,
    Grok: config.xaiApiKey
      ? new LlmOracle({
          aiName: "Grok",
          model: config.xaiModel,
          apiKey: config.xaiApiKey,
          fallback: statistical.Grok,
          baseURL: config.xaiBaseUrl ?? "https://api.x.ai/v1",
          budget,
          log: warn,
        })
      : statistical.Grok,
  };
}

export function createGame(config: Config, database: Database, log: FastifyBaseLogger, overrides: GameOverrides = {}): Game {
  const base = overrides.provider ?? createProvider(config, log);
  const provider = overrides.history?.length && base.name !== "simulated" ? withCsvHistory(base, overrides.history) : base;
  const llmBudget = createLlmBudget(config, log, { count: countInDatabase(database.db) });
  const oracles = overrides.oracles ?? createOracles(config, log, undefined, llmBudget);
  const speed = provider.name === "simulated" ? config.simSpeed : 1;
  const importer = new MatchImporter(database.db, provider, oracles, log);
  const hub = new CommentaryHub(database.pool);
  const sync = new MatchSync(database.db, database.pool, provider, importer, hub, log, {
    speed,
    seedHistoryHours: 12,
    horizonHours: 24,
    // fetch-new reaches up to two simulated days ahead (the simulated calendar's horizon, docs/rules.md#matches).
    fetchHorizonHours: 48,
    ...(overrides.clock ? { clock: overrides.clock } : {}),
    ...(provider.name === "simulated" ? {} : { intervals: config.syncIntervals }),
  });
  // Only the leader hears it to some effect: its provider has the history and squads the oracles need cached.
  hub.onSignal((signal) => {
    if (signal.type !== "predictions-wanted" || !sync.isLeader) return;
    sync.predictNew().catch((err: unknown) => log.error({ err }, "predicting fetched matches failed"));
  });
  const predictFetched = async () => {
    if (await sync.predictsForFetchNew()) await sync.predictNew();
    else await hub.signal({ type: "predictions-wanted" });
  };
  const seasons = new SeasonRituals(database.db, provider, speed, log);
  sync.afterRun = (now) => seasons.poke(now);
  return { provider, oracles, importer, hub, sync, speed, predictFetched, llmBudget, seasons };
}
