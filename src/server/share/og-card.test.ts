import { describe, expect, it } from "vitest";
import type { Match, Prediction } from "../../shared/api/matches";
import { duelVerdict } from "../../shared/duel-verdict";
import { matchCardSvg, playerCardSvg } from "./og-card";

// The server's share image says what the result screen says: the same headline and the same reason.

const prediction = (aiName: Prediction["aiName"], predictedScore: string, points: number, finalScoreChance: number): Prediction => ({
  id: aiName === "ChatGPT" ? 1 : 2,
  aiName,
  model: "statistical",
  predictedScore,
  confidence: 40,
  reasoning: "",
  goalScorers: null,
  boldPrediction: null,
  points,
  hash: "",
  createdAt: "2025-05-01T10:00:00Z",
  forecastCommitment: null,
  forecast: null,
  finalScoreChance,
});

const match = (actualScore: string, duel: Match["duel"], predictions: Prediction[]): Match => ({
  id: 7,
  homeTeam: "Arsenal",
  awayTeam: "Chelsea",
  matchDate: "2025-05-01T12:00:00Z",
  status: "completed",
  featured: false,
  leagueId: 39,
  leagueName: "Premier League",
  actualScore,
  actualWinner: null,
  actualGoalDifference: null,
  minute: null,
  apiFixtureId: "x",
  createdAt: "2025-05-01T10:00:00Z",
  predictions,
  crowd: null,
  betCount: 0,
  duel,
});

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/&apos;/g, "'"));

describe("matchCardSvg", () => {
  it("gives a finished match the result screen's headline", () => {
    const won = match("2-1", { winner: "ChatGPT", by: "points" }, [prediction("ChatGPT", "2-1", 10, 120_000), prediction("Grok", "0-2", 0, 40_000)]);
    expect(texts(matchCardSvg(won))).toContain("Final 2-1 · El Divino sees the future once more!");
  });

  it("writes the tiebreak's reason with the decimals that tell the chances apart, in two lines when both scored 0", () => {
    const level = match("2-2", { winner: "ChatGPT", by: "tiebreak" }, [
      prediction("ChatGPT", "1-1", 5, 95_900),
      prediction("Grok", "0-0", 5, 95_800),
    ]);
    expect(texts(matchCardSvg(level))).toContain("Both scored 5. El Divino gave 2-2 a 9.59% chance, O Eterno 9.58%: El Divino saw clearer.");

    const missed = match("3-2", { winner: "Grok", by: "tiebreak" }, [prediction("ChatGPT", "0-0", 0, 23_800), prediction("Grok", "1-3", 0, 24_100)]);
    const drawn = texts(matchCardSvg(missed));
    expect(drawn).toContain("Final 3-2 · O Eterno sees the future once more!");
    expect(drawn).toContain("Neither oracle saw 3-2 coming: both scored 0, so the tiebreak decided.");
    expect(drawn).toContain("O Eterno gave 3-2 a 2.41% chance, El Divino 2.38%: O Eterno saw clearer.");
    expect(drawn.join(" ")).toContain(duelVerdict(missed, missed.predictions)!.reason);
  });

  it("names no winner on a tie", () => {
    const tie = match("1-1", { winner: "void", by: null }, [prediction("ChatGPT", "0-0", 5, 120_000), prediction("Grok", "2-2", 5, 120_000)]);
    const drawn = texts(matchCardSvg(tie));
    expect(drawn).toContain("Final 1-1 · It's a tie");
    expect(drawn.some((t) => t.includes("sees the future"))).toBe(false);
  });

  it("draws every word in the link's language, and English as it always was", () => {
    const level = match("2-2", { winner: "ChatGPT", by: "tiebreak" }, [
      prediction("ChatGPT", "1-1", 5, 95_900),
      prediction("Grok", "0-0", 5, 95_800),
    ]);
    const german = texts(matchCardSvg(level, "de"));
    expect(german).toEqual(
      expect.arrayContaining([
        "Arsenal – Chelsea",
        "Endstand 2-2 · El Divino sieht wieder einmal die Zukunft!",
        "5 Pkt.",
        "wo Legenden auf Code treffen",
        "Nur Spielgeld · setz auf das Orakel, das klarer sieht",
      ]),
    );
    expect(german.join(" ")).toContain("El Divino lag näher dran.");
    expect(german.join(" ")).not.toMatch(/sees the future|saw clearer|Play money|pts|legends/);
    expect(matchCardSvg(level, "en")).toBe(matchCardSvg(level));
    const upcoming = { ...level, status: "upcoming" as const, actualScore: null };
    expect(texts(matchCardSvg(upcoming, "pt-BR"))).toEqual(
      expect.arrayContaining(["Arsenal x Chelsea", "Premier League · profecias seladas", "40% de certeza"]),
    );
    expect(texts(matchCardSvg(upcoming))).toEqual(expect.arrayContaining(["Arsenal vs Chelsea", "Premier League · prophecies sealed", "40% sure"]));
  });
});

describe("playerCardSvg", () => {
  it("writes the figures in the card's language, with the title it is given", () => {
    const card = { username: "ana", title: "Erster Sieg!", streak: 3, xp: 1_250 };
    expect(texts(playerCardSvg(card, "de"))).toEqual(expect.arrayContaining(["Erster Sieg!", "ana", "Siegesserie 3 · XP 1.250"]));
    expect(texts(playerCardSvg({ ...card, title: "First Victory!" }))).toContain("Win streak 3 · XP 1250");
  });
});
