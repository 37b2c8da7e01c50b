import { vi } from "vitest";
import type { Oracle, OracleInput } from "../oracles/oracle";
import { LlmOracle, type LlmOracleOptions } from "../oracles/llm/llm-oracle";

// What the LLM oracle suites share: a fixture with a real history and squads, and an oracle aimed at
// the suite's replay server, its log a spy.

const result = (date: string, homeTeam: string, homeGoals: number, awayGoals: number, awayTeam: string) => ({
  date: new Date(date),
  leagueId: 39,
  homeTeam,
  awayTeam,
  homeGoals,
  awayGoals,
});

/** Arsenal v Chelsea, November 2024, with the six results before it and two names a side. */
export const arsenalChelsea: OracleInput = {
  homeTeam: "Arsenal",
  awayTeam: "Chelsea",
  leagueId: 39,
  leagueName: "Premier League",
  kickoff: new Date("2024-11-10T16:30:00Z"),
  history: [
    result("2024-04-23", "Arsenal", 5, 0, "Chelsea"),
    result("2024-10-05", "Arsenal", 3, 1, "Southampton"),
    result("2024-10-19", "Bournemouth", 2, 0, "Arsenal"),
    result("2024-10-20", "Chelsea", 2, 1, "Newcastle"),
    result("2024-11-02", "Newcastle", 1, 0, "Arsenal"),
    result("2024-11-04", "Manchester United", 1, 1, "Chelsea"),
  ],
  homeSquad: ["B. Saka", "K. Havertz"],
  awaySquad: ["C. Palmer", "N. Jackson"],
};

/** El Divino on gpt-4o at `baseURL`, falling back to `fallback`, with a two-second timeout. */
export function llmOracleAt(baseURL: string, fallback: Oracle, overrides: Partial<LlmOracleOptions> = {}) {
  const log = vi.fn();
  const oracle = new LlmOracle({ aiName: "ChatGPT", model: "gpt-4o", apiKey: "sk-test", baseURL, fallback, timeoutMs: 2_000, log, ...overrides });
  return { oracle, log };
}
