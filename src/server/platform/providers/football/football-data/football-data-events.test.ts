import { describe, expect, it } from "vitest";
import type { MatchEvent } from "../football-provider";
import { observe, toMatchEvents, type FixtureMemory } from "./football-data-events";
import { matchListSchema, type MatchItem } from "./football-data-schemas";
import betweenReply from "./fixtures/matches-between.json";
import liveGoalsReply from "./fixtures/match-live-goals.json";
import pastNinetyReply from "./fixtures/matches-past-ninety.json";

// Bayern v Dortmund as the replies show it, kick-off 14:30.
const [recorded] = matchListSchema.parse(betweenReply).filter((match) => match.id === 499013);
if (!recorded) throw new Error("the recorded reply lacks 499013");
const kickoff = Date.parse(recorded.utcDate);
const at = (minutes: number) => new Date(kickoff + minutes * 60_000);

interface Step {
  status?: string;
  score?: [number, number];
  halfTime?: [number, number] | null;
  minute?: number | null;
}

function reply(step: Step): MatchItem {
  const [home, away] = step.score ?? [0, 0];
  const halfTime = step.halfTime ? { home: step.halfTime[0], away: step.halfTime[1] } : { home: null, away: null };
  return {
    ...recorded!,
    status: step.status ?? "IN_PLAY",
    minute: step.minute === undefined ? null : step.minute,
    injuryTime: null,
    score: { ...recorded!.score, fullTime: { home, away }, halfTime },
  };
}

function play(steps: Array<[minutesSinceKickoff: number, Step]>): { memory: FixtureMemory; seen: MatchEvent[][] } {
  let memory: FixtureMemory | undefined;
  const seen: MatchEvent[][] = [];
  for (const [minutes, step] of steps) {
    memory = observe(memory, reply(step), at(minutes));
    seen.push(toMatchEvents(memory));
  }
  return { memory: memory!, seen };
}

const summary = (events: readonly MatchEvent[]) =>
  events.map((event) => `${event.minute} ${event.kind} ${event.team ?? "-"} ${event.player ?? "-"} ${event.homeGoals}-${event.awayGoals}`);

describe("events from score changes (a plan without goals)", () => {
  const { seen } = play([
    [12, { minute: 12 }],
    [24, { minute: 23, score: [1, 0] }],
    [48, { status: "PAUSED", minute: 45, score: [1, 0], halfTime: [1, 0] }],
    [75, { minute: null, score: [1, 1], halfTime: [1, 0] }],
    [110, { status: "FINISHED", minute: null, score: [2, 1], halfTime: [1, 0] }],
  ]);

  it("builds kick-off, the goals with their team and running score, half-time and full-time", () => {
    expect(summary(seen.at(-1)!)).toEqual([
      "0 kick_off - - 0-0",
      "23 goal home - 1-0",
      "45 half_time - - 1-0",
      // No clock in that reply: 75 minutes after kick-off is the 76th minute, less the 15 of the break.
      "61 goal away - 1-1",
      // First seen at the final whistle.
      "90 goal home - 2-1",
      "90 full_time - - 2-1",
    ]);
  });

  it("grows without changing what was already told: every key keeps its event", () => {
    for (let index = 1; index < seen.length; index += 1) {
      const later = new Map(seen[index]!.map((event) => [event.key, event]));
      for (const event of seen[index - 1]!) expect(later.get(event.key)).toEqual(event);
    }
    const keys = seen.at(-1)!.map((event) => event.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("adds nothing but kick-off before a goal, and no half-time during the first half", () => {
    expect(summary(seen[0]!)).toEqual(["0 kick_off - - 0-0"]);
    expect(seen[1]!.some((event) => event.kind === "half_time")).toBe(false);
  });

  it("drops a goal taken back, and gives a later goal a key of its own", () => {
    const { seen: steps } = play([
      [30, { minute: 30, score: [1, 0] }],
      [32, { minute: 32, score: [0, 0] }],
      [40, { minute: 40, score: [1, 0] }],
    ]);
    expect(steps[1]!.filter((event) => event.kind === "goal")).toEqual([]);
    const [first] = steps[0]!.filter((event) => event.kind === "goal");
    const [again] = steps[2]!.filter((event) => event.kind === "goal");
    expect(again).toMatchObject({ minute: 40, team: "home" });
    expect(again!.key).not.toBe(first!.key);
  });

  it("places goals first seen in the second half by the half-time score", () => {
    const { seen: steps } = play([[80, { minute: 65, score: [2, 1], halfTime: [1, 0] }]]);
    expect(summary(steps[0]!)).toEqual([
      "0 kick_off - - 0-0",
      "65 goal home - 1-0",
      "65 half_time - - 1-0",
      "65 goal home - 2-0",
      "65 goal away - 2-1",
    ]);
  });

  it("tells nothing of a match not started", () => {
    const memory = observe(undefined, reply({ status: "TIMED", score: [0, 0] }), at(-10));
    expect(toMatchEvents(memory)).toEqual([]);
  });
});

describe("events from unfolded goals (a plan with deep data)", () => {
  const [live] = matchListSchema.parse(liveGoalsReply);

  it("names the scorers, credits an own goal by the score after it, and puts stoppage time on the minute", () => {
    const events = toMatchEvents(observe(undefined, live!, new Date("2025-03-16T16:50:00Z")));
    expect(summary(events)).toEqual([
      "0 kick_off - - 0-0",
      "12 goal home Aitor Ruibal 1-0",
      "47 goal away Romain Perraud 1-1",
      "47 half_time - - 1-1",
      "71 goal home Giovani Lo Celso 2-1",
    ]);
  });

  it("keeps the key a score change gave a goal once the goal is unfolded", () => {
    const before = { ...live!, goals: undefined, minute: 15, score: { ...live!.score, fullTime: { home: 1, away: 0 }, halfTime: null } };
    const first = observe(undefined, before, new Date("2025-03-16T15:31:00Z"));
    const [derived] = toMatchEvents(first).filter((event) => event.kind === "goal");
    const later = toMatchEvents(observe(first, live!, new Date("2025-03-16T16:50:00Z")));
    expect(later.find((event) => event.key === derived!.key)).toMatchObject({ player: "Aitor Ruibal", minute: 12 });
    expect(later.filter((event) => event.kind === "goal")).toHaveLength(3);
  });

  it("falls back to the score changes when the goals lag the score", () => {
    const lagging = { ...live!, goals: live!.goals!.slice(0, 2) };
    const goals = toMatchEvents(observe(undefined, lagging, new Date("2025-03-16T16:50:00Z"))).filter((event) => event.kind === "goal");
    expect(goals.map((event) => event.player)).toEqual([null, null, null]);
    expect(goals.at(-1)).toMatchObject({ homeGoals: 2, awayGoals: 1 });
  });
});

describe("full-time of a tie past 90 minutes", () => {
  it("closes on the 90-minute score the game settles on", () => {
    const [, penalties] = matchListSchema.parse(pastNinetyReply);
    const events = toMatchEvents(observe(undefined, penalties!, new Date("2025-03-12T22:30:00Z")));
    expect(events.at(-1)).toMatchObject({ kind: "full_time", homeGoals: 1, awayGoals: 0 });
    expect(events.filter((event) => event.kind === "goal")).toHaveLength(1);
  });
});
