import type { ProviderFixture } from "../platform/providers/football/football-provider";
import type { matches } from "../platform/db/schema";
import { VOID_AFTER_MS, type MatchRow } from "../matches/match-view";
import { revealInstant } from "../matches/reveal";

// What a provider's fresh reading of a fixture changes on its stored match (docs/decisions.md#real-football).
// Pure, so every status, a moved kick-off and the void limit are tested without a database or a provider.

export type Settlement = { status: "completed"; score: { home: number; away: number } } | { status: "cancelled" };

export interface FixtureChange {
  /** Columns to write; empty when nothing changed. */
  set: Partial<Pick<typeof matches.$inferInsert, "status" | "matchDate" | "revealAt" | "minute" | "actualScore">>;
  /** Settle the match (pay or refund its bets) once the columns are written. */
  settle: Settlement | undefined;
}

type StoredMatch = Pick<MatchRow, "status" | "matchDate" | "revealAt" | "minute" | "actualScore">;

export function fixtureChange(match: StoredMatch, fixture: ProviderFixture, now: Date): FixtureChange {
  const set: FixtureChange["set"] = {};
  const moved = fixture.kickoff.getTime() !== match.matchDate.getTime();
  const revealed = revealInstant(match).getTime() <= now.getTime();
  if (moved) {
    set.matchDate = fixture.kickoff;
    // Forecasts already shown stay shown, and the bets they could inform stay closed.
    if (revealed && !match.revealAt) set.revealAt = match.matchDate;
  }
  // The clock moved the match live at its kick-off (kickoff.ts) and the provider has not said so yet: its late
  // "not started" at the same kick-off changes nothing, so a live match never goes back to upcoming.
  if (fixture.status === "upcoming" && match.status === "live" && !moved) return { set, settle: undefined };
  const keptOpen = match.revealAt === null && !(moved && revealed);
  let status: MatchRow["status"] | undefined;
  let settle: Settlement | undefined;
  switch (fixture.status) {
    case "upcoming":
      // A match moved after its reveal waits for its new kick-off closed, as postponed.
      status = keptOpen ? "upcoming" : "postponed";
      break;
    case "live":
    case "suspended":
      status = "live";
      if (fixture.status === "suspended" && lapsed(fixture, now)) settle = { status: "cancelled" };
      break;
    case "postponed":
      status = "postponed";
      if (lapsed(fixture, now)) settle = { status: "cancelled" };
      break;
    case "completed":
      if (fixture.homeGoals !== null && fixture.awayGoals !== null)
        settle = { status: "completed", score: { home: fixture.homeGoals, away: fixture.awayGoals } };
      break;
    case "cancelled":
      settle = { status: "cancelled" };
      break;
  }
  if (status && status !== match.status) set.status = status;
  if (fixture.minute !== match.minute) set.minute = fixture.minute;
  if ((fixture.status === "live" || fixture.status === "suspended") && fixture.homeGoals !== null && fixture.awayGoals !== null) {
    const score = `${fixture.homeGoals}-${fixture.awayGoals}`;
    if (match.actualScore !== score) set.actualScore = score;
  }
  return { set, settle };
}

/** No new kick-off given within the limit: the provider still names one that passed long ago. */
function lapsed(fixture: ProviderFixture, now: Date): boolean {
  return now.getTime() - fixture.kickoff.getTime() > VOID_AFTER_MS;
}
