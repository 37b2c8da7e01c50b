import { describe, expect, it } from "vitest";
import type { SeasonCompetition } from "@shared/api/season";
import { commitSeasonAnswer } from "@shared/season-answer";
import { awaitingSeal, filterChoices, isOpen, movement, orderCompetitions, sealMatches, shownTwice } from "./season-view";

const NOW = Date.parse("2025-08-10T12:00:00Z");
const competition = (leagueId: number, deadline: string, sealed = false): SeasonCompetition => ({
  leagueId,
  leagueName: `League ${leagueId}`,
  season: 2025,
  deadline,
  sealed,
  scored: false,
  questions: [],
  odds: null,
});

describe("the season page's order", () => {
  it("puts the open competitions first, soonest deadline first, then the closed ones, latest deadline first", () => {
    const order = orderCompetitions(
      [
        competition(1, "2025-08-20T00:00:00Z"),
        competition(2, "2025-07-01T00:00:00Z", true),
        competition(3, "2025-08-12T00:00:00Z"),
        competition(4, "2025-08-01T00:00:00Z", true),
        // Past its deadline by the browser's clock, not sealed yet: closed all the same.
        competition(5, "2025-08-10T11:00:00Z"),
      ],
      NOW,
    );
    expect(order.map((c) => c.leagueId)).toEqual([3, 1, 5, 4, 2]);
  });

  it("tells the competitions shown with two seasons, whose jump links then name the season", () => {
    const next = competition(1, "2025-08-20T00:00:00Z");
    expect([...shownTwice([next, { ...next, season: 2024, sealed: true }, competition(2, "2025-08-20T00:00:00Z")])]).toEqual([1]);
    expect(shownTwice([next, competition(2, "2025-08-20T00:00:00Z")]).size).toBe(0);
  });

  it("judges open by the seal and the deadline", () => {
    expect(isOpen(competition(1, "2025-08-10T12:00:01Z"), NOW)).toBe(true);
    expect(isOpen(competition(1, "2025-08-10T12:00:00Z"), NOW)).toBe(false);
    expect(isOpen(competition(1, "2025-08-11T00:00:00Z", true), NOW)).toBe(false);
  });

  it("waits for the seal only between a deadline and the server's seal", () => {
    expect(awaitingSeal({ competitions: [competition(1, "2025-08-11T00:00:00Z")] }, NOW)).toBe(false);
    expect(awaitingSeal({ competitions: [competition(1, "2025-08-10T11:59:00Z")] }, NOW)).toBe(true);
    expect(awaitingSeal({ competitions: [competition(1, "2025-08-10T11:59:00Z", true)] }, NOW)).toBe(false);
  });
});

describe("the choices' search", () => {
  const players = [
    { value: "Kylian Mbappé", club: "Real Madrid" },
    { value: "Robert Lewandowski", club: "FC Barcelona" },
    { value: "Vinícius Júnior", club: "Real Madrid" },
    { value: "Ante Budimir", club: "CA Osasuna" },
  ];

  it("keeps every choice for an empty search, in order", () => {
    expect(filterChoices(players, "  ")).toEqual(players);
  });

  it("finds a player by name or club, in any case, with or without accents", () => {
    expect(filterChoices(players, "mbappe").map((p) => p.value)).toEqual(["Kylian Mbappé"]);
    expect(filterChoices(players, "VINICIUS").map((p) => p.value)).toEqual(["Vinícius Júnior"]);
    expect(filterChoices(players, "real").map((p) => p.value)).toEqual(["Kylian Mbappé", "Vinícius Júnior"]);
  });

  it("needs every word typed, each anywhere in the name or the club", () => {
    expect(filterChoices(players, "real jun").map((p) => p.value)).toEqual(["Vinícius Júnior"]);
    expect(filterChoices(players, "barcelona mbappe")).toEqual([]);
  });

  it("finds clubs, which have no club of their own", () => {
    expect(filterChoices([{ value: "Atlético Madrid", club: null }], "atletico").map((c) => c.value)).toEqual(["Atlético Madrid"]);
  });
});

describe("how the odds moved", () => {
  it("is in percentage points to one decimal, from the change of the fraction", () => {
    expect(movement(0.0234)).toEqual({ direction: "up", points: 2.3 });
    expect(movement(-0.105)).toEqual({ direction: "down", points: 10.5 });
  });

  it("is unchanged when it rounds to nothing, and unknown without an earlier reading", () => {
    expect(movement(0.0004)).toEqual({ direction: "same", points: 0 });
    expect(movement(0)).toEqual({ direction: "same", points: 0 });
    expect(movement(null)).toEqual({ direction: "none" });
  });
});

describe("the sealed answer's check", () => {
  const salt = "5f2b9c0e7a1d4c3b";

  it("matches the commitment of the question, the answer and the salt", async () => {
    const commitment = await commitSeasonAnswer({ questionId: 7, answer: "Arsenal", salt });
    const mine = { answer: "Arsenal", updatedAt: "2025-08-01T00:00:00Z", seal: { salt, commitment }, points: null };
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(await sealMatches(7, mine)).toBe(true);
  });

  it("fails for another answer, another question or another salt", async () => {
    const commitment = await commitSeasonAnswer({ questionId: 7, answer: "Arsenal", salt });
    const mine = { answer: "Chelsea", updatedAt: "2025-08-01T00:00:00Z", seal: { salt, commitment }, points: null };
    expect(await sealMatches(7, mine)).toBe(false);
    expect(await sealMatches(8, { ...mine, answer: "Arsenal" })).toBe(false);
    expect(await sealMatches(7, { ...mine, answer: "Arsenal", seal: { salt: `${salt}0`, commitment } })).toBe(false);
  });

  it("has nothing to check before the seal", async () => {
    expect(await sealMatches(7, { answer: "Arsenal", updatedAt: "2025-08-01T00:00:00Z", seal: null, points: null })).toBe(false);
  });
});
