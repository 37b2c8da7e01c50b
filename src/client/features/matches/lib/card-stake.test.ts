import { describe, expect, it } from "vitest";
import { betStanding, cardStakeLine } from "./card-stake";

describe("cardStakeLine", () => {
  it("names the oracle and the stake, and while live how the bet stands", () => {
    expect(cardStakeLine({ aiSelected: "Grok", stake: 2500 }, null)).toBe("You backed O Eterno · ₡2,500");
    expect(cardStakeLine({ aiSelected: "Grok", stake: 2500 }, "winning")).toBe("You backed O Eterno · ₡2,500 · winning");
    expect(cardStakeLine({ aiSelected: "ChatGPT", stake: 100 }, "would be refunded")).toBe("You backed El Divino · ₡100 · would be refunded");
  });
});

describe("betStanding", () => {
  it("is winning when the backed oracle leads the duel, losing when the other does, a refund on a tie", () => {
    expect(betStanding("Grok", "Grok")).toBe("winning");
    expect(betStanding("ChatGPT", "Grok")).toBe("losing");
    expect(betStanding("void", "Grok")).toBe("would be refunded");
  });
});
