import { describe, expect, it, vi } from "vitest";
import { resultCardModel } from "./card-model";
import { fitText, paintCard, withTimeout, type CardContext } from "./render-card-png";

interface Drawn {
  text: string;
  x: number;
  y: number;
  font: string;
}

/** A stand-in 2D context: records fillText calls; text is as wide as 0.5 × font size per character. */
function fakeContext() {
  const drawn: Drawn[] = [];
  const fills: { style: unknown; rect: number[] }[] = [];
  const state: Record<string, unknown> = { font: "400 10px sans-serif" };
  const size = () => Number(/(\d+)px/.exec(String(state.font))?.[1] ?? 10);
  const gradient = { addColorStop: () => undefined };
  const ctx = new Proxy(state, {
    get(target, prop: string) {
      if (prop in target) return target[prop];
      if (prop === "measureText") return (text: string) => ({ width: Array.from(text).length * size() * 0.5 });
      if (prop === "fillText") return (text: string, x: number, y: number) => drawn.push({ text, x, y, font: String(state.font) });
      if (prop === "fillRect") return (...rect: number[]) => fills.push({ style: state.fillStyle, rect });
      if (prop === "createLinearGradient" || prop === "createRadialGradient") return () => gradient;
      return () => undefined;
    },
    set(target, prop: string, value) {
      target[prop] = value;
      return true;
    },
  }) as unknown as CardContext;
  return { ctx, drawn, fills };
}

const achievement = { type: "credits" as const, value: 10_000, username: "ana_prophet", stats: { streak: 3, credits: 10_000, xp: 4 } };
const match = { id: 9, homeTeam: "Arsenal", awayTeam: "Chelsea", leagueName: "Premier League", actualScore: "2-1" };
const predictions = [
  { aiName: "ChatGPT" as const, predictedScore: "2-1", points: 10 },
  { aiName: "Grok" as const, predictedScore: "0-0", points: 0 },
];

describe("paintCard", () => {
  it("starts with the black background over the whole 1200×630 card", () => {
    const { ctx, fills } = fakeContext();
    paintCard(ctx, { type: "achievement", input: achievement });
    expect(fills[0]).toEqual({ style: "#000000", rect: [0, 0, 1200, 630] });
  });

  it("draws the achievement card: product, title, username, stats and tagline", () => {
    const { ctx, drawn } = fakeContext();
    paintCard(ctx, { type: "achievement", input: achievement });
    const texts = drawn.map((d) => d.text);
    expect(texts).toEqual(
      expect.arrayContaining(["THE PROPHECY LEAGUE", "10K Credits Earned!", "ana_prophet", "STREAK", "3", "CREDITS", "₡10,000", "XP", "4"]),
    );
    expect(texts.some((t) => t.startsWith("Where legends meet code"))).toBe(true);
    for (const d of drawn) {
      expect(d.x).toBeGreaterThanOrEqual(0);
      expect(d.x).toBeLessThanOrEqual(1200);
      expect(d.y).toBeGreaterThan(0);
      expect(d.y).toBeLessThan(630);
    }
  });

  it("draws the result card: teams, score, predictions, points, winner line and the bet", () => {
    const model = resultCardModel(match, predictions, { aiSelected: "Grok", stake: 500, payout: 0, outcome: "lost" })!;
    const { ctx, drawn } = fakeContext();
    paintCard(ctx, { type: "result", model });
    const texts = drawn.map((d) => d.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        "Arsenal",
        "2-1",
        "Chelsea",
        "El Divino",
        "O Eterno",
        "0-0",
        "10 pts",
        "0 pts",
        "WINNER",
        "El Divino sees the future once more!",
        "You backed O Eterno · Lost ₡500",
      ]),
    );
  });

  it("leaves out the bet line and the winner mark when there is no bet and a tie", () => {
    const tied = predictions.map((p) => ({ ...p, points: 3 }));
    const { ctx, drawn } = fakeContext();
    paintCard(ctx, { type: "result", model: resultCardModel(match, tied)! });
    const texts = drawn.map((d) => d.text);
    expect(texts).toContain("It's a tie! Both oracles scored 3 points");
    expect(texts).not.toContain("WINNER");
    expect(texts.some((t) => t.startsWith("You backed"))).toBe(false);
  });
});

describe("fitText", () => {
  it("shrinks and then cuts long text to the width", () => {
    const { ctx } = fakeContext();
    expect(fitText(ctx, "Short", { size: 40, color: "#fff", maxWidth: 400 })).toBe("Short");
    expect(ctx.font).toContain("40px");
    // 30 characters at 40px is 600 wide: 26px (390) fits 400.
    expect(fitText(ctx, "x".repeat(30), { size: 40, minSize: 20, color: "#fff", maxWidth: 400 })).toBe("x".repeat(30));
    expect(ctx.font).toContain("26px");
    const cut = fitText(ctx, "Borussia Mönchengladbach Reserves United", { size: 40, minSize: 30, color: "#fff", maxWidth: 300 });
    expect(cut.endsWith("…")).toBe(true);
    expect(ctx.measureText(cut).width).toBeLessThanOrEqual(300);
  });
});

describe("withTimeout", () => {
  it("rejects after the timeout (SPEC §9: 15000 ms) and passes results through in time", async () => {
    vi.useFakeTimers();
    try {
      const slow = withTimeout(new Promise<never>(() => undefined), 15_000);
      const assertion = expect(slow).rejects.toThrow("timed out after 15000 ms");
      await vi.advanceTimersByTimeAsync(15_000);
      await assertion;
      await expect(withTimeout(Promise.resolve("png"), 15_000)).resolves.toBe("png");
    } finally {
      vi.useRealTimers();
    }
  });
});
