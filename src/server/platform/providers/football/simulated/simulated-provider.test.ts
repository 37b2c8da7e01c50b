import { describe, expect, it } from "vitest";
import type { ProviderFixture, SeasonTable, SeasonTableRow } from "../football-provider";
import { calendarFixture, firstIndexOfSeason, kickoffMs, leagueSeasonFixtures, type CalendarFixture } from "./calendar";
import { finalScore } from "./engine";
import { SimulatedProvider } from "./simulated-provider";

const SEED = 2024;
const MINUTE = 60_000;
const NOW = Date.parse("2026-03-14T12:00:00Z");

function providerAt(timeMs: number, speed = 1, seed = SEED) {
  const clock = { ms: timeMs };
  const provider = new SimulatedProvider({ seed, speed, now: () => new Date(clock.ms) });
  return { provider, clock };
}

async function onlyFixture(provider: SimulatedProvider, id: string) {
  const [fixture] = await provider.fixturesById([id]);
  if (!fixture) throw new Error(`no fixture ${id}`);
  return fixture;
}

async function stoppageOf(provider: SimulatedProvider, clock: { ms: number }, id: string, index: number, speed: number) {
  const saved = clock.ms;
  clock.ms = kickoffMs(index, speed) + 200 * MINUTE;
  const fullTime = (await provider.events(id)).at(-1);
  clock.ms = saved;
  if (fullTime?.kind !== "full_time") throw new Error("match did not finish");
  return fullTime.minute - 90;
}

describe("SimulatedProvider", () => {
  it("moves a fixture through upcoming, both halves, the break and full time", async () => {
    const index = 40_000;
    const id = `sim-${SEED}-${index}`;
    const kickoff = kickoffMs(index, 1);
    const { provider, clock } = providerAt(kickoff - 1);
    const stoppage = await stoppageOf(provider, clock, id, index, 1);

    expect(await onlyFixture(provider, id)).toMatchObject({
      status: "upcoming",
      minute: null,
      homeGoals: null,
      awayGoals: null,
      kickoff: new Date(kickoff),
    });
    expect(await provider.events(id)).toEqual([]);

    clock.ms = kickoff + 10.5 * MINUTE;
    expect(await onlyFixture(provider, id)).toMatchObject({ status: "live", minute: 11 });
    expect((await provider.events(id))[0]?.kind).toBe("kick_off");

    clock.ms = kickoff + 50 * MINUTE;
    expect(await onlyFixture(provider, id)).toMatchObject({ status: "live", minute: 45 });
    expect((await provider.events(id)).at(-1)?.kind).toBe("half_time");

    clock.ms = kickoff + 75.5 * MINUTE;
    expect(await onlyFixture(provider, id)).toMatchObject({ status: "live", minute: 61 });

    const fullTime = kickoff + (105 + stoppage) * MINUTE;
    clock.ms = fullTime - 1;
    expect((await onlyFixture(provider, id)).status).toBe("live");
    clock.ms = fullTime;
    const final = await onlyFixture(provider, id);
    const events = await provider.events(id);
    expect(final).toMatchObject({ status: "completed", minute: null });
    expect(events.at(-1)).toMatchObject({ kind: "full_time", homeGoals: final.homeGoals, awayGoals: final.awayGoals });
  });

  it("shows the score of the events revealed so far while live", async () => {
    const { provider, clock } = providerAt(NOW);
    for (let step = 0; step < 40; step++) {
      clock.ms = NOW + step * 7 * MINUTE;
      for (const fixture of await provider.fixturesBetween(new Date(clock.ms - 4 * 60 * MINUTE), new Date(clock.ms))) {
        const last = (await provider.events(fixture.fixtureId)).at(-1);
        expect([fixture.homeGoals, fixture.awayGoals]).toEqual([last?.homeGoals, last?.awayGoals]);
      }
    }
  });

  it("plays a match in about 10.5 s of real time at SIM_SPEED=600", async () => {
    const index = 30_000_000;
    const id = `sim-${SEED}-${index}`;
    const kickoff = kickoffMs(index, 600);
    const { provider, clock } = providerAt(kickoff, 600);
    const seconds = (105 + (await stoppageOf(provider, clock, id, index, 600))) / 10;
    expect(seconds).toBeGreaterThanOrEqual(10.5);
    expect(seconds).toBeLessThanOrEqual(11);
    clock.ms = kickoff + 4_000;
    expect(await onlyFixture(provider, id)).toMatchObject({ status: "live", minute: 41 });
    clock.ms = kickoff + seconds * 1000 - 1;
    expect((await onlyFixture(provider, id)).status).toBe("live");
    clock.ms = kickoff + seconds * 1000;
    expect((await onlyFixture(provider, id)).status).toBe("completed");
  });

  it("has about three matches live at any moment at speed 1", async () => {
    const { provider, clock } = providerAt(NOW);
    const counts: number[] = [];
    for (let step = 0; step < 200; step++) {
      clock.ms = NOW + step * 13 * MINUTE;
      const recent = await provider.fixturesBetween(new Date(clock.ms - 3 * 60 * MINUTE), new Date(clock.ms + 60 * MINUTE));
      counts.push(recent.filter((f) => f.status === "live").length);
    }
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts)).toBeLessThanOrEqual(4);
  });

  it("lists fixtures kicking off in [from, to) with 96 in the next 48 simulated hours", async () => {
    const { provider } = providerAt(NOW);
    const from = new Date(kickoffMs(50_000, 1));
    const fixtures = await provider.fixturesBetween(from, new Date(from.getTime() + 48 * 60 * MINUTE));
    expect(fixtures).toHaveLength(96);
    expect(fixtures[0]?.kickoff).toEqual(from);
    expect(fixtures[0]?.fixtureId).toBe(`sim-${SEED}-50000`);
    expect(new Set(fixtures.map((f) => f.fixtureId)).size).toBe(96);
  });

  it("replays the same live match after a restart, and another seed plays another calendar", async () => {
    const index = 41_000;
    const id = `sim-${SEED}-${index}`;
    const at = kickoffMs(index, 1) + 80 * MINUTE;
    const first = await providerAt(at).provider.events(id);
    const restarted = providerAt(at).provider;
    expect(await restarted.events(id)).toEqual(first);
    expect(await restarted.fixturesById([id])).toEqual(await providerAt(at).provider.fixturesById([id]));
    const later = await providerAt(at + 40 * MINUTE).provider.events(id);
    expect(later.slice(0, first.length)).toEqual(first);

    const other = providerAt(at, 1, SEED + 1).provider;
    const teams = async (p: SimulatedProvider) =>
      (await p.fixturesBetween(new Date(at), new Date(at + 24 * 60 * MINUTE))).map((f) => `${f.homeTeam}-${f.awayTeam}`);
    expect(await teams(other)).not.toEqual(await teams(restarted));
  });

  it("ignores bad and foreign ids without throwing", async () => {
    const { provider } = providerAt(NOW);
    const good = `sim-${SEED}-12`;
    const bad = [
      "",
      "garbage",
      `sim-${SEED + 1}-12`,
      `sim-${SEED}-x`,
      `sim-${SEED}-012`,
      `sim-${SEED}--3`,
      "sim-2024-99999999999999999999",
      `sim-${SEED}-9007199254740991`,
    ];
    expect((await provider.fixturesById([...bad, good])).map((f) => f.fixtureId)).toEqual([good]);
    for (const id of bad) expect(await provider.events(id)).toEqual([]);
  });

  it("returns completed results newest last with no look-ahead", async () => {
    const { provider } = providerAt(NOW);
    const before = new Date(NOW - 5 * 60 * MINUTE);
    for (const cutoff of [before, new Date(NOW + 24 * 60 * MINUTE)]) {
      const results = await provider.resultsBefore(cutoff, 300);
      expect(results).toHaveLength(300);
      const limitMs = Math.min(cutoff.getTime(), NOW);
      const atLimit = providerAt(limitMs).provider;
      for (const r of results) expect(r.date.getTime()).toBeLessThan(limitMs);
      for (let i = 1; i < results.length; i++) expect(results[i]!.date.getTime()).toBeGreaterThan(results[i - 1]!.date.getTime());
      const ids = results.map((r) => `sim-${SEED}-${Math.round((r.date.getTime() - kickoffMs(0, 1)) / (30 * MINUTE))}`);
      const states = await atLimit.fixturesById(ids);
      expect(states.every((f) => f.status === "completed")).toBe(true);
      expect(states.map((f) => [f.homeTeam, f.homeGoals, f.awayGoals])).toEqual(results.map((r) => [r.homeTeam, r.homeGoals, r.awayGoals]));
      // Nothing completed is skipped: every later fixture is still unfinished at the limit.
      const after = await atLimit.fixturesBetween(new Date(results.at(-1)!.date.getTime() + 1), new Date(limitMs));
      expect(after.every((f) => f.status !== "completed")).toBe(true);
      for (const r of results) {
        expect(r.homeShotsOnTarget).toBeGreaterThanOrEqual(r.homeGoals);
        expect(r.awayShotsOnTarget).toBeGreaterThanOrEqual(r.awayGoals);
      }
    }
    expect(await provider.resultsBefore(new Date("2024-07-01T00:00:00Z"), 10)).toEqual([]);
    expect(await provider.resultsBefore(new Date(NOW), 0)).toEqual([]);
  });

  it("returns 2,000 results from a fresh provider (bench/simulated-history.ts times it)", async () => {
    const { provider } = providerAt(NOW);
    const results = await provider.resultsBefore(new Date(NOW), 2_000);
    expect(results).toHaveLength(2_000);
    expect(results.every((r, i) => i === 0 || r.date >= results[i - 1]!.date)).toBe(true);
  });

  it("gives a club's squad, and none for an unknown club", async () => {
    const { provider } = providerAt(NOW);
    expect((await provider.squad("Liverpool"))[0]).toBe("Mohamed Salah");
    expect(await provider.squad("Springfield Atoms")).toEqual([]);
  });
});

const PREMIER_LEAGUE = 39;
const BUNDESLIGA = 78;

/** The instant of a fixture's final whistle at speed 1. */
function fullTimeMs(f: CalendarFixture): number {
  return f.kickoffMs + (105 + finalScore(SEED, f.index, f.league, f.home, f.away).stoppage) * MINUTE;
}

async function tableAt(provider: SimulatedProvider, leagueId: number, season: number): Promise<SeasonTable> {
  const table = await provider.seasonTable(leagueId, season);
  if (!table) throw new Error(`no table for league ${leagueId} season ${season}`);
  return table;
}

/** The table counted independently, from the provider's own completed fixtures. */
function expectedRows(fixtures: readonly ProviderFixture[]): Map<string, Omit<SeasonTableRow, "club">> {
  const rows = new Map<string, Omit<SeasonTableRow, "club">>();
  const add = (club: string, scored: number, conceded: number) => {
    const row = rows.get(club) ?? { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
    row.played++;
    row.goalsFor += scored;
    row.goalsAgainst += conceded;
    if (scored > conceded) [row.won, row.points] = [row.won + 1, row.points + 3];
    else if (scored === conceded) [row.drawn, row.points] = [row.drawn + 1, row.points + 1];
    else row.lost++;
    rows.set(club, row);
  };
  for (const f of fixtures) {
    if (f.status !== "completed") continue;
    add(f.homeTeam, f.homeGoals ?? 0, f.awayGoals ?? 0);
    add(f.awayTeam, f.awayGoals ?? 0, f.homeGoals ?? 0);
  }
  return rows;
}

function expectConsistent(table: SeasonTable): void {
  const sum = (f: (row: SeasonTableRow) => number) => table.standings.reduce((total, row) => total + f(row), 0);
  for (const row of table.standings) {
    expect(row.points).toBe(3 * row.won + row.drawn);
    expect(row.played).toBe(row.won + row.drawn + row.lost);
  }
  expect(sum((r) => r.goalsFor)).toBe(sum((r) => r.goalsAgainst));
  expect(sum((r) => r.won)).toBe(sum((r) => r.lost));
  expect(sum((r) => r.drawn) % 2).toBe(0);
  // Every goal has its scorer, so each club's scorers add up to its goals.
  for (const row of table.standings) {
    expect(table.scorers.filter((s) => s.club === row.club).reduce((total, s) => total + s.goals, 0)).toBe(row.goalsFor);
  }
  for (let i = 1; i < table.standings.length; i++) {
    const [a, b] = [table.standings[i - 1]!, table.standings[i]!];
    const key = (r: SeasonTableRow) => [r.points, r.goalsFor - r.goalsAgainst, r.goalsFor];
    const [ka, kb] = [key(a), key(b)];
    const order = ka[0]! - kb[0]! || ka[1]! - kb[1]! || ka[2]! - kb[2]!;
    expect(order > 0 || (order === 0 && a.club.localeCompare(b.club, "en") < 0)).toBe(true);
  }
  for (let i = 1; i < table.scorers.length; i++) {
    const [a, b] = [table.scorers[i - 1]!, table.scorers[i]!];
    expect(a.goals > b.goals || (a.goals === b.goals && a.player.localeCompare(b.player, "en") <= 0)).toBe(true);
  }
  for (let i = 1; i < table.remaining.length; i++) {
    expect(table.remaining[i]!.kickoff.getTime()).toBeGreaterThan(table.remaining[i - 1]!.kickoff.getTime());
  }
}

describe("SimulatedProvider seasons", () => {
  it("names each fixture's season and its league's round", async () => {
    const { provider } = providerAt(NOW);
    const indexes = [0, 1, 1_751, 1_752, 40_000, 41_234];
    const fixtures = await provider.fixturesById(indexes.map((i) => `sim-${SEED}-${i}`));
    expect(fixtures.map((f) => [f.season, f.matchday])).toEqual(
      indexes.map((i) => [calendarFixture(SEED, i, 1).season, calendarFixture(SEED, i, 1).round]),
    );
    expect(fixtures.slice(0, 4).map((f) => [f.season, f.matchday])).toEqual([
      [1, 1],
      [1, 1],
      [1, 38],
      [2, 1],
    ]);
  });

  it("adds up a season's table from exactly the matches past their final whistle", async () => {
    const season = 2;
    const fixtures = leagueSeasonFixtures(SEED, PREMIER_LEAGUE, season, 1);
    const at = fixtures[200]!.kickoffMs + 50 * MINUTE;
    const { provider } = providerAt(at);
    const table = await tableAt(provider, PREMIER_LEAGUE, season);
    const states = await provider.fixturesById(fixtures.map((f) => f.fixtureId));
    const completed = states.filter((f) => f.status === "completed");
    expect(completed.length).toBeGreaterThan(190);

    expect(table).toMatchObject({ leagueId: PREMIER_LEAGUE, leagueName: "Premier League", season, rounds: 38, finished: false });
    expect(table.standings).toHaveLength(20);
    expect(new Map(table.standings.map(({ club, ...row }) => [club, row]))).toEqual(expectedRows(states));
    expect(table.standings.reduce((total, row) => total + row.played, 0)).toBe(2 * completed.length);
    expect(table.remaining.map((r) => r.fixtureId)).toEqual(states.filter((f) => f.status !== "completed").map((f) => f.fixtureId));
    expect(table.remaining[0]).toMatchObject({ fixtureId: fixtures[200]!.fixtureId, round: fixtures[200]!.round });
    const roundsDone = new Set(fixtures.map((f) => f.round));
    for (const f of states) if (f.status !== "completed") roundsDone.delete(f.matchday!);
    expect(table.roundsComplete).toBe(roundsDone.size);
    expectConsistent(table);
    expect(table.scorers[0]!.goals).toBeGreaterThan(5);
  });

  it("counts a match from its final whistle, not a millisecond before", async () => {
    const fixture = leagueSeasonFixtures(SEED, PREMIER_LEAGUE, 3, 1)[123]!;
    const whistle = fullTimeMs(fixture);
    const { provider, clock } = providerAt(whistle - 1);
    const before = await tableAt(provider, PREMIER_LEAGUE, 3);
    expect(before.remaining[0]?.fixtureId).toBe(fixture.fixtureId);
    clock.ms = whistle;
    const after = await tableAt(provider, PREMIER_LEAGUE, 3);
    expect(after.remaining.map((r) => r.fixtureId)).not.toContain(fixture.fixtureId);
    const played = (t: SeasonTable) => t.standings.reduce((total, row) => total + row.played, 0);
    expect(played(after)).toBe(played(before) + 2);
    const [final] = await provider.fixturesById([fixture.fixtureId]);
    const goals = (t: SeasonTable, club: string) => t.standings.find((r) => r.club === club)!.goalsFor;
    expect(goals(after, fixture.home.name)).toBe(goals(before, fixture.home.name) + final!.homeGoals!);
    expect(goals(after, fixture.away.name)).toBe(goals(before, fixture.away.name) + final!.awayGoals!);
    expectConsistent(after);
  });

  it("says a finished season is over: every match played, nothing remaining, no round to come", async () => {
    const { provider } = providerAt(kickoffMs(firstIndexOfSeason(2), 1) + 24 * 60 * MINUTE);
    for (const [leagueId, rounds, clubs] of [
      [PREMIER_LEAGUE, 38, 20],
      [BUNDESLIGA, 34, 18],
    ] as const) {
      const table = await tableAt(provider, leagueId, 1);
      expect(table).toMatchObject({ rounds, roundsComplete: rounds, finished: true, remaining: [], nextRoundKickoff: null });
      expect(table.standings.map((r) => r.played)).toEqual(Array.from({ length: clubs }, () => rounds));
      expect(table.standings.reduce((total, r) => total + r.won + r.drawn + r.lost, 0)).toBe(clubs * rounds);
      expectConsistent(table);
      expect(await provider.seasonTable(leagueId, 1)).toEqual(table);
    }
  });

  it("gives when the next round not yet begun kicks off", async () => {
    const fixtures = leagueSeasonFixtures(SEED, PREMIER_LEAGUE, 1, 1);
    const firstOf = (round: number) => fixtures.find((f) => f.round === round)!.kickoffMs;
    const { provider, clock } = providerAt(kickoffMs(0, 1) - 60 * MINUTE);
    const before = await tableAt(provider, PREMIER_LEAGUE, 1);
    expect(before).toMatchObject({ roundsComplete: 0, finished: false, nextRoundKickoff: new Date(kickoffMs(0, 1)) });
    expect(before.remaining).toHaveLength(380);
    expect(before.standings.map((r) => r.played)).toEqual(Array.from({ length: 20 }, () => 0));
    expect(before.standings.map((r) => r.club)).toEqual([...before.standings.map((r) => r.club)].sort((a, b) => a.localeCompare(b, "en")));
    expect(before.scorers).toEqual([]);

    clock.ms = firstOf(5) - 1;
    expect((await tableAt(provider, PREMIER_LEAGUE, 1)).nextRoundKickoff).toEqual(new Date(firstOf(5)));
    clock.ms = firstOf(5);
    const round5 = await tableAt(provider, PREMIER_LEAGUE, 1);
    expect(round5).toMatchObject({ roundsComplete: 3, nextRoundKickoff: new Date(firstOf(6)) });

    clock.ms = firstOf(38);
    expect(await tableAt(provider, PREMIER_LEAGUE, 1)).toMatchObject({ nextRoundKickoff: null, finished: false, roundsComplete: 36 });
  });

  it("knows the season being played in each league, and has no table beyond the next", async () => {
    const { provider, clock } = providerAt(kickoffMs(0, 1) - 60 * MINUTE);
    expect(await provider.currentSeason(PREMIER_LEAGUE)).toBe(1);
    expect(await provider.currentSeason(999)).toBeNull();
    for (const [leagueId, season] of [
      [999, 1],
      [PREMIER_LEAGUE, 0],
      [PREMIER_LEAGUE, -1],
      [PREMIER_LEAGUE, 1.5],
      [PREMIER_LEAGUE, 3],
    ]) {
      expect(await provider.seasonTable(leagueId!, season!)).toBeNull();
    }
    // The next season's fixtures are known before it starts, so its questions can open: nothing played yet.
    const coming = await provider.seasonTable(PREMIER_LEAGUE, 2);
    expect(coming).toMatchObject({ season: 2, roundsComplete: 0, finished: false });
    expect(coming!.remaining).toHaveLength(380);
    expect(coming!.nextRoundKickoff).toEqual(coming!.remaining[0]!.kickoff);

    // The Bundesliga's 34 rounds end four matchdays before the Premier League's 38.
    const lastBundesliga = leagueSeasonFixtures(SEED, BUNDESLIGA, 1, 1).at(-1)!;
    const lastPremier = leagueSeasonFixtures(SEED, PREMIER_LEAGUE, 1, 1).at(-1)!;
    clock.ms = fullTimeMs(lastBundesliga) - 1;
    expect(await provider.currentSeason(BUNDESLIGA)).toBe(1);
    expect(await provider.seasonTable(BUNDESLIGA, 3)).toBeNull();
    clock.ms = fullTimeMs(lastBundesliga);
    expect(await provider.currentSeason(BUNDESLIGA)).toBe(2);
    expect(await provider.currentSeason(PREMIER_LEAGUE)).toBe(1);
    expect((await tableAt(provider, BUNDESLIGA, 1)).finished).toBe(true);
    const next = await tableAt(provider, BUNDESLIGA, 2);
    expect(next).toMatchObject({ rounds: 34, roundsComplete: 0, finished: false });
    expect(next.remaining).toHaveLength(306);
    expect(next.nextRoundKickoff).toEqual(new Date(leagueSeasonFixtures(SEED, BUNDESLIGA, 2, 1)[0]!.kickoffMs));
    expect(await provider.seasonTable(PREMIER_LEAGUE, 3)).toBeNull();

    clock.ms = fullTimeMs(lastPremier) - 1;
    expect(await provider.currentSeason(PREMIER_LEAGUE)).toBe(1);
    clock.ms = fullTimeMs(lastPremier);
    expect(await provider.currentSeason(PREMIER_LEAGUE)).toBe(2);
    expect(await tableAt(provider, PREMIER_LEAGUE, 2)).toMatchObject({ finished: false, roundsComplete: 0 });
  });

  it("keeps its memo of finished matches right as time passes, and when the clock is turned back", async () => {
    const season = leagueSeasonFixtures(SEED, BUNDESLIGA, 4, 1);
    const times = [100, 101, 180, 250, 120, 305].map((i) => season[i]!.kickoffMs + 70 * MINUTE);
    const { provider, clock } = providerAt(times[0]!);
    for (const at of times) {
      clock.ms = at;
      expect(await provider.seasonTable(BUNDESLIGA, 4)).toEqual(await providerAt(at).provider.seasonTable(BUNDESLIGA, 4));
    }
  });
});
