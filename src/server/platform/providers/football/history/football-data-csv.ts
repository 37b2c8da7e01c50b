import { readFileSync } from "node:fs";
import path from "node:path";
import type { OutcomeProbabilities, ResultRow } from "../football-provider";

// football-data.co.uk CSVs (https://www.football-data.co.uk/notes.txt) → backtest matches. A small RFC 4180
// parser (quoted fields, doubled quotes, CRLF, BOM) and the row mapping; bad rows are reported, never fatal.

/** One parsed record with the 1-based line of the file it starts on. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = (): void => {
    cells.push(field);
    // A blank line is not a record.
    if (!(cells.length === 1 && cells[0] === "")) records.push({ line: recordLine, cells });
    cells = [];
    field = "";
  };
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      cells.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += ch;
  }
  if (field !== "" || cells.length > 0) endRecord();
  return records;
}

export interface League {
  id: number;
  name: string;
}

const KNOWN_LEAGUES: Record<string, League> = {
  E0: { id: 39, name: "Premier League" },
  SP1: { id: 140, name: "La Liga" },
  I1: { id: 135, name: "Serie A" },
  D1: { id: 78, name: "Bundesliga" },
  F1: { id: 61, name: "Ligue 1" },
};

/** The game's league id for a football-data division code; unknown codes get a stable FNV-1a hash id (≥ 100000). */
export function leagueFor(division: string): League {
  const known = KNOWN_LEAGUES[division];
  if (known) return known;
  let hash = 0x811c9dc5;
  for (let i = 0; i < division.length; i++) {
    hash ^= division.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return { id: 100_000 + (hash % 900_000), name: division };
}

export interface BacktestMatch {
  /** The file it came from (as given) and its line, for reports. */
  file: string;
  line: number;
  division: string;
  league: League;
  /** date is midnight UTC of the match day: results become history from the next day on. */
  row: ResultRow;
  /** Closing 1X2 with the bookmaker margin removed proportionally; null when the file has no usable odds. */
  market: OutcomeProbabilities | null;
}

export interface ParseResult {
  matches: BacktestMatch[];
  problems: string[];
}

/** dd/mm/yyyy or dd/mm/yy (yy < 50 → 20yy, else 19yy) as midnight UTC; null when not a real date. */
export function parseDate(text: string): Date | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  let year = Number(m[3]);
  if ((m[3] ?? "").length === 2) year += year < 50 ? 2000 : 1900;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

function parseGoals(text: string): number | null {
  return /^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null;
}

const ODDS_COLUMNS = [
  ["PSCH", "PSCD", "PSCA"],
  ["B365H", "B365D", "B365A"],
  ["AvgH", "AvgD", "AvgA"],
] as const;

/** Decimal odds → probabilities, the overround removed proportionally; null unless all three are valid odds. */
export function marketProbabilities(odds: readonly number[]): OutcomeProbabilities | null {
  if (odds.length !== 3 || !odds.every((o) => Number.isFinite(o) && o > 1)) return null;
  const inverse = odds.map((o) => 1 / o);
  const total = inverse.reduce((a, b) => a + b, 0);
  return { home: (inverse[0] ?? 0) / total, draw: (inverse[1] ?? 0) / total, away: (inverse[2] ?? 0) / total };
}

/** The division for rows without a Div cell: the file name up to the first "-", "_" or ".". */
export function divisionFromFileName(file: string): string {
  return path.basename(file).split(/[-_.]/)[0] ?? "";
}

export function parseFootballData(text: string, file: string): ParseResult {
  const [header, ...records] = parseCsv(text);
  const problems: string[] = [];
  if (!header) return { matches: [], problems: [`${file}: empty file, skipped`] };
  const columns = new Map(header.cells.map((name, i) => [name.trim(), i] as const));
  const missing = ["Date", "HomeTeam", "AwayTeam", "FTHG", "FTAG"].filter((name) => !columns.has(name));
  if (missing.length > 0) return { matches: [], problems: [`${file}: missing column(s) ${missing.join(", ")}; file skipped`] };
  const fallbackDivision = divisionFromFileName(file);
  const matches: BacktestMatch[] = [];
  for (const { line, cells } of records) {
    const at = (name: string): string => {
      const index = columns.get(name);
      return index === undefined ? "" : (cells[index] ?? "").trim();
    };
    const bad = (why: string): void => void problems.push(`${file}:${line}: ${why}; row skipped`);
    const date = parseDate(at("Date"));
    const homeTeam = at("HomeTeam");
    const awayTeam = at("AwayTeam");
    const homeGoals = parseGoals(at("FTHG"));
    const awayGoals = parseGoals(at("FTAG"));
    if (!date) {
      bad(`unparseable date "${at("Date")}"`);
      continue;
    }
    if (homeTeam === "" || awayTeam === "") {
      bad("missing team");
      continue;
    }
    if (homeGoals === null || awayGoals === null) {
      bad(`unparseable goals "${at("FTHG")}"-"${at("FTAG")}"`);
      continue;
    }
    const optional = (name: string): number | undefined => (/^\d+$/.test(at(name)) ? Number(at(name)) : undefined);
    const homeShotsOnTarget = optional("HST");
    const awayShotsOnTarget = optional("AST");
    const division = at("Div") || fallbackDivision;
    const league = leagueFor(division);
    let market: OutcomeProbabilities | null = null;
    for (const names of ODDS_COLUMNS) {
      if (!names.every((name) => columns.has(name))) continue;
      market = marketProbabilities(names.map((name) => Number(at(name) || "NaN")));
      if (market) break;
    }
    matches.push({
      file,
      line,
      division,
      league,
      market,
      row: {
        date,
        leagueId: league.id,
        homeTeam,
        awayTeam,
        homeGoals,
        awayGoals,
        // Shots only count as a pair (the models treat a half-known pair as unknown anyway).
        ...(homeShotsOnTarget !== undefined && awayShotsOnTarget !== undefined ? { homeShotsOnTarget, awayShotsOnTarget } : {}),
      },
    });
  }
  return { matches, problems };
}

export function readFootballDataFile(file: string): ParseResult {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    return { matches: [], problems: [`${file}: cannot read (${(error as Error).message}); skipped`] };
  }
  return parseFootballData(text, file);
}
