import { readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createStatisticalOracles } from "../server/oracles/statistical/statistical-oracles";
import { createBaselines } from "../server/oracles/backtest/baselines";
import { readFootballDataFile, type BacktestMatch } from "../server/platform/providers/football/history/football-data-csv";
import { buildReport, toJson, toText } from "../server/oracles/backtest/report";
import { oraclePredictors, walkForward } from "../server/oracles/backtest/walk-forward";

// npm run backtest -- --history <files or folders> --test <files or folders> [--json]
// Walk-forward backtest of the embedded oracles against the bookmaker and fixed-score baselines.

export const USAGE = `usage: npm run backtest -- --history <files or folders>... --test <files or folders>... [--json]
  --history  football-data.co.uk CSVs (or folders: every *.csv in them) used as prior results only
  --test     CSVs whose matches are predicted in date order, each from results dated before its day
  --json     print one JSON object instead of the tables`;

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const processIo: Io = {
  stdout: (text) => void process.stdout.write(`${text}\n`),
  stderr: (text) => void process.stderr.write(`${text}\n`),
};

export interface Arguments {
  history: string[];
  test: string[];
  json: boolean;
}

/** Parses the flags; a string is the error to show with the usage. */
export function parseArguments(args: readonly string[]): Arguments | string {
  const parsed: Arguments = { history: [], test: [], json: false };
  let target: string[] | null = null;
  const seen = new Set<string>();
  for (const arg of args) {
    if (arg === "--history" || arg === "--test") {
      if (seen.has(arg)) return `${arg} given twice`;
      seen.add(arg);
      target = arg === "--history" ? parsed.history : parsed.test;
    } else if (arg === "--json") {
      parsed.json = true;
      target = null;
    } else if (arg.startsWith("-")) return `unknown option ${arg}`;
    else if (target) target.push(arg);
    else return `unexpected argument ${arg} (paths follow --history or --test)`;
  }
  if (seen.has("--history") && parsed.history.length === 0) return "--history needs at least one file or folder";
  if (parsed.test.length === 0) return "--test needs at least one file or folder";
  return parsed;
}

/** Files as given; folders become their *.csv files (sorted, not recursive). */
export function expandPaths(paths: readonly string[]): string[] | string {
  const files: string[] = [];
  for (const p of paths) {
    let isDirectory: boolean;
    try {
      isDirectory = statSync(p).isDirectory();
    } catch {
      return `no such file or folder: ${p}`;
    }
    if (!isDirectory) files.push(p);
    else {
      const csvs = readdirSync(p)
        .filter((name) => name.toLowerCase().endsWith(".csv"))
        .sort()
        .map((name) => path.join(p, name))
        .filter((file) => statSync(file).isFile());
      if (csvs.length === 0) return `no *.csv files in folder ${p}`;
      files.push(...csvs);
    }
  }
  return files;
}

function load(files: readonly string[], io: Io): BacktestMatch[] {
  const matches: BacktestMatch[] = [];
  for (const file of files) {
    const { matches: parsed, problems } = readFootballDataFile(file);
    for (const problem of problems) io.stderr(problem);
    matches.push(...parsed);
  }
  return matches;
}

/** Runs the backtest; returns the exit code (0 ok, 1 nothing to test, 2 bad arguments). */
export function main(args: readonly string[], io: Io = processIo): number {
  const parsed = parseArguments(args);
  const historyFiles = typeof parsed === "string" ? parsed : expandPaths(parsed.history);
  const testFiles = typeof parsed === "string" ? parsed : expandPaths(parsed.test);
  const error = [parsed, historyFiles, testFiles].find((x) => typeof x === "string");
  if (typeof error === "string" || typeof parsed === "string" || typeof historyFiles === "string" || typeof testFiles === "string") {
    io.stderr(`backtest: ${String(error)}\n${USAGE}`);
    return 2;
  }
  const started = performance.now();
  // A file given as both history and test (e.g. a whole folder as history) is test only: as history it
  // would hand every match its own result and those of later days.
  const testSet = new Set(testFiles.map((file) => realpathSync(file)));
  const overlap = historyFiles.filter((file) => testSet.has(realpathSync(file)));
  for (const file of overlap) io.stderr(`backtest: ${file} is also a test file; used as test only`);
  const history = load(
    historyFiles.filter((file) => !overlap.includes(file)),
    io,
  );
  const test = load(testFiles, io);
  if (test.length === 0) {
    io.stderr("backtest: no usable test matches");
    return 1;
  }
  const oracles = createStatisticalOracles();
  const predictors = [...oraclePredictors(oracles), ...createBaselines()];
  const report = buildReport(predictors, walkForward(history, test, predictors));
  if (parsed.json) io.stdout(JSON.stringify(toJson(report)));
  else {
    io.stdout(
      `Backtest: ${test.length} test matches from ${testFiles.length} file(s), ${history.length} history matches from ${historyFiles.length - overlap.length} file(s)`,
    );
    io.stdout(
      `Oracles: ChatGPT = ${oracles.ChatGPT.model}, Grok = ${oracles.Grok.model}; baselines: bookmaker (closing odds), draw11 (always 1-1), home21 (always 2-1)\n`,
    );
    io.stdout(toText(report));
    io.stdout(`run time ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return 0;
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) process.exitCode = main(process.argv.slice(2));
