import { describe, expect, it } from "vitest";
import { kickoffMs } from "./calendar";
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

  it("returns 2,000 results in well under 100 ms", async () => {
    // The first call in a process also pays for JIT compilation (~30-50 ms cold); the budget is for
    // the work itself, so warm up on another seed and measure a fresh provider with an empty memo.
    await providerAt(NOW, 1, SEED + 99).provider.resultsBefore(new Date(NOW), 2_000);
    const { provider } = providerAt(NOW);
    const started = performance.now();
    const results = await provider.resultsBefore(new Date(NOW), 2_000);
    const elapsed = performance.now() - started;
    expect(results).toHaveLength(2_000);
    expect(elapsed).toBeLessThan(100);
  });

  it("gives a club's squad, and none for an unknown club", async () => {
    const { provider } = providerAt(NOW);
    expect((await provider.squad("Liverpool"))[0]).toBe("Mohamed Salah");
    expect(await provider.squad("Springfield Atoms")).toEqual([]);
  });
});
