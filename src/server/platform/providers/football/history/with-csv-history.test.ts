import { describe, expect, it } from "vitest";
import { parseFootballData } from "./football-data-csv";
import type { FootballProvider, MatchEvent, ProviderFixture, ResultRow, SeasonTable } from "../football-provider";
import { withCsvHistory } from "./with-csv-history";

// A fake provider in OpenLigaDB's names (Bundesliga as league 78, the DFB-Pokal as 81) and small synthetic
// football-data CSV rows in football-data.co.uk's names.

const BUNDESLIGA = 78;
const CUP = 81;

const result = (date: string, homeTeam: string, awayTeam: string, homeGoals: number, awayGoals: number, leagueId = BUNDESLIGA): ResultRow => ({
  date: new Date(date),
  leagueId,
  homeTeam,
  awayTeam,
  homeGoals,
  awayGoals,
});

const fixture = (fixtureId: string, homeTeam: string, awayTeam: string, kickoff: string, leagueId = BUNDESLIGA): ProviderFixture => ({
  fixtureId,
  leagueId,
  leagueName: leagueId === CUP ? "DFB-Pokal" : "1. Fußball-Bundesliga",
  matchday: null,
  homeTeam,
  awayTeam,
  kickoff: new Date(kickoff),
  status: "upcoming",
  minute: null,
  homeGoals: null,
  awayGoals: null,
});

class FakeProvider implements FootballProvider {
  readonly name = "openligadb" as const;
  readonly competitions = ["bl1", "dfb"];
  calls: string[] = [];
  constructor(
    private readonly own: ResultRow[],
    private readonly fixtures: ProviderFixture[] = [],
  ) {}
  requestsLeftThisMinute(): number | null {
    return 7;
  }
  async fixturesBetween(): Promise<ProviderFixture[]> {
    this.calls.push("fixturesBetween");
    return this.fixtures;
  }
  async fixturesById(ids: readonly string[]): Promise<ProviderFixture[]> {
    this.calls.push(`fixturesById ${ids.join(",")}`);
    return this.fixtures.filter((f) => ids.includes(f.fixtureId));
  }
  async events(fixtureId: string): Promise<MatchEvent[]> {
    this.calls.push(`events ${fixtureId}`);
    return [{ key: "kick_off", minute: 0, kind: "kick_off", team: null, player: null, homeGoals: 0, awayGoals: 0 }];
  }
  async resultsBefore(before: Date, limit: number): Promise<ResultRow[]> {
    this.calls.push(`resultsBefore ${limit}`);
    return limit > 0 ? this.own.filter((row) => row.date < before).slice(-limit) : [];
  }
  async squad(team: string): Promise<string[]> {
    this.calls.push(`squad ${team}`);
    return ["A Player"];
  }
}

const csv = (lines: string[]) =>
  parseFootballData(["Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,HST,AST", ...lines].join("\n"), "D1-test.csv").matches.map((match) => match.row);

const own = [
  result("2024-08-23T18:30:00Z", "Borussia Mönchengladbach", "Bayer 04 Leverkusen", 2, 3),
  result("2024-08-24T13:30:00Z", "FC Bayern München", "1. FSV Mainz 05", 2, 0),
  result("2024-08-31T13:30:00Z", "Bayer 04 Leverkusen", "FC Bayern München", 1, 1),
  result("2024-08-17T18:00:00Z", "Holstein Kiel", "FC Bayern München", 0, 4, CUP),
];

const history = csv([
  "D1,20/05/2023,Bayern Munich,Leverkusen,2,1,7,3",
  "D1,21/05/2023,M'gladbach,Mainz,1,1,,",
  "D1,21/05/2023,Hertha,Mainz,0,2,2,6",
  "D1,27/05/2023,Dortmund,Mainz,2,2,9,4",
  "D1,01/06/2024,Bayern Munich,M'gladbach,3,0,8,1",
  "D1,23/08/2024,M'gladbach,Leverkusen,2,3,5,9",
  "D1,24/08/2024,Leverkusen,Mainz,4,0,10,2",
  "D1,01/05/2025,Bayern Munich,Leverkusen,0,0,1,1",
]);

describe("withCsvHistory", () => {
  it("adds older CSV results of the provider's teams under its names and league id, oldest first", async () => {
    const football = withCsvHistory(new FakeProvider(own), history);
    const rows = await football.resultsBefore(new Date("2025-01-01T00:00:00Z"), 100);
    expect(
      rows.map((row) => `${row.date.toISOString().slice(0, 10)} ${row.leagueId} ${row.homeTeam} ${row.homeGoals}-${row.awayGoals} ${row.awayTeam}`),
    ).toEqual([
      "2023-05-20 78 FC Bayern München 2-1 Bayer 04 Leverkusen",
      "2023-05-21 78 Borussia Mönchengladbach 1-1 1. FSV Mainz 05",
      "2024-06-01 78 FC Bayern München 3-0 Borussia Mönchengladbach",
      "2024-08-17 81 Holstein Kiel 0-4 FC Bayern München",
      "2024-08-23 78 Borussia Mönchengladbach 2-3 Bayer 04 Leverkusen",
      "2024-08-24 78 FC Bayern München 2-0 1. FSV Mainz 05",
      "2024-08-31 78 Bayer 04 Leverkusen 1-1 FC Bayern München",
    ]);
    // The CSV's richer data comes along.
    expect(rows[0]).toMatchObject({ homeShotsOnTarget: 7, awayShotsOnTarget: 3 });
  });

  it("leaves out teams the provider has not named, rows its own results cover, and the same match twice", async () => {
    const football = withCsvHistory(new FakeProvider(own), [...history, ...history]);
    const rows = await football.resultsBefore(new Date("2025-01-01T00:00:00Z"), 100);
    expect(rows.some((row) => row.homeTeam === "Hertha" || row.homeTeam === "Dortmund")).toBe(false);
    // 23/08/2024 repeats the provider's first Bundesliga match; 24/08/2024 and later are its own time.
    expect(rows.filter((row) => row.date.toISOString().startsWith("2024-08-23"))).toHaveLength(1);
    expect(rows.filter((row) => row.homeTeam === "Bayer 04 Leverkusen" && row.awayTeam === "1. FSV Mainz 05")).toEqual([]);
    expect(rows).toHaveLength(7);
  });

  it("knows teams from fixtures too, and keeps a team's league apart from a cup it also plays in", async () => {
    const fixtures = [
      fixture("900", "Borussia Dortmund", "FC Bayern München", "2024-09-14T16:30:00Z"),
      fixture("901", "Holstein Kiel", "Borussia Dortmund", "2024-10-29T19:45:00Z", CUP),
    ];
    const football = withCsvHistory(new FakeProvider(own, fixtures), history);
    const before = await football.resultsBefore(new Date("2025-01-01T00:00:00Z"), 100);
    expect(before.some((row) => row.homeTeam === "Borussia Dortmund")).toBe(false);
    await football.fixturesBetween(new Date("2024-09-01T00:00:00Z"), new Date("2024-11-01T00:00:00Z"));
    const after = await football.resultsBefore(new Date("2025-01-01T00:00:00Z"), 100);
    // Dortmund is seen once in each competition; Mainz only in the league: the row stays in the league.
    expect(after.find((row) => row.homeTeam === "Borussia Dortmund")).toMatchObject({ leagueId: BUNDESLIGA, awayTeam: "1. FSV Mainz 05" });
  });

  it("drops a row whose teams the provider has in different competitions", async () => {
    const cupOnly = [result("2024-08-17T18:00:00Z", "Holstein Kiel", "FC Bayern München", 0, 4, CUP), ...own.slice(0, 3)];
    const football = withCsvHistory(new FakeProvider(cupOnly), csv(["D1,20/05/2023,Holstein Kiel,Bayern Munich,1,2,3,4"]));
    const rows = await football.resultsBefore(new Date("2025-01-01T00:00:00Z"), 100);
    expect(rows.every((row) => row.date.getUTCFullYear() === 2024)).toBe(true);
  });

  it("keeps `before` and `limit`: newest last, the CSV rows first to go", async () => {
    const football = withCsvHistory(new FakeProvider(own), history);
    // Nothing of the provider's before this date: only the teams it named earlier can be matched.
    expect(await football.resultsBefore(new Date("2023-05-21T00:00:00Z"), 100)).toEqual([]);
    await football.resultsBefore(new Date("2025-01-01T00:00:00Z"), 100);
    const early = await football.resultsBefore(new Date("2023-05-21T00:00:00Z"), 100);
    expect(early.map((row) => row.date.toISOString().slice(0, 10))).toEqual(["2023-05-20"]);
    const capped = await football.resultsBefore(new Date("2025-01-01T00:00:00Z"), 4);
    expect(capped.map((row) => row.date.toISOString().slice(0, 10))).toEqual(["2024-08-17", "2024-08-23", "2024-08-24", "2024-08-31"]);
    expect(await football.resultsBefore(new Date("2025-01-01T00:00:00Z"), 0)).toEqual([]);
  });

  it("is the provider for everything else", async () => {
    const inner = new FakeProvider(own, [fixture("900", "Borussia Dortmund", "FC Bayern München", "2024-09-14T16:30:00Z")]);
    const football = withCsvHistory(inner, history);
    expect(football.name).toBe("openligadb");
    expect(football.competitions).toEqual(["bl1", "dfb"]);
    expect(football.requestsLeftThisMinute()).toBe(7);
    expect((await football.fixturesById(["900"])).map((f) => f.fixtureId)).toEqual(["900"]);
    expect(await football.events("900")).toHaveLength(1);
    expect(await football.squad("Borussia Dortmund")).toEqual(["A Player"]);
    expect(inner.calls).toEqual(["fixturesById 900", "events 900", "squad Borussia Dortmund"]);
    // A provider that numbers no seasons stays one that numbers none.
    expect("seasonTable" in football && football.seasonTable !== undefined).toBe(false);
    expect("currentSeason" in football && football.currentSeason !== undefined).toBe(false);
  });

  it("passes a provider's seasons through, for the season questions", async () => {
    const inner = Object.assign(new FakeProvider(own), {
      currentSeason: async (leagueId: number) => (leagueId === 78 ? 2025 : null),
      seasonTable: async (leagueId: number, season: number) => ({ leagueId, season }) as unknown as SeasonTable,
    });
    const football = withCsvHistory(inner, history);
    expect(await football.currentSeason?.(78)).toBe(2025);
    expect(await football.seasonTable?.(78, 2025)).toEqual({ leagueId: 78, season: 2025 });
  });
});
