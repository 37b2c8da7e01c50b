import { describe, expect, it } from "vitest";
import { calendarFixture } from "./calendar";
import { findClub, findLeague, type Club } from "./clubs";
import { finalScore, simulateMatch, type SimulatedMatch } from "./engine";

const SEED = 2024;

function play(seed: number, index: number): SimulatedMatch {
  const f = calendarFixture(seed, index, 1);
  return simulateMatch(seed, index, f.league, f.home, f.away);
}

function club(name: string): Club {
  const found = findClub(name);
  if (!found) throw new Error(`no club ${name}`);
  return found;
}

describe("match engine", () => {
  it("replays the same events for the same seed and index, and differs for another seed", () => {
    expect(play(SEED, 77)).toEqual(play(SEED, 77));
    const scores = (seed: number) =>
      Array.from({ length: 40 }, (_, i) =>
        play(seed, i)
          .events.map((e) => e.key)
          .join(),
      );
    expect(scores(SEED + 1)).not.toEqual(scores(SEED));
  });

  it("counts the same final score without building events", () => {
    for (let index = 0; index < 1_000; index++) {
      const f = calendarFixture(SEED, index, 1);
      const { events: _events, ...score } = simulateMatch(SEED, index, f.league, f.home, f.away);
      expect(finalScore(SEED, index, f.league, f.home, f.away)).toEqual(score);
    }
  });

  it("orders events, keeps keys unique, and ends on the final score", () => {
    for (let index = 0; index < 500; index++) {
      const f = calendarFixture(SEED, index, 1);
      const match = simulateMatch(SEED, index, f.league, f.home, f.away);
      const { events } = match;
      expect(events[0]?.kind).toBe("kick_off");
      expect(events.filter((e) => e.kind === "half_time")).toHaveLength(1);
      const last = events.at(-1);
      expect(last?.kind).toBe("full_time");
      expect(last?.minute).toBe(90 + match.stoppage);
      expect([last?.homeGoals, last?.awayGoals]).toEqual([match.homeGoals, match.awayGoals]);
      expect(new Set(events.map((e) => e.key)).size).toBe(events.length);
      for (let i = 1; i < events.length; i++) expect(events[i]!.minute).toBeGreaterThanOrEqual(events[i - 1]!.minute);
      for (const goal of events.filter((e) => e.kind === "goal")) {
        const squad = goal.team === "home" ? f.home.squad : f.away.squad;
        expect(squad).toContain(goal.player);
      }
      expect(match.homeShotsOnTarget).toBeGreaterThanOrEqual(match.homeGoals);
      expect(match.awayShotsOnTarget).toBeGreaterThanOrEqual(match.awayGoals);
    }
  });

  it("produces realistic aggregate rates over 5,000 fixtures", () => {
    const n = 5_000;
    let home = 0,
      away = 0,
      draws = 0,
      homeWins = 0,
      yellows = 0,
      reds = 0,
      shots = 0;
    for (let index = 0; index < n; index++) {
      const m = play(SEED, index);
      home += m.homeGoals;
      away += m.awayGoals;
      if (m.homeGoals === m.awayGoals) draws++;
      if (m.homeGoals > m.awayGoals) homeWins++;
      yellows += m.events.filter((e) => e.kind === "yellow_card").length;
      reds += m.events.filter((e) => e.kind === "red_card").length;
      shots += m.homeShotsOnTarget + m.awayShotsOnTarget;
    }
    expect(home / n).toBeGreaterThan(1.3);
    expect(home / n).toBeLessThan(1.8);
    expect(away / n).toBeGreaterThan(1.0);
    expect(away / n).toBeLessThan(1.5);
    expect(draws / n).toBeGreaterThan(0.2);
    expect(draws / n).toBeLessThan(0.3);
    expect(homeWins / n).toBeGreaterThan(0.4);
    expect(homeWins / n).toBeLessThan(0.5);
    expect(yellows / n).toBeGreaterThan(3);
    expect(yellows / n).toBeLessThan(4);
    expect(reds / n).toBeGreaterThan(0.08);
    expect(reds / n).toBeLessThan(0.25);
    expect(shots / n).toBeGreaterThan(8);
    expect(shots / n).toBeLessThan(11);
  });

  it("lets stronger clubs win more", () => {
    const premierLeague = findLeague(39)!;
    const record = (home: Club, away: Club) => {
      let wins = 0,
        losses = 0;
      for (let index = 0; index < 2_000; index++) {
        const m = simulateMatch(SEED, index, premierLeague, home, away);
        if (m.homeGoals > m.awayGoals) wins++;
        if (m.homeGoals < m.awayGoals) losses++;
      }
      return { wins: wins / 2_000, losses: losses / 2_000 };
    };
    const liverpool = club("Liverpool");
    const southampton = club("Southampton");
    const atHome = record(liverpool, southampton);
    const away = record(southampton, liverpool);
    expect(atHome.wins).toBeGreaterThan(0.65);
    expect(away.losses).toBeGreaterThan(0.5);
    expect(away.losses).toBeLessThan(atHome.wins);
    expect(away.wins).toBeLessThan(0.15);
  });

  it("names the first squad player as the likeliest scorer", () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < 2_000; index++) {
      for (const e of play(SEED, index).events) if (e.kind === "goal" && e.player) counts.set(e.player, (counts.get(e.player) ?? 0) + 1);
    }
    const haaland = counts.get("Erling Haaland") ?? 0;
    expect(haaland).toBeGreaterThan(counts.get("Bernardo Silva") ?? 0);
  });
});
