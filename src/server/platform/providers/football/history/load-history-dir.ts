import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseFootballData } from "./football-data-csv";
import type { ResultRow } from "../football-provider";

// Reads the folder FOOTBALL_HISTORY_DIR points at: every *.csv in it (not below it) in football-data.co.uk's
// format, parsed by the backtest's reader. A bad row or file is reported and skipped, never fatal; a folder
// that cannot be read is, since the operator asked for it.

export interface LoadHistoryOptions {
  /** Told about each skipped row or file ("E0-2023-24.csv:17: unparseable date ..."). */
  onProblem?: (message: string) => void;
}

/** Every result in the folder's CSVs, oldest first. */
export async function loadHistoryDir(dir: string, options: LoadHistoryOptions = {}): Promise<ResultRow[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith(".csv"))
    .map((entry) => entry.name)
    .sort();
  const rows: ResultRow[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(path.join(dir, file), "utf8");
    } catch (error) {
      options.onProblem?.(`${file}: cannot read (${(error as Error).message}); skipped`);
      continue;
    }
    const { matches, problems } = parseFootballData(text, file);
    for (const problem of problems) options.onProblem?.(problem);
    for (const match of matches) rows.push(match.row);
  }
  return rows.sort((a, b) => a.date.getTime() - b.date.getTime());
}
