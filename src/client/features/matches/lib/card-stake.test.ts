import { describe, expect, it } from "vitest";
import { translatorFor } from "@shared/i18n/catalogue";
import { matchesArea } from "../messages";
import { betStanding, cardStakeLine } from "./card-stake";

const t = translatorFor<(typeof matchesArea.ids)[number]>("en", matchesArea.name);

describe("cardStakeLine", () => {
  it("names the oracle and the stake, and while live how the bet stands", () => {
    expect(cardStakeLine({ aiSelected: "Grok", stake: 2500 }, null, t, "en")).toBe("You backed O Eterno · ₡2,500");
    expect(cardStakeLine({ aiSelected: "Grok", stake: 2500 }, "winning", t, "en")).toBe("You backed O Eterno · ₡2,500 · winning");
    expect(cardStakeLine({ aiSelected: "ChatGPT", stake: 100 }, "would be refunded", t, "en")).toBe(
      "You backed El Divino · ₡100 · would be refunded",
    );
  });
});

describe("betStanding", () => {
  it("is winning when the backed oracle leads the duel, losing when the other does, a refund on a tie", () => {
    expect(betStanding("Grok", "Grok")).toBe("winning");
    expect(betStanding("ChatGPT", "Grok")).toBe("losing");
    expect(betStanding("void", "Grok")).toBe("would be refunded");
  });
});
