import { describe, expect, it } from "vitest";
import { standingLine } from "./standing-line";
import { translatorFor } from "@shared/i18n/catalogue";
import { picksArea, type PicksText } from "../messages";

const t: PicksText = translatorFor("en", picksArea.name);

const you = { rank: 3, userId: 1, username: "ann", points: 15, exact: 1, picks: 2, questionPoints: 0, jokerPoints: 0, isYou: true };

describe("standingLine", () => {
  it("gives the caller's rank and points once a pick is scored, whatever still waits", () => {
    expect(standingLine({ you, players: 12, waiting: 4 }, "week", t, "en")).toBe("You are 3rd of 12 with 15 points this week.");
    expect(standingLine({ you: { ...you, rank: 1, points: 1 }, players: 1, waiting: 0 }, "month", t, "en")).toBe(
      "You are 1st of 1 with 1 point this month.",
    );
  });

  it("counts the picks waiting for results when none is scored yet, one pick singular", () => {
    expect(standingLine({ you: null, players: 40, waiting: 3 }, "week", t, "en")).toBe("3 picks waiting for results.");
    expect(standingLine({ you: null, players: 40, waiting: 1 }, "season", t, "en")).toBe("1 pick waiting for results.");
    expect(standingLine({ you: null, players: 0, waiting: 1_200 }, "week", t, "en")).toBe("1,200 picks waiting for results.");
  });

  it("says no pick is scored only when none waits either", () => {
    expect(standingLine({ you: null, players: 40, waiting: 0 }, "week", t, "en")).toBe(
      "You have no scored pick this week yet: picks count once their match is over.",
    );
  });
});
