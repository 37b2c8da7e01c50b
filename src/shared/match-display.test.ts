import { describe, expect, it } from "vitest";
import {
  ALL_LEAGUES,
  backedReason,
  displayStatus,
  filterByLeague,
  isHighActivity,
  isOpenForBetting,
  isTrending,
  leagues,
  nextToKickOff,
  orderHistory,
  orderUpcoming,
} from "./match-display";

const NOW = Date.parse("2025-03-01T12:00:00.000Z");
const at = (offsetMinutes: number) => new Date(NOW + offsetMinutes * 60_000).toISOString();

describe("displayStatus", () => {
  it("shows an upcoming match whose date has passed as completed", () => {
    expect(displayStatus({ status: "upcoming", matchDate: at(-1) }, NOW)).toBe("completed");
    expect(displayStatus({ status: "upcoming", matchDate: at(0) }, NOW)).toBe("completed");
  });

  it("keeps a future upcoming match upcoming", () => {
    expect(displayStatus({ status: "upcoming", matchDate: at(1) }, NOW)).toBe("upcoming");
  });

  it("leaves every other status as the server says", () => {
    expect(displayStatus({ status: "live", matchDate: at(-30) }, NOW)).toBe("live");
    expect(displayStatus({ status: "completed", matchDate: at(-200) }, NOW)).toBe("completed");
    expect(displayStatus({ status: "postponed", matchDate: at(-5) }, NOW)).toBe("postponed");
    expect(displayStatus({ status: "cancelled", matchDate: at(60) }, NOW)).toBe("cancelled");
  });
});

describe("orderUpcoming", () => {
  it("puts featured first, then kick-off ascending", () => {
    const matches = [
      { id: 1, featured: false, matchDate: at(90) },
      { id: 2, featured: false, matchDate: at(30) },
      { id: 3, featured: true, matchDate: at(300) },
      { id: 4, featured: false, matchDate: at(30) },
    ];
    expect(orderUpcoming(matches).map((m) => m.id)).toEqual([3, 2, 4, 1]);
    expect(matches.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });
});

describe("orderHistory", () => {
  it("keeps completed matches only, most recent first", () => {
    const matches = [
      { id: 1, status: "completed" as const, matchDate: at(-300) },
      { id: 2, status: "live" as const, matchDate: at(-30) },
      { id: 3, status: "completed" as const, matchDate: at(-100) },
      { id: 4, status: "cancelled" as const, matchDate: at(-50) },
    ];
    expect(orderHistory(matches).map((m) => m.id)).toEqual([3, 1]);
  });
});

describe("activity badges", () => {
  it("trends above 10 bets", () => {
    expect(isTrending(10)).toBe(false);
    expect(isTrending(11)).toBe(true);
  });

  it("shows high activity above 50 bets", () => {
    expect(isHighActivity(50)).toBe(false);
    expect(isHighActivity(51)).toBe(true);
  });
});

describe("leagues", () => {
  const matches = [{ leagueName: "Serie A" }, { leagueName: "La Liga" }, { leagueName: "Serie A" }, { leagueName: "Bundesliga" }];

  it("lists each league once, alphabetically", () => {
    expect(leagues(matches)).toEqual(["Bundesliga", "La Liga", "Serie A"]);
    expect(leagues([])).toEqual([]);
  });

  it("filters to one league, or all", () => {
    expect(filterByLeague(matches, "Serie A")).toHaveLength(2);
    expect(filterByLeague(matches, ALL_LEAGUES)).toHaveLength(4);
    expect(filterByLeague(matches, "Ligue 1")).toEqual([]);
  });
});

describe("nextToKickOff", () => {
  const both = [{ aiName: "ChatGPT" }, { aiName: "Grok" }];
  const open = (id: number, minutes: number, extra: Partial<{ featured: boolean }> = {}) => ({
    id,
    status: "upcoming" as const,
    matchDate: at(minutes),
    predictions: both,
    featured: false,
    ...extra,
  });

  it("offers the three soonest open matches, soonest first, featured or not", () => {
    const matches = [open(1, 90), open(2, 30, { featured: true }), open(3, 10), open(4, 400), open(5, 60)];
    expect(nextToKickOff(matches, NOW).map((m) => m.id)).toEqual([3, 2, 5]);
  });

  it("leaves out live, finished and passed matches, and those an oracle has not called", () => {
    const matches = [
      { ...open(1, -30), status: "live" as const },
      { ...open(2, -120), status: "completed" as const },
      { ...open(3, 20), status: "postponed" as const },
      open(4, 0),
      { ...open(5, 15), predictions: [{ aiName: "ChatGPT" }] },
      { ...open(6, 15), predictions: [] },
      open(7, 45),
    ];
    expect(nextToKickOff(matches, NOW).map((m) => m.id)).toEqual([7]);
  });

  it("offers fewer when fewer are open, none when none is, and breaks a shared kick-off by id", () => {
    expect(nextToKickOff([open(9, 30), open(8, 30)], NOW).map((m) => m.id)).toEqual([8, 9]);
    expect(nextToKickOff([{ ...open(1, -5), status: "live" as const }], NOW)).toEqual([]);
    expect(nextToKickOff([], NOW)).toEqual([]);
    expect(nextToKickOff([open(1, 10), open(2, 20)], NOW, 1).map((m) => m.id)).toEqual([1]);
  });

  it("judges open as the server does: upcoming, before kick-off, both oracles in", () => {
    expect(isOpenForBetting(open(1, 1), NOW)).toBe(true);
    expect(isOpenForBetting(open(1, 0), NOW)).toBe(false);
  });
});

describe("backedReason", () => {
  it("names the oracle backed by its shown name", () => {
    expect(backedReason("ChatGPT")).toBe("You backed El Divino");
    expect(backedReason("Grok")).toBe("You backed O Eterno");
  });
});
