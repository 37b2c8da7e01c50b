import type { MatchEvent } from "../football-provider";
import { clockMinute, mapStatus, scoreAtNinety, wentPastNinety, type Score } from "./football-data-mapping";
import type { GoalItem, MatchItem } from "./football-data-schemas";

// A match's events, built from the replies the adapter already has: football-data has no events endpoint,
// and a request per live match would spend the free plan's ten a minute on commentary. The goals come from
// the match's `goals` list when the plan unfolds it, and otherwise from the score changes seen across
// replies (the team is known, the scorer is not, the minute is the reply's clock or the time since
// kick-off). Pure functions over a per-fixture memory, so each step is tested without HTTP.

type Side = "home" | "away";
const SIDES: readonly Side[] = ["home", "away"];

interface RememberedGoal {
  /** `goal|home|2`: the side's second goal as first seen. Never reused, so a goal taken back and a later one differ. */
  key: string;
  side: Side;
  minute: number;
  /** Scored before half-time, as far as the replies tell. */
  firstHalf: boolean;
  player: string | null;
  /** The unfolded goal this is (minute, stoppage, scorer); null when only a score change showed it. */
  identity: string | null;
}

export interface FixtureMemory {
  match: MatchItem;
  goals: RememberedGoal[];
  /** How many keys each side has handed out. */
  keysUsed: Record<Side, number>;
  /** A reply has shown the first half over (PAUSED, a half-time score, the second half, the end). */
  halfTimeSeen: boolean;
  observedAt: number;
}

const STARTED = new Set(["live", "suspended", "completed"]);
const MINUTE_MS = 60_000;
/** The break between the halves: wall-clock minutes after it run ahead of the match clock by this much. */
const BREAK_MINUTES = 15;

function pastFirstHalf(match: MatchItem): boolean {
  const status = mapStatus(match.status);
  const halfTime = match.score.halfTime;
  return (
    match.status === "PAUSED" ||
    (halfTime !== null && halfTime !== undefined && halfTime.home !== null && halfTime.away !== null) ||
    status === "completed" ||
    // The clock stops at 45 in first-half stoppage (injuryTime counts on), so past 45 is the second half.
    (status === "live" && match.minute !== null && match.minute > 45)
  );
}

/** The minute a goal first seen in this reply is put at: the reply's clock, else the time since kick-off. */
function observedMinute(match: MatchItem, observedAt: number): number {
  const clock = clockMinute(match);
  if (clock !== null) return clock;
  if (match.status === "PAUSED") return 45;
  if (mapStatus(match.status) === "completed") return 90;
  const sinceKickoff = Math.floor((observedAt - Date.parse(match.utcDate)) / MINUTE_MS) + 1;
  if (sinceKickoff <= 45) return Math.max(1, sinceKickoff);
  if (sinceKickoff <= 45 + BREAK_MINUTES) return 45;
  return Math.min(120, sinceKickoff - BREAK_MINUTES);
}

/** Which side an unfolded goal counts for: by the score right after it, else by its team (an own goal for the other). */
function sideOf(goal: GoalItem, before: Score, match: MatchItem): Side | null {
  const after = goal.score;
  if (after && after.home !== null && after.away !== null) {
    if (after.home > before.home && after.away === before.away) return "home";
    if (after.away > before.away && after.home === before.home) return "away";
  }
  const team = goal.team;
  if (!team) return null;
  let side: Side | null = null;
  if (team.id !== null && team.id === match.homeTeam.id) side = "home";
  else if (team.id !== null && team.id === match.awayTeam.id) side = "away";
  else if (team.name !== null && team.name === match.homeTeam.name) side = "home";
  else if (team.name !== null && team.name === match.awayTeam.name) side = "away";
  if (side && goal.type === "OWN") return side === "home" ? "away" : "home";
  return side;
}

interface UnfoldedGoal {
  side: Side;
  minute: number;
  firstHalf: boolean;
  player: string | null;
  identity: string;
}

/**
 * The unfolded goals of the 90 minutes, when the reply has them and they add up to its score; null when
 * the score changes must do instead (a plan without goals, a list lagging the score).
 */
function unfoldedGoals(match: MatchItem, score: Score): UnfoldedGoal[] | null {
  if (!match.goals) return null;
  // Extra-time goals do not count in the game (scoreAtNinety); stoppage time is minute 90 plus injuryTime.
  const counted = match.goals.filter((goal) => !(wentPastNinety(match) && (goal.minute ?? 0) > 90));
  const seen = new Map<string, number>();
  const goals: UnfoldedGoal[] = [];
  const running: Score = { home: 0, away: 0 };
  for (const goal of counted) {
    const side = sideOf(goal, running, match);
    if (!side) return null;
    running[side] += 1;
    const base = [goal.minute ?? "", goal.injuryTime ?? 0, goal.scorer?.id ?? goal.scorer?.name ?? ""].join("|");
    const occurrence = seen.get(base) ?? 0;
    seen.set(base, occurrence + 1);
    const minute = (goal.minute ?? 0) + (goal.injuryTime ?? 0);
    goals.push({
      side,
      minute,
      firstHalf: goal.minute !== null && goal.minute <= 45,
      player: goal.scorer?.name ?? null,
      identity: `${base}|${occurrence}`,
    });
  }
  return running.home === score.home && running.away === score.away ? goals : null;
}

/** Takes in one more reply for a fixture: the memory after it. */
export function observe(previous: FixtureMemory | undefined, match: MatchItem, observedAt: Date): FixtureMemory {
  const at = observedAt.getTime();
  const memory: FixtureMemory = {
    match,
    goals: [...(previous?.goals ?? [])],
    keysUsed: { home: previous?.keysUsed.home ?? 0, away: previous?.keysUsed.away ?? 0 },
    halfTimeSeen: previous?.halfTimeSeen ?? false,
    observedAt: at,
  };
  const status = mapStatus(match.status);
  const score = status && STARTED.has(status) ? scoreAtNinety(match) : null;
  if (score) {
    const nextKey = (side: Side) => {
      memory.keysUsed[side] += 1;
      return `goal|${side}|${memory.keysUsed[side]}`;
    };
    const unfolded = unfoldedGoals(match, score);
    if (unfolded) {
      const claimed = new Set<RememberedGoal>();
      memory.goals = unfolded.map((goal) => {
        // The same goal as before, or one a score change showed first: it keeps its key.
        const known =
          memory.goals.find((old) => old.identity === goal.identity) ??
          memory.goals.find((old) => old.identity === null && old.side === goal.side && !claimed.has(old));
        if (known) claimed.add(known);
        return { ...goal, key: known?.key ?? nextKey(goal.side) };
      });
    } else {
      // A goal seen at the break was scored in the first half; one first seen later cannot be placed before it.
      const firstHalf = match.status === "PAUSED" || (!memory.halfTimeSeen && !pastFirstHalf(match));
      const minute = observedMinute(match, at);
      for (const side of SIDES) {
        let count = memory.goals.filter((goal) => goal.side === side).length;
        for (; count < score[side]; count += 1) {
          memory.goals.push({ key: nextKey(side), side, minute, firstHalf, player: null, identity: null });
        }
        // A goal taken back (VAR, a correction): the side's latest goal goes.
        for (; count > score[side]; count -= 1) {
          const last = memory.goals.map((goal) => goal.side).lastIndexOf(side);
          memory.goals.splice(last, 1);
        }
      }
    }
  }
  memory.halfTimeSeen ||= pastFirstHalf(match);
  return memory;
}

/** Kick-off, goals with the running score, half-time and full-time, in match order. */
export function toMatchEvents(memory: FixtureMemory): MatchEvent[] {
  const { match } = memory;
  const status = mapStatus(match.status);
  if (!status || !STARTED.has(status)) return [];
  // The official half-time score places the goals only score changes showed.
  const halfTime = match.score.halfTime;
  const firstHalfCount = halfTime && halfTime.home !== null && halfTime.away !== null ? { home: halfTime.home, away: halfTime.away } : null;
  const bySide: Record<Side, number> = { home: 0, away: 0 };
  const placed = memory.goals.map((goal) => {
    const index = bySide[goal.side]++;
    const firstHalf = goal.identity === null && firstHalfCount ? index < firstHalfCount[goal.side] : goal.firstHalf;
    return { ...goal, firstHalf };
  });
  const byMinute = (a: RememberedGoal, b: RememberedGoal) => a.minute - b.minute;
  const firstHalf = placed.filter((goal) => goal.firstHalf).sort(byMinute);
  const secondHalf = placed.filter((goal) => !goal.firstHalf).sort(byMinute);

  const running: Score = { home: 0, away: 0 };
  const events: MatchEvent[] = [{ key: "kick_off", minute: 0, kind: "kick_off", team: null, player: null, homeGoals: 0, awayGoals: 0 }];
  const pushGoal = (goal: RememberedGoal, floor: number) => {
    running[goal.side] += 1;
    events.push({
      key: goal.key,
      minute: Math.max(goal.minute, floor),
      kind: "goal",
      team: goal.side,
      player: goal.player,
      homeGoals: running.home,
      awayGoals: running.away,
    });
  };
  for (const goal of firstHalf) pushGoal(goal, 0);
  let floor = 0;
  if (memory.halfTimeSeen) {
    // After first-half stoppage time, so minutes never run backwards.
    floor = Math.max(45, events.at(-1)?.minute ?? 45);
    events.push({ key: "half_time", minute: floor, kind: "half_time", team: null, player: null, homeGoals: running.home, awayGoals: running.away });
  }
  for (const goal of secondHalf) pushGoal(goal, floor);
  if (status === "completed") {
    // The match's own score wins over the goals' count: a list can lag a correction.
    const final = scoreAtNinety(match) ?? running;
    const minute = Math.max(90, events.at(-1)?.minute ?? 90);
    events.push({ key: "full_time", minute, kind: "full_time", team: null, player: null, homeGoals: final.home, awayGoals: final.away });
  }
  return events;
}
