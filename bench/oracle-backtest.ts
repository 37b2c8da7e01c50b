import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ResultRow } from "../src/server/platform/providers/football/football-provider";
import type { OracleInput } from "../src/server/oracles/oracle";
import { createStatisticalOracles } from "../src/server/oracles/statistical/statistical-oracles";
import type { OutcomeProbabilities } from "../src/server/platform/providers/football/football-provider";
import { bestPick, drawInflatedGrid } from "../src/server/oracles/statistical/score-distribution";
import { outcomeOf, parseScore, scorePrediction, type Score } from "../src/shared/scoring";
import { poissonPairFor } from "../src/server/oracles/backtest/baselines";
import { rps } from "../src/server/oracles/backtest/metrics";

// Walk-forward backtest of the statistical oracles on football-data.co.uk results (shared/football-data):
// history 2019/20-2021/22, test 2022/23 and 2023/24, every match predicted from its league's results dated
// before its day. `--validate` instead tests 2021/22 on 2019/20-2020/21, for choosing hyper-parameters
// without looking at the test seasons.
//   npx tsx bench/oracle-backtest.ts [dir] [--validate]
// For arbitrary files, log loss, Brier and calibration use `npm run backtest` (src/tools/backtest.ts over src/server/backtest), whose
// bookmaker pick and RPS this script shares.

const LEAGUES: Record<string, { id: number; name: string }> = {
  E0: { id: 39, name: "Premier League" },
  SP1: { id: 140, name: "La Liga" },
  I1: { id: 135, name: "Serie A" },
  D1: { id: 78, name: "Bundesliga" },
  F1: { id: 61, name: "Ligue 1" },
};

interface CsvMatch {
  division: string;
  season: string;
  row: ResultRow;
  kickoff: Date;
  /** Pinnacle closing 1X2 with the margin removed proportionally. */
  market: OutcomeProbabilities;
}

function parseFile(file: string, division: string, season: string): CsvMatch[] {
  const [header, ...lines] = readFileSync(file, "utf8").trim().split(/\r?\n/);
  const columns = (header ?? "").split(",");
  const at = (cells: string[], name: string): string => cells[columns.indexOf(name)] ?? "";
  const league = LEAGUES[division];
  if (!league) throw new Error(`unknown division ${division}`);
  return lines.map((line) => {
    const cells = line.split(",");
    const [day, month, year] = at(cells, "Date").split("/").map(Number);
    const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
    const [hour, minute] = (at(cells, "Time") || "15:00").split(":").map(Number);
    const inverse = ["PSCH", "PSCD", "PSCA"].map((name) => 1 / Number(at(cells, name)));
    const overround = inverse.reduce((a, b) => a + b, 0);
    const optional = (name: string): number | undefined => (at(cells, name) === "" ? undefined : Number(at(cells, name)));
    return {
      division,
      season,
      kickoff: new Date(date.getTime() + ((hour ?? 15) * 60 + (minute ?? 0)) * 60_000),
      market: { home: (inverse[0] ?? 0) / overround, draw: (inverse[1] ?? 0) / overround, away: (inverse[2] ?? 0) / overround },
      row: {
        date,
        leagueId: league.id,
        homeTeam: at(cells, "HomeTeam"),
        awayTeam: at(cells, "AwayTeam"),
        homeGoals: Number(at(cells, "FTHG")),
        awayGoals: Number(at(cells, "FTAG")),
        homeShotsOnTarget: optional("HST"),
        awayShotsOnTarget: optional("AST"),
      },
    };
  });
}

function loadAll(dir: string): CsvMatch[] {
  const all: CsvMatch[] = [];
  for (const name of readdirSync(dir).sort()) {
    const found = /^([A-Z0-9]+)-(\d{4}-\d{2})\.csv$/.exec(name);
    if (found?.[1] && found[2]) all.push(...parseFile(path.join(dir, name), found[1], found[2]));
  }
  return all;
}

class Tally {
  matches = 0;
  points = 0;
  outcomes = 0;
  exact = 0;
  rpsSum = 0;
  rpsCount = 0;

  add(pick: Score, actual: Score, probabilities: OutcomeProbabilities | null): void {
    const points = scorePrediction(pick, actual);
    this.matches++;
    this.points += points;
    if (outcomeOf(pick) === outcomeOf(actual)) this.outcomes++;
    if (points === 10) this.exact++;
    if (probabilities) {
      this.rpsSum += rps(probabilities, outcomeOf(actual));
      this.rpsCount++;
    }
  }

  line(name: string): string {
    const n = Math.max(1, this.matches);
    const rpsText = this.rpsCount > 0 ? (this.rpsSum / this.rpsCount).toFixed(4) : "   -  ";
    return `${name.padEnd(28)} ${String(this.matches).padStart(7)} ${(this.points / n).toFixed(3).padStart(8)} ${((100 * this.outcomes) / n).toFixed(1).padStart(9)} ${((100 * this.exact) / n).toFixed(1).padStart(7)} ${rpsText.padStart(7)}`;
  }
}

function main(): void {
  const args = process.argv.slice(2);
  const validate = args.includes("--validate");
  const dir = args.find((a) => !a.startsWith("--")) ?? path.resolve("../shared/football-data");
  const testSeasons = validate ? ["2021-22"] : ["2022-23", "2023-24"];
  const historySeasons = validate ? ["2019-20", "2020-21"] : ["2019-20", "2020-21", "2021-22"];
  const started = performance.now();
  const all = loadAll(dir);
  const history = new Map<string, ResultRow[]>();
  for (const m of all) if (historySeasons.includes(m.season)) history.set(m.division, [...(history.get(m.division) ?? []), m.row]);
  // Stable sort keeps each file's order within a day.
  const tests = all.filter((m) => testSeasons.includes(m.season)).sort((a, b) => a.row.date.getTime() - b.row.date.getTime());

  const oracles = createStatisticalOracles();
  const tallies = { ChatGPT: new Tally(), Grok: new Tally(), baseline: new Tally(), market: new Tally() };
  let predictMs = 0;
  for (let i = 0; i < tests.length;) {
    const day = tests[i]?.row.date.getTime();
    const today: CsvMatch[] = [];
    while (i < tests.length && tests[i]?.row.date.getTime() === day) today.push(tests[i++] as CsvMatch);
    for (const m of today) {
      const league = LEAGUES[m.division] ?? { id: 0, name: "" };
      const input: OracleInput = {
        homeTeam: m.row.homeTeam,
        awayTeam: m.row.awayTeam,
        leagueId: league.id,
        leagueName: league.name,
        kickoff: m.kickoff,
        history: history.get(m.division) ?? [],
        homeSquad: [],
        awaySquad: [],
      };
      const actual = { home: m.row.homeGoals, away: m.row.awayGoals };
      const t0 = performance.now();
      for (const name of ["ChatGPT", "Grok"] as const) {
        const { prediction, forecast } = oracles[name].predictWithForecast(input);
        const pick = parseScore(prediction.predictedScore);
        if (!pick) throw new Error(`bad score ${prediction.predictedScore}`);
        tallies[name].add(pick, actual, forecast.outcomes);
      }
      predictMs += performance.now() - t0;
      tallies.baseline.add({ home: 2, away: 1 }, actual, null);
      const [lh, la] = poissonPairFor(m.market);
      tallies.market.add(bestPick(drawInflatedGrid(lh, la, 0)).score, actual, m.market);
    }
    // Results become history only after the whole day: no match sees a result from its own day.
    for (const m of today) history.get(m.division)?.push(m.row);
  }

  console.log(`${validate ? "Validation" : "Test"} seasons ${testSeasons.join(", ")}; history from ${historySeasons[0]}; data ${dir}`);
  console.log(
    `${"predictor".padEnd(28)} ${"matches".padStart(7)} ${"pts/m".padStart(8)} ${"outcome%".padStart(9)} ${"exact%".padStart(7)} ${"RPS".padStart(7)}`,
  );
  console.log(tallies.ChatGPT.line(`El Divino (${oracles.ChatGPT.model})`));
  console.log(tallies.Grok.line(`O Eterno (${oracles.Grok.model})`));
  console.log(tallies.baseline.line("always 2-1"));
  console.log(tallies.market.line("Pinnacle closing odds"));
  console.log(`run time ${((performance.now() - started) / 1000).toFixed(1)} s (oracles ${(predictMs / 1000).toFixed(1)} s)`);
}

main();
