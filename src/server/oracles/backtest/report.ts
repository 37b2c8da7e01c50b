import path from "node:path";
import { DuelTally, STRATEGIES, type DuelSummary } from "./duel-tally";
import { Accumulator, type Summary } from "./metrics";
import type { PredictedMatch, Predictor } from "./walk-forward";

// Figures per predictor, overall and per test file, as a text table or as one JSON object.

export interface Report {
  predictors: readonly Predictor[];
  overall: Map<string, Accumulator>;
  /** Per test file, in first-seen order. */
  byFile: Map<string, Map<string, Accumulator>>;
  /** The oracles' duel, overall and per league (in first-seen order). */
  duel: DuelTally;
  duelByLeague: Map<string, DuelTally>;
}

export function buildReport(predictors: readonly Predictor[], results: readonly PredictedMatch[]): Report {
  const fresh = (): Map<string, Accumulator> => new Map(predictors.map((p) => [p.name, new Accumulator()]));
  const overall = fresh();
  const byFile = new Map<string, Map<string, Accumulator>>();
  const duel = new DuelTally();
  const duelByLeague = new Map<string, DuelTally>();
  for (const { match, forecasts } of results) {
    let file = byFile.get(match.file);
    if (!file) byFile.set(match.file, (file = fresh()));
    const actual = { home: match.row.homeGoals, away: match.row.awayGoals };
    for (const [name, forecast] of forecasts) {
      overall.get(name)?.add(forecast.pick, actual, forecast.probabilities);
      file.get(name)?.add(forecast.pick, actual, forecast.probabilities);
    }
    const divino = forecasts.get("ChatGPT")?.duel;
    const eterno = forecasts.get("Grok")?.duel;
    if (divino && eterno) {
      duel.add(divino, eterno, actual);
      let league = duelByLeague.get(match.league.name);
      if (!league) duelByLeague.set(match.league.name, (league = new DuelTally()));
      league.add(divino, eterno, actual);
    }
  }
  return { predictors, overall, byFile, duel, duelByLeague };
}

export interface JsonReport {
  oracles: Record<string, Summary>;
  baselines: Record<string, Summary>;
  duel: Omit<DuelSummary, "matches">;
}

export function toJson(report: Report): JsonReport {
  const { matches: _matches, ...duel } = report.duel.summary();
  const json: JsonReport = { oracles: {}, baselines: {}, duel };
  for (const p of report.predictors) {
    const summary = report.overall.get(p.name)?.summary();
    if (summary) json[p.kind === "oracle" ? "oracles" : "baselines"][p.name] = summary;
  }
  return json;
}

const fixed = (value: number | null, digits: number, width: number): string => (value === null ? "-" : value.toFixed(digits)).padStart(width);

function table(title: string, predictors: readonly Predictor[], tallies: Map<string, Accumulator>): string[] {
  const lines = [
    title,
    `${"predictor".padEnd(12)} ${"matches".padStart(7)} ${"pts/m".padStart(6)} ${"outcome%".padStart(8)} ${"exact%".padStart(6)} ${"RPS".padStart(6)} ${"logloss".padStart(7)} ${"Brier".padStart(6)}`,
  ];
  for (const p of predictors) {
    const s = tallies.get(p.name)?.summary();
    if (!s) continue;
    lines.push(
      `${p.name.padEnd(12)} ${String(s.matches).padStart(7)} ${fixed(s.pointsPerMatch, 3, 6)} ${fixed(100 * s.outcomeAccuracy, 1, 8)} ${fixed(100 * s.exactRate, 1, 6)} ${fixed(s.rps, 4, 6)} ${fixed(s.logLoss, 4, 7)} ${fixed(s.brier, 4, 6)}`,
    );
  }
  return lines;
}

function calibration(predictors: readonly Predictor[], tallies: Map<string, Accumulator>): string[] {
  const lines = ["Calibration (stated confidence in the pick's outcome, by decile: count, mean stated %, observed hit %)"];
  lines.push(`${"decile".padEnd(8)}${predictors.map((p) => `| ${p.name.padEnd(20)}`).join("")}`);
  lines.push(`${"".padEnd(8)}${predictors.map(() => `| ${"n".padStart(5)} ${"conf%".padStart(6)} ${"hit%".padStart(6)} `).join("")}`);
  const bins = predictors.map((p) => tallies.get(p.name)?.calibration.bins() ?? []);
  for (let d = 0; d < 10; d++) {
    const label = `${d * 10}-${d === 9 ? 100 : (d + 1) * 10}%`;
    const cells = bins.map((list) => {
      const bin = list[d];
      const pct = (v: number | null | undefined): string => (v === null || v === undefined ? "-" : (100 * v).toFixed(1)).padStart(6);
      return `| ${String(bin?.count ?? 0).padStart(5)} ${pct(bin?.meanConfidence)} ${pct(bin?.hitRate)} `;
    });
    lines.push(`${label.padEnd(8)}${cells.join("")}`);
  }
  return lines;
}

const pct = (share: number): string => (100 * share).toFixed(1).padStart(8);
const perUnit = (value: number | null): string => (value === null ? "-" : `${value >= 0 ? "+" : ""}${value.toFixed(3)}`).padStart(9);

/** Per league and overall: how duels end, and each strategy's return per unit staked at 1.8×. */
function duelTable(report: Report): string[] {
  const shortNames: Record<(typeof STRATEGIES)[number], string> = {
    alwaysChatGPT: "ChatGPT",
    alwaysGrok: "Grok",
    moreConfident: "moreConf",
    lessConfident: "lessConf",
    higherScoring: "higherSc",
    lowerScoring: "lowerSc",
  };
  const lines = [
    "Duel (same%: both oracles called the same score; decided by points, then the sealed forecast's chance of the final score; else refunded) and return per unit staked at 1.8x",
    `${"league".padEnd(16)} ${"matches".padStart(7)} ${"same%".padStart(8)} ${"points%".padStart(8)} ${"tiebrk%".padStart(8)} ${"refund%".padStart(8)}${STRATEGIES.map((s) => shortNames[s].padStart(9)).join("")}`,
  ];
  const row = (label: string, tally: DuelTally) => {
    const s = tally.summary();
    lines.push(
      `${label.padEnd(16)} ${String(s.matches).padStart(7)} ${pct(s.samePick)} ${pct(s.decidedByPoints)} ${pct(s.decidedByTiebreak)} ${pct(s.refunded)}${STRATEGIES.map((k) => perUnit(s.strategies[k])).join("")}`,
    );
  };
  for (const [league, tally] of report.duelByLeague) row(league, tally);
  row("all", report.duel);
  return lines;
}

export function toText(report: Report): string {
  const lines: string[] = [];
  lines.push(...table("All test matches", report.predictors, report.overall), "");
  lines.push(...duelTable(report), "");
  lines.push(...calibration(report.predictors, report.overall), "");
  for (const [file, tallies] of report.byFile) {
    lines.push(...table(path.basename(file), report.predictors, tallies), "");
  }
  lines.push(
    "pts/m: mean game points (exact 10, outcome 5, margin 3); RPS, log loss (natural log) and Brier (sum over H/D/A) are means, lower is better; '-' = no probabilities stated.",
  );
  return lines.join("\n");
}
