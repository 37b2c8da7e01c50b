import { describe, expect, it } from "vitest";
import type { Prediction } from "@shared/api/matches";
import { cardDescription, drawableCard, resultCardBet, resultCardModel } from "./card-model";

const match = { id: 9, homeTeam: "Arsenal", awayTeam: "Chelsea", leagueName: "Premier League", actualScore: "2-1" };
type P = Pick<Prediction, "aiName" | "predictedScore" | "points">;
const chatgpt = (points: number | null, predictedScore = "2-1"): P => ({ aiName: "ChatGPT", predictedScore, points });
const grok = (points: number | null, predictedScore = "1-1"): P => ({ aiName: "Grok", predictedScore, points });

describe("resultCardModel", () => {
  it("is null unless both the ChatGPT and the Grok predictions exist (docs/rules.md#sharing)", () => {
    expect(resultCardModel(match, [])).toBeNull();
    expect(resultCardModel(match, [chatgpt(10)])).toBeNull();
    expect(resultCardModel(match, [grok(5)])).toBeNull();
    expect(resultCardModel(match, [grok(5), grok(3)])).toBeNull();
  });

  it("puts El Divino first and names the oracle with more points", () => {
    const model = resultCardModel(match, [grok(0), chatgpt(10)])!;
    expect(model.oracles.map((o) => [o.name, o.predictedScore, o.points, o.winner])).toEqual([
      ["El Divino", "2-1", 10, true],
      ["O Eterno", "1-1", 0, false],
    ]);
    expect(model.tie).toBe(false);
    expect(model.displayedWinner).toBe("ChatGPT");
    expect(model.winnerLine).toBe("El Divino sees the future once more!");
    expect(model.actualScore).toBe("2-1");
    expect(model.bet).toBeNull();
  });

  it("says it's a tie on equal points (empty points count as 0), and marks no winner", () => {
    const model = resultCardModel(match, [chatgpt(null), grok(0)])!;
    expect(model.tie).toBe(true);
    expect(model.displayedWinner).toBe("Grok");
    expect(model.winnerLine).toBe("It's a tie! Both oracles scored 0 points");
    expect(model.oracles.every((o) => !o.winner)).toBe(true);
    expect(resultCardModel(match, [chatgpt(5), grok(5)])!.winnerLine).toBe("It's a tie! Both oracles scored 5 points");
  });

  it("names the duel's recorded winner on equal points, with the tiebreak's line", () => {
    const model = resultCardModel({ ...match, duel: { winner: "ChatGPT", by: "tiebreak" } }, [
      { ...chatgpt(3), finalScoreChance: 91_234 },
      { ...grok(3), finalScoreChance: 91_199 },
    ])!;
    expect(model.tie).toBe(false);
    expect(model.oracles.map((o) => o.winner)).toEqual([true, false]);
    expect(model.winnerLine).toBe("El Divino sees the future once more!");
    expect(model.reason).toBe("Both scored 3. El Divino gave 2-1 a 9.123% chance, O Eterno 9.120%: El Divino saw clearer.");
    expect(cardDescription({ type: "result", model })).toContain("El Divino saw clearer.");
  });

  it("keeps 'tie' for a duel that refunded every bet, with no extra line", () => {
    const model = resultCardModel({ ...match, duel: { winner: "void", by: null } }, [chatgpt(5), grok(5)])!;
    expect(model.tie).toBe(true);
    expect(model.reason).toBeNull();
    expect(model.winnerLine).toBe("It's a tie! Both oracles scored 5 points");
  });

  it("carries the player's bet outcome when given", () => {
    const model = resultCardModel(match, [chatgpt(10), grok(0)], { aiSelected: "ChatGPT", stake: 500, payout: 900, outcome: "won" })!;
    expect(model.bet).toMatchObject({ name: "El Divino", outcome: "won", amount: 900, line: "You backed El Divino · Won ₡900" });
  });
});

describe("resultCardBet", () => {
  it("describes each outcome", () => {
    expect(resultCardBet({ aiSelected: "Grok", stake: 500, payout: 0, outcome: "lost" })?.line).toBe("You backed O Eterno · Lost ₡500");
    expect(resultCardBet({ aiSelected: "Grok", stake: 500, payout: 500, outcome: "void" })?.line).toBe("You backed O Eterno · ₡500 refunded");
    expect(resultCardBet({ aiSelected: "Grok", stake: 1000, payout: null, outcome: null })).toMatchObject({ outcome: "pending", amount: 1800 });
    expect(resultCardBet({ aiSelected: "ChatGPT", stake: 1000, payout: null, outcome: "won" })?.amount).toBe(1800);
    expect(resultCardBet(null)).toBeNull();
  });
});

describe("drawableCard and cardDescription", () => {
  it("cannot draw a result card without its model", () => {
    expect(drawableCard({ type: "result", model: null })).toBeNull();
    const input = { type: "credits" as const, value: 10_000, username: "ana", stats: { streak: 0, credits: 10_000, xp: 0 } };
    expect(drawableCard({ type: "achievement", input })).toEqual({ type: "achievement", input });
  });

  it("describes the cards for screen readers", () => {
    const input = { type: "credits" as const, value: 10_000, username: "ana", stats: { streak: 2, credits: 10_000, xp: 3 } };
    expect(cardDescription({ type: "achievement", input })).toBe("Achievement card: 10K Credits Earned!, ana. Streak 2, credits ₡10,000, XP 3.");
    const model = resultCardModel(match, [chatgpt(10), grok(0)])!;
    expect(cardDescription({ type: "result", model })).toContain("Arsenal 2-1 Chelsea");
    expect(cardDescription({ type: "result", model })).toContain("El Divino sees the future once more!");
  });
});
