import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main, parseArguments, type Io } from "./backtest";
import { syntheticSeason } from "../server/testing/football-data-csv-fixtures";

let dir = "";
const TEAMS = ["Alpha", "Beta", "Gamma", "Delta"];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "backtest-cli-"));
  mkdirSync(path.join(dir, "history"));
  writeFileSync(path.join(dir, "history", "E0-2021-22.csv"), syntheticSeason("E0", TEAMS, new Date(Date.UTC(2021, 7, 7)), 5));
  writeFileSync(path.join(dir, "history", "README.md"), "not a csv");
  const test = syntheticSeason("E0", TEAMS, new Date(Date.UTC(2022, 7, 6)), 9).trimEnd() + "\nE0,99/99/2022,15:00,Alpha,Beta,1,0,H,1,1,2,3,4,2,3,4\n";
  writeFileSync(path.join(dir, "E0-2022-23.csv"), test);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[]): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { stdout: (t) => out.push(t), stderr: (t) => err.push(t) };
  const code = main(args, io);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("backtest cli", () => {
  it("--json prints one object with oracles and baselines and the agreed keys", () => {
    const { code, out, err } = run(["--history", path.join(dir, "history"), "--test", path.join(dir, "E0-2022-23.csv"), "--json"]);
    expect(code).toBe(0);
    const json = JSON.parse(out) as Record<string, Record<string, Record<string, unknown>>>;
    expect(Object.keys(json)).toEqual(["oracles", "baselines", "duel"]);
    const duel = json.duel as unknown as {
      samePick: number;
      decidedByPoints: number;
      decidedByTiebreak: number;
      refunded: number;
      strategies: Record<string, number | null>;
    };
    expect(Object.keys(duel)).toEqual(["samePick", "decidedByPoints", "decidedByTiebreak", "refunded", "strategies"]);
    expect(duel.samePick).toBeGreaterThanOrEqual(0);
    expect(duel.samePick).toBeLessThanOrEqual(1);
    expect(duel.decidedByPoints + duel.decidedByTiebreak + duel.refunded).toBeCloseTo(1, 9);
    expect(Object.keys(duel.strategies)).toEqual(["alwaysChatGPT", "alwaysGrok", "moreConfident", "lessConfident", "higherScoring", "lowerScoring"]);
    // Every duel pays +0.8 to one side and -1 to the other, or 0 to both: the two always-strategies share -0.2 a duel.
    expect(duel.strategies.alwaysChatGPT! + duel.strategies.alwaysGrok!).toBeCloseTo(-0.2 * (1 - duel.refunded), 9);
    expect(Object.keys(json.oracles ?? {})).toEqual(["ChatGPT", "Grok"]);
    expect(Object.keys(json.baselines ?? {})).toEqual(["bookmaker", "draw11", "home21"]);
    const keys = ["matches", "pointsPerMatch", "outcomeAccuracy", "exactRate", "rps", "logLoss", "brier"];
    for (const group of [json.oracles, json.baselines]) {
      for (const [name, summary] of Object.entries(group ?? {})) {
        expect(Object.keys(summary), name).toEqual(keys);
        expect(summary.matches, name).toBe(12);
        const probabilistic = name === "ChatGPT" || name === "Grok" || name === "bookmaker";
        for (const key of ["rps", "logLoss", "brier"]) {
          if (probabilistic) expect(typeof summary[key], `${name}.${key}`).toBe("number");
          else expect(summary[key], `${name}.${key}`).toBeNull();
        }
      }
    }
    // The bad row is reported with its file and line (header + 12 matches → line 14) and skipped.
    expect(err).toContain(`${path.join(dir, "E0-2022-23.csv")}:14: unparseable date "99/99/2022"; row skipped`);
  });

  it("prints tables with a calibration section by default", () => {
    const { code, out } = run(["--test", path.join(dir, "E0-2022-23.csv"), "--history", path.join(dir, "history", "E0-2021-22.csv")]);
    expect(code).toBe(0);
    expect(out).toContain("All test matches");
    expect(out).toContain("Calibration");
    expect(out).toMatch(/Duel \(same%: both oracles called the same score/);
    expect(out).toMatch(/\nPremier League\s+12\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+(\s+[+-]\d\.\d{3}|\s+-){6}\n/);
    expect(out).toMatch(/\nall\s+12\s/);
    expect(out).toContain("E0-2022-23.csv");
    expect(out).toMatch(/ChatGPT\s+12\s/);
  });

  it("exits 2 with the usage on bad arguments", () => {
    for (const args of [
      [],
      ["--test"],
      ["--history", dir],
      ["--test", dir, "--bogus"],
      ["stray", "--test", dir],
      ["--test", path.join(dir, "missing.csv")],
      ["--history", "--test", dir],
    ]) {
      const { code, err } = run(args);
      expect(code, args.join(" ")).toBe(2);
      expect(err).toContain("usage: npm run backtest");
    }
  });

  it("uses a file given as both history and test as test only", () => {
    const { code, out, err } = run(["--history", dir, "--test", path.join(dir, "E0-2022-23.csv")]);
    expect(code).toBe(0);
    expect(err).toContain("is also a test file; used as test only");
    expect(out).toContain("0 history matches from 0 file(s)");
  });

  it("parses several paths per flag until the next flag", () => {
    expect(parseArguments(["--history", "a", "b", "--test", "c", "d", "--json"])).toEqual({ history: ["a", "b"], test: ["c", "d"], json: true });
  });
});
