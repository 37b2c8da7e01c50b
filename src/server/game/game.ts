import type { FastifyBaseLogger } from "fastify";
import type { AiName } from "../../shared/constants";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { CommentaryHub } from "../commentary/commentary-hub";
import { MatchImporter } from "../matches/match-import.service";
import { MatchSync } from "../matches/match-sync.service";
import { ApiFootballProvider } from "../providers/football/api-football/api-football-provider";
import type { FootballProvider } from "../providers/football/football-provider";
import { SimulatedProvider } from "../providers/football/simulated/simulated-provider";
import { LlmOracle } from "../providers/oracles/llm/llm-oracle";
import type { Oracle } from "../providers/oracles/oracle";
import { createStatisticalOracles } from "../providers/oracles/statistical/statistical-oracles";

/** The live game: where fixtures come from, who predicts them, and the sync that runs it all. */
export interface Game {
  provider: FootballProvider;
  oracles: Record<AiName, Oracle>;
  importer: MatchImporter;
  hub: CommentaryHub;
  sync: MatchSync;
  /** Calendar speed-up: SIM_SPEED for the simulated league, 1 for real fixtures. */
  speed: number;
}

export interface GameOverrides {
  provider?: FootballProvider;
  oracles?: Record<AiName, Oracle>;
}

/** Keys switch on the real systems; without them, the embedded defaults. */
export function createProvider(config: Config): FootballProvider {
  if (config.apiFootball) {
    return new ApiFootballProvider({
      apiKey: config.apiFootball.key,
      leagues: config.apiFootball.leagues,
      season: config.apiFootball.season,
      ...(config.apiFootball.baseUrl ? { baseUrl: config.apiFootball.baseUrl } : {}),
    });
  }
  return new SimulatedProvider({ seed: config.simSeed, speed: config.simSpeed });
}

export function createOracles(config: Config, log: FastifyBaseLogger): Record<AiName, Oracle> {
  const statistical = createStatisticalOracles();
  const warn = (msg: string, detail?: unknown) => log.warn({ detail }, msg);
  return {
    ChatGPT: config.openaiApiKey
      ? new LlmOracle({
          aiName: "ChatGPT",
          model: "gpt-4o",
          apiKey: config.openaiApiKey,
          fallback: statistical.ChatGPT,
          log: warn,
          ...(config.openaiBaseUrl ? { baseURL: config.openaiBaseUrl } : {}),
        })
      : statistical.ChatGPT,
    Grok: config.xaiApiKey
      ? new LlmOracle({
          aiName: "Grok",
          model: "grok-2-1212",
          apiKey: config.xaiApiKey,
          fallback: statistical.Grok,
          baseURL: config.xaiBaseUrl ?? "https://api.x.ai/v1",
          log: warn,
        })
      : statistical.Grok,
  };
}

export function createGame(config: Config, database: Database, log: FastifyBaseLogger, overrides: GameOverrides = {}): Game {
  const provider = overrides.provider ?? createProvider(config);
  const oracles = overrides.oracles ?? createOracles(config, log);
  const speed = provider.name === "simulated" ? config.simSpeed : 1;
  const importer = new MatchImporter(database.db, provider, oracles, log);
  const hub = new CommentaryHub(database.pool);
  const sync = new MatchSync(database.db, database.pool, provider, importer, hub, log, {
    speed,
    seedHistoryHours: 12,
    horizonHours: 24,
  });
  return { provider, oracles, importer, hub, sync, speed };
}
