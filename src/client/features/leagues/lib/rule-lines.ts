import type { LeagueRules } from "@shared/api/leagues";
import type { LeaguesText } from "../messages";

/**
 * A league's rules in words, a line each (docs/rules.md#league-rules): jokers, oracles' picks, competitions. The
 * competitions chosen are told as the caller wants them: by name on the rules panel, by count under a table.
 */
export function ruleLines(rules: LeagueRules, t: LeaguesText, chosen: (ids: number[]) => string): string[] {
  return [
    t(rules.jokers ? "rules.jokersOn" : "rules.jokersOff"),
    t(rules.oraclePicks ? "rules.oracleOn" : "rules.oracleOff"),
    rules.competitions ? chosen(rules.competitions) : t("rules.allCompetitions"),
  ];
}
