import { describe, expect, it } from "vitest";
import type { ProviderFixture } from "../platform/providers/football/football-provider";
import { VOID_AFTER_MS } from "../matches/match-view";
import { fixtureChange } from "./fixture-change";
import type { MatchRow } from "../matches/match-view";
import { revealInstant } from "../matches/reveal";

const kickoff = new Date("2026-11-28T15:00:00Z");
const before = new Date(kickoff.getTime() - 60 * 60 * 1000);
const after = new Date(kickoff.getTime() + 60 * 1000);
const later = new Date(kickoff.getTime() + 24 * 60 * 60 * 1000);

type Stored = Pick<MatchRow, "status" | "matchDate" | "revealAt" | "minute" | "actualScore">;
const stored = (over: Partial<Stored> = {}): Stored => ({
  status: "upcoming",
  matchDate: kickoff,
  revealAt: null,
  minute: null,
  actualScore: null,
  ...over,
});
const reading = (over: Partial<ProviderFixture> = {}): ProviderFixture => ({
  fixtureId: "1",
  leagueId: 2021,
  leagueName: "Premier League",
  matchday: null,
  homeTeam: "Arsenal FC",
  awayTeam: "Chelsea FC",
  kickoff,
  status: "upcoming",
  minute: null,
  homeGoals: null,
  awayGoals: null,
  ...over,
});

describe("fixtureChange", () => {
  it("changes nothing when the reading matches the stored match", () => {
    expect(fixtureChange(stored(), reading(), before)).toEqual({ set: {}, settle: undefined });
  });

  it("keeps a match the clock moved live at its kick-off live while the provider still says not started", () => {
    const started = stored({ status: "live", minute: 0, actualScore: "0-0" });
    expect(fixtureChange(started, reading(), after)).toEqual({ set: {}, settle: undefined });
    expect(fixtureChange(started, reading({ status: "live", minute: 1, homeGoals: 0, awayGoals: 0 }), after).set).toEqual({ minute: 1 });
    // A kick-off the provider moves once the forecasts are out waits closed, as postponed, as ever.
    const moved = new Date(kickoff.getTime() + 15 * 60 * 1000);
    expect(fixtureChange(started, reading({ kickoff: moved }), after).set).toMatchObject({
      status: "postponed",
      matchDate: moved,
      revealAt: kickoff,
    });
  });

  it("takes a live match's status, minute and running score, and a suspended one stays live", () => {
    expect(fixtureChange(stored(), reading({ status: "live", minute: 23, homeGoals: 1, awayGoals: 0 }), after).set).toEqual({
      status: "live",
      minute: 23,
      actualScore: "1-0",
    });
    const suspended = fixtureChange(
      stored({ status: "live", minute: 60, actualScore: "1-0" }),
      reading({ status: "suspended", minute: 60, homeGoals: 1, awayGoals: 0 }),
      after,
    );
    expect(suspended).toEqual({ set: {}, settle: undefined });
  });

  it("settles a finished match on the provider's score, and refunds a cancelled one", () => {
    expect(fixtureChange(stored({ status: "live" }), reading({ status: "completed", homeGoals: 2, awayGoals: 2 }), later).settle).toEqual({
      status: "completed",
      score: { home: 2, away: 2 },
    });
    expect(fixtureChange(stored(), reading({ status: "completed" }), later).settle).toBeUndefined();
    expect(fixtureChange(stored(), reading({ status: "cancelled" }), before).settle).toEqual({ status: "cancelled" });
  });

  it("closes a postponed match, and voids it once no new kick-off has come within the limit", () => {
    expect(fixtureChange(stored(), reading({ status: "postponed" }), before)).toEqual({ set: { status: "postponed" }, settle: undefined });
    const justInside = new Date(kickoff.getTime() + VOID_AFTER_MS);
    expect(fixtureChange(stored({ status: "postponed" }), reading({ status: "postponed" }), justInside).settle).toBeUndefined();
    const past = new Date(kickoff.getTime() + VOID_AFTER_MS + 1);
    expect(fixtureChange(stored({ status: "postponed" }), reading({ status: "postponed" }), past).settle).toEqual({ status: "cancelled" });
    expect(fixtureChange(stored({ status: "live" }), reading({ status: "suspended" }), past).settle).toEqual({ status: "cancelled" });
  });

  it("moves the kick-off, and with it the reveal, while the forecasts are still sealed", () => {
    const moved = fixtureChange(stored(), reading({ kickoff: later }), before);
    expect(moved).toEqual({ set: { matchDate: later }, settle: undefined });
    // A postponed match given a new date before its old kick-off opens again.
    expect(fixtureChange(stored({ status: "postponed" }), reading({ kickoff: later }), before).set).toEqual({ matchDate: later, status: "upcoming" });
  });

  it("keeps forecasts shown and betting closed when the kick-off moves after they were revealed", () => {
    const moved = fixtureChange(stored(), reading({ kickoff: later }), after);
    expect(moved.set).toEqual({ matchDate: later, revealAt: kickoff, status: "postponed" });
    const next = { ...stored(), ...moved.set };
    expect(revealInstant(next)).toEqual(kickoff);
    // Read again at the new date: still closed, still revealed from the old kick-off.
    expect(fixtureChange(next, reading({ kickoff: later }), new Date(later.getTime() - 1000))).toEqual({ set: {}, settle: undefined });
    expect(fixtureChange(next, reading({ kickoff: later, status: "live", minute: 1, homeGoals: 0, awayGoals: 0 }), later).set).toEqual({
      status: "live",
      minute: 1,
      actualScore: "0-0",
    });
  });

  it("reveals at the earlier kick-off when a match is brought forward", () => {
    const earlier = new Date(kickoff.getTime() - 30 * 60 * 1000);
    const moved = fixtureChange(stored(), reading({ kickoff: earlier }), before);
    expect(moved.set).toEqual({ matchDate: earlier });
    expect(revealInstant({ matchDate: earlier, revealAt: null })).toEqual(earlier);
    expect(revealInstant({ matchDate: earlier, revealAt: kickoff })).toEqual(earlier);
  });
});
