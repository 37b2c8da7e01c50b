import { describe, expect, it } from "vitest";
import { mapStatus, roundMatchday, toMatchEvents, toProviderFixture } from "./api-football-mapping";
import { eventItemSchema, fixtureItemSchema, type FixtureItem } from "./api-football-schemas";
import eventsReply from "./fixtures/fixture-events.json";
import finishedReply from "./fixtures/fixture-finished.json";
import liveReply from "./fixtures/fixture-live-first-half.json";

const fixtureOf = (reply: { response: unknown[] }): FixtureItem => fixtureItemSchema.parse(reply.response[0]);
const events = eventsReply.response.map((item) => eventItemSchema.parse(item));

describe("mapStatus", () => {
  it.each([
    ["NS", "upcoming"],
    ["TBD", "upcoming"],
    ["1H", "live"],
    ["HT", "live"],
    ["2H", "live"],
    ["ET", "live"],
    ["BT", "live"],
    ["P", "live"],
    ["LIVE", "live"],
    ["INT", "live"],
    ["SUSP", "live"],
    ["FT", "completed"],
    ["AET", "completed"],
    ["PEN", "completed"],
    ["PST", "postponed"],
    ["CANC", "cancelled"],
    ["ABD", "cancelled"],
    ["AWD", "cancelled"],
    ["WO", "cancelled"],
  ])("maps %s to %s", (code, status) => {
    expect(mapStatus(code)).toBe(status);
  });

  it("leaves an undocumented code unmapped, and such a fixture out", () => {
    expect(mapStatus("XYZ")).toBeNull();
    const fixture = fixtureOf(finishedReply);
    expect(toProviderFixture({ ...fixture, fixture: { ...fixture.fixture, status: { short: "XYZ", elapsed: null } } })).toBeNull();
  });
});

describe("the matchday, from league.round", () => {
  it("reads a league round's number and no other round as a matchday", () => {
    expect(toProviderFixture(fixtureOf(liveReply))?.matchday).toBe(1);
    expect(roundMatchday("Regular Season - 12")).toBe(12);
    expect(roundMatchday(" Regular Season - 38 ")).toBe(38);
    for (const round of [
      "Round of 16",
      "Final",
      "Quarter-finals",
      "Relegation Round - 2",
      "Regular Season - 0",
      "Regular Season",
      "",
      null,
      undefined,
    ]) {
      expect(roundMatchday(round), String(round)).toBeNull();
    }
  });

  it("keeps a fixture whose round is missing or not text, without a matchday", () => {
    const raw = finishedReply.response[0]!;
    for (const round of [undefined, null, 12]) {
      const item = fixtureItemSchema.parse({ ...raw, league: { ...raw.league, round } });
      expect(toProviderFixture(item)).toMatchObject({ fixtureId: String(raw.fixture.id), matchday: null });
    }
  });
});

describe("toMatchEvents", () => {
  const mapped = toMatchEvents(fixtureOf(finishedReply), events);

  it("keeps goals and cards in match order with the running score and closes with half and full time", () => {
    expect(mapped.map((event) => [event.minute, event.kind, event.team, event.player, `${event.homeGoals}-${event.awayGoals}`])).toEqual([
      [12, "yellow_card", "home", "A. Garnacho", "0-0"],
      [23, "goal", "home", "M. Rashford", "1-0"],
      [38, "yellow_card", "away", "T. Castagne", "1-0"],
      [47, "goal", "away", "H. Maguire", "1-1"],
      [47, "half_time", null, null, "1-1"],
      [58, "goal", "home", "Bruno Fernandes", "2-1"],
      [64, "red_card", "away", "T. Castagne", "2-1"],
      [77, "goal", "home", "J. Andersen", "3-1"],
      [88, "red_card", "away", "A. Iwobi", "3-1"],
      [94, "yellow_card", "home", "A. Garnacho", "3-1"],
      [94, "full_time", null, null, "3-1"],
    ]);
  });

  it("credits an own goal to the other team and ignores a missed penalty, substitutions and VAR", () => {
    const maguire = mapped.find((event) => event.player === "H. Maguire");
    expect(maguire).toMatchObject({ kind: "goal", team: "away" });
    expect(mapped.some((event) => event.player === "R. Jiménez")).toBe(false);
    expect(mapped.some((event) => event.player === "E. Smith Rowe")).toBe(false);
    expect(mapped.filter((event) => event.kind === "goal")).toHaveLength(4);
  });

  it("gives every event a distinct key that does not depend on its place in the list", () => {
    const keys = mapped.map((event) => event.key);
    expect(new Set(keys).size).toBe(keys.length);
    const withLateInsert = toMatchEvents(fixtureOf(finishedReply), [events[1]!, ...events]);
    const original = new Set(keys);
    expect(withLateInsert.filter((event) => !original.has(event.key))).toHaveLength(1);
  });

  it("adds no half or full time while the first half is on", () => {
    const firstHalf = toMatchEvents(fixtureOf(liveReply), events.slice(0, 3));
    expect(firstHalf.map((event) => event.kind)).toEqual(["yellow_card", "goal", "yellow_card"]);
  });

  it("adds half time at the break even before any second-half event", () => {
    const live = fixtureOf(liveReply);
    const atBreak = { ...live, fixture: { ...live.fixture, status: { short: "HT", elapsed: 45 } } };
    const mappedAtBreak = toMatchEvents(atBreak, events.slice(0, 2));
    expect(mappedAtBreak.at(-1)).toMatchObject({ kind: "half_time", key: "half_time", homeGoals: 1, awayGoals: 0 });
  });

  it("does not count penalty shoot-out kicks in the score", () => {
    const finished = fixtureOf(finishedReply);
    const shootout = eventItemSchema.parse({
      ...eventsReply.response[1],
      time: { elapsed: 120, extra: null },
      detail: "Penalty",
      comments: "Penalty Shootout",
    });
    const withShootout = toMatchEvents({ ...finished, fixture: { ...finished.fixture, status: { short: "PEN", elapsed: 120 } } }, [
      ...events,
      shootout,
    ]);
    expect(withShootout.filter((event) => event.kind === "goal")).toHaveLength(4);
    expect(withShootout.at(-1)).toMatchObject({ kind: "full_time", minute: 120 });
  });
});
