import { describe, expect, it, vi } from "vitest";
import { resultCardModel } from "./card-model";
import { fakeContext } from "./fake-card-context";
import { fitText, paintCard, withTimeout } from "./render-card-png";

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

  it("breaks a long tiebreak line in two at its sentence end, between the winner line and the bet", () => {
    const missed = [
      { ...predictions[0]!, predictedScore: "0-0", points: 0, finalScoreChance: 24_100 },
      { ...predictions[1]!, predictedScore: "1-3", points: 0, finalScoreChance: 23_800 },
    ];
    const model = resultCardModel({ ...match, actualScore: "3-2", duel: { winner: "ChatGPT", by: "tiebreak" } }, missed, {
      aiSelected: "ChatGPT",
      stake: 500,
      payout: 900,
      outcome: "won",
    })!;
    const { ctx, drawn } = fakeContext();
    paintCard(ctx, { type: "result", model });
    const at = (text: string) => drawn.find((d) => d.text === text)!;
    const first = at("Neither oracle saw 3-2 coming: both scored 0, so the tiebreak decided.");
    const second = at("El Divino gave 3-2 a 2.41% chance, O Eterno 2.38%: El Divino saw clearer.");
    const winnerLine = at("El Divino sees the future once more!");
    const bet = at("You backed El Divino · Won ₡900");
    expect(winnerLine.y).toBeLessThan(first.y);
    expect(first.y).toBeLessThan(second.y);
    expect(second.y).toBeLessThan(bet.y);
    expect(bet.y).toBeLessThan(580);
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

describe("league cards", () => {
  const lines = [
    { rank: 1, name: "ana_prophet", points: 30, exact: 2, you: false, prophet: true },
    { rank: null, name: "El Divino", points: 25, exact: 1, you: false, prophet: false },
    { rank: 2, name: "ben", points: 20, exact: 1, you: true, prophet: false },
  ];

  it("draws a league's table card: name, period and size, each line's rank, name, points and exact hits", () => {
    const { ctx, drawn } = fakeContext();
    paintCard(ctx, {
      type: "league",
      model: { leagueName: "Sunday Seers", periodLabel: "This Week", memberCount: 2, lines, yourRank: 2, leader: null },
    });
    const texts = drawn.map((d) => d.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        "LEAGUE TABLE",
        "Sunday Seers",
        "This Week · 2 members",
        "1",
        "ana_prophet",
        "30",
        "El Divino (guest)",
        "25",
        "2",
        "ben",
        "20",
      ]),
    );
    for (const d of drawn) expect(d.y).toBeLessThan(630);
  });

  it("draws the Prophet of the Week card: the title, the player, the league, the week's figures", () => {
    const { ctx, drawn } = fakeContext();
    paintCard(ctx, {
      type: "prophet",
      model: { username: "ana_prophet", leagueName: "Sunday Seers", weekLabel: "Week of Nov 16, 2026", points: 30, exact: 2 },
    });
    expect(drawn.map((d) => d.text)).toEqual(
      expect.arrayContaining([
        "WEEKLY BADGE",
        "Prophet of the Week",
        "ana_prophet",
        "LEAGUE",
        "Sunday Seers",
        "POINTS",
        "30",
        "EXACT",
        "2",
        "Week of Nov 16, 2026",
      ]),
    );
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
  it("rejects after the timeout (docs/rules.md#sharing: 15000 ms) and passes results through in time", async () => {
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
