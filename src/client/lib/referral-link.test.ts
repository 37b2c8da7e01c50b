import { describe, expect, it } from "vitest";
import { setServerOrigin } from "./origin";
import { referralLink } from "./referral-link";

describe("referralLink", () => {
  setServerOrigin("https://league.example");

  it("is the origin with the code, as it always was, in English", () => {
    expect(referralLink("PROPHET-ABC123")).toBe("https://league.example/?ref=PROPHET-ABC123");
    expect(referralLink("PROPHET-ABC123", "en")).toBe("https://league.example/?ref=PROPHET-ABC123");
  });

  it("carries the sharer's language otherwise, so the friend's landing comes in it", () => {
    expect(referralLink("PROPHET-ABC123", "de")).toBe("https://league.example/?ref=PROPHET-ABC123&lang=de");
    expect(referralLink("PROPHET-ABC123", "pt-BR")).toBe("https://league.example/?ref=PROPHET-ABC123&lang=pt-BR");
  });
});
