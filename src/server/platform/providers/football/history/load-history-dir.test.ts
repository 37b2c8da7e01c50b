import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEADER, syntheticSeason } from "../../../../testing/football-data-csv-fixtures";
import { loadHistoryDir } from "./load-history-dir";

// Small synthetic football-data CSVs in a temporary folder (never the real data files).

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "history-"));
  await writeFile(
    path.join(dir, "D1-2022-23.csv"),
    syntheticSeason("D1", ["Bayern Munich", "Dortmund", "Leverkusen", "Mainz"], new Date("2022-08-05T00:00:00Z")),
  );
  await writeFile(
    path.join(dir, "E0-2019-20.CSV"),
    [
      "Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HST,AST",
      "E0,09/08/2019,20:00,Liverpool,Norwich,4,1,H,10,5",
      "E0,10/08/2019,15:00,West Ham,Man City,0,5,A,,",
      "E0,31/02/2019,15:00,Burnley,Southampton,3,0,H,6,3",
      "E0,10/08/2019,15:00,Bournemouth,Sheffield United,x,1,A,4,3",
    ].join("\r\n"),
  );
  await writeFile(path.join(dir, "notes.txt"), "not a results file");
  await writeFile(path.join(dir, "empty.csv"), "");
  await writeFile(path.join(dir, "odd.csv"), `${HEADER.replace("FTAG", "AwayGoals")}\nD1,01/01/2020,15:00,A,B,1,0,H,1,1,2,3,4,2,3,4\n`);
  await mkdir(path.join(dir, "older"));
  await writeFile(path.join(dir, "older", "E0-2009-10.csv"), "Div,Date,HomeTeam,AwayTeam,FTHG,FTAG\nE0,15/08/2009,Chelsea,Hull,2,1\n");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("loadHistoryDir", () => {
  it("reads every CSV of the folder, not below it, oldest first", async () => {
    const rows = await loadHistoryDir(dir);
    // 4 teams, a double round robin: 12 matches; plus the two good English rows.
    expect(rows).toHaveLength(14);
    expect(rows.map((row) => row.date.getTime())).toEqual([...rows.map((row) => row.date.getTime())].sort((a, b) => a - b));
    expect(rows[0]).toEqual({
      date: new Date("2019-08-09T00:00:00Z"),
      leagueId: 39,
      homeTeam: "Liverpool",
      awayTeam: "Norwich",
      homeGoals: 4,
      awayGoals: 1,
      homeShotsOnTarget: 10,
      awayShotsOnTarget: 5,
    });
    expect(rows[1]).toMatchObject({ homeTeam: "West Ham", awayTeam: "Man City", homeGoals: 0, awayGoals: 5 });
    expect(rows[1]).not.toHaveProperty("homeShotsOnTarget");
    expect(rows.filter((row) => row.leagueId === 78)).toHaveLength(12);
    expect(rows.some((row) => row.homeTeam === "Chelsea")).toBe(false);
  });

  it("reports bad rows and files and goes on", async () => {
    const problems: string[] = [];
    await loadHistoryDir(dir, { onProblem: (message) => problems.push(message) });
    expect(problems).toEqual([
      'E0-2019-20.CSV:4: unparseable date "31/02/2019"; row skipped',
      'E0-2019-20.CSV:5: unparseable goals "x"-"1"; row skipped',
      "empty.csv: empty file, skipped",
      "odd.csv: missing column(s) FTAG; file skipped",
    ]);
  });

  it("fails on a folder it cannot read", async () => {
    await expect(loadHistoryDir(path.join(dir, "missing"))).rejects.toThrow(/ENOENT/);
  });
});
