import { describe, expect, it } from "vitest";
import { leagueFor, parseCsv, parseDate, parseFootballData } from "./football-data-csv";

describe("parseCsv", () => {
  it("handles quoted fields, doubled quotes, CRLF, a BOM and blank lines, with the starting line of each record", () => {
    const records = parseCsv('\uFEFFa,b,c\r\n1,"x, y",3\r\n\r\n"say ""hi""","multi\nline",z\n');
    expect(records).toEqual([
      { line: 1, cells: ["a", "b", "c"] },
      { line: 2, cells: ["1", "x, y", "3"] },
      { line: 4, cells: ['say "hi"', "multi\nline", "z"] },
    ]);
  });
});

describe("parseDate", () => {
  it("reads dd/mm/yyyy and dd/mm/yy as midnight UTC", () => {
    expect(parseDate("05/08/2022")?.toISOString()).toBe("2022-08-05T00:00:00.000Z");
    expect(parseDate("05/08/22")?.toISOString()).toBe("2022-08-05T00:00:00.000Z");
    expect(parseDate("17/08/98")?.toISOString()).toBe("1998-08-17T00:00:00.000Z");
  });
  it("rejects impossible or malformed dates", () => {
    for (const text of ["31/02/2023", "2023-08-05", "", "5/8", "00/01/2020", "12/13/2020"]) expect(parseDate(text)).toBeNull();
  });
});

describe("parseFootballData", () => {
  it("maps rows with either date form, shots on target and Pinnacle closing odds (margin removed)", () => {
    const csv = [
      "Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,HST,AST,B365H,B365D,B365A,PSCH,PSCD,PSCA",
      "E0,05/08/2022,Crystal Palace,Arsenal,0,2,2,2,4.2,3.6,1.85,4,4,2",
      "E0,06/08/22,Fulham,Liverpool,2,2,3,4,11,6,1.25,,,",
    ].join("\n");
    const { matches, problems } = parseFootballData(csv, "E0-2022-23.csv");
    expect(problems).toEqual([]);
    expect(matches).toHaveLength(2);
    const [first, second] = matches;
    expect(first?.row).toEqual({
      date: new Date(Date.UTC(2022, 7, 5)),
      leagueId: 39,
      homeTeam: "Crystal Palace",
      awayTeam: "Arsenal",
      homeGoals: 0,
      awayGoals: 2,
      homeShotsOnTarget: 2,
      awayShotsOnTarget: 2,
    });
    expect(first?.line).toBe(2);
    expect(first?.market?.home).toBeCloseTo(0.25, 12);
    expect(first?.market?.draw).toBeCloseTo(0.25, 12);
    expect(first?.market?.away).toBeCloseTo(0.5, 12);
    // Empty closing odds fall back to Bet365.
    expect(second?.row.date.toISOString()).toBe("2022-08-06T00:00:00.000Z");
    const inverse = [1 / 11, 1 / 6, 1 / 1.25];
    const total = inverse.reduce((a, b) => a + b, 0);
    expect(second?.market?.away).toBeCloseTo(1 / 1.25 / total, 12);
  });

  it("falls back to Avg odds, then to no odds; division from the file name when there is no Div column", () => {
    const withAvg = parseFootballData("Date,HomeTeam,AwayTeam,FTHG,FTAG,AvgH,AvgD,AvgA\n01/09/2023,A,B,1,0,2,4,4\n", "data/SP1_2324.csv");
    expect(withAvg.matches[0]?.market).toEqual({ home: 0.5, draw: 0.25, away: 0.25 });
    expect(withAvg.matches[0]?.league.id).toBe(140);
    const noOdds = parseFootballData("Date,HomeTeam,AwayTeam,FTHG,FTAG\n01/09/2023,A,B,1,0\n", "X9-2023-24.csv");
    expect(noOdds.problems).toEqual([]);
    expect(noOdds.matches[0]?.market).toBeNull();
    expect(noOdds.matches[0]?.row.homeShotsOnTarget).toBeUndefined();
    expect(noOdds.matches[0]?.division).toBe("X9");
    expect(noOdds.matches[0]?.row.leagueId).toBe(leagueFor("X9").id);
  });

  it("reports bad rows with file and line number and skips them", () => {
    const csv = [
      "Div,Date,HomeTeam,AwayTeam,FTHG,FTAG",
      "E0,05/08/2022,A,B,1,0",
      "E0,32/08/2022,A,B,1,0",
      "E0,06/08/2022,,B,1,0",
      "E0,06/08/2022,A,B,x,0",
      "E0,06/08/2022,A,B,,",
      "",
      'E0,07/08/2022,"C, FC",D,2,2',
    ].join("\n");
    const { matches, problems } = parseFootballData(csv, "E0.csv");
    expect(matches.map((m) => m.line)).toEqual([2, 8]);
    expect(matches[1]?.row.homeTeam).toBe("C, FC");
    expect(problems).toEqual([
      'E0.csv:3: unparseable date "32/08/2022"; row skipped',
      "E0.csv:4: missing team; row skipped",
      'E0.csv:5: unparseable goals "x"-"0"; row skipped',
      'E0.csv:6: unparseable goals ""-""; row skipped',
    ]);
  });

  it("skips a file without the required columns, with a message", () => {
    const { matches, problems } = parseFootballData("Date,HomeTeam\n01/01/2020,A\n", "odd.csv");
    expect(matches).toEqual([]);
    expect(problems).toEqual(["odd.csv: missing column(s) AwayTeam, FTHG, FTAG; file skipped"]);
  });
});

describe("leagueFor", () => {
  it("uses the game's ids for the top five and a stable hash id for others", () => {
    expect([leagueFor("E0").id, leagueFor("SP1").id, leagueFor("I1").id, leagueFor("D1").id, leagueFor("F1").id]).toEqual([39, 140, 135, 78, 61]);
    expect(leagueFor("N1").id).toBe(leagueFor("N1").id);
    expect(leagueFor("N1").id).not.toBe(leagueFor("B1").id);
    expect(leagueFor("N1").id).toBeGreaterThanOrEqual(100_000);
  });
});
