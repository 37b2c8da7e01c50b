import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cleanName, eachValid, MAX_NAME_LENGTH, optionalProviderName, providerLeagueId, providerName } from "./provider-schemas";

// The one name rule every provider's schemas apply (docs/rules.md#names-from-a-provider).

describe("cleanName", () => {
  it("drops NUL and control characters, reads line breaks and tabs as a space, and trims", () => {
    expect(cleanName("Bayern\u0000 München")).toBe("Bayern München");
    expect(cleanName("  RB\u0007 Leipzig\u001b[31m \u007f")).toBe("RB Leipzig[31m");
    expect(cleanName("Borussia\n\tDortmund\r\n")).toBe("Borussia Dortmund");
    expect(cleanName("\u0085Köln\u009f")).toBe("Köln");
    expect(cleanName("lone \ud800half")).toBe("lone half");
  });

  it("cuts a name to 100 characters without splitting one", () => {
    expect(cleanName("x".repeat(200_000))).toBe("x".repeat(MAX_NAME_LENGTH));
    const emoji = cleanName("⚽".repeat(150));
    expect(Array.from(emoji)).toHaveLength(MAX_NAME_LENGTH);
    expect(emoji).toBe("⚽".repeat(MAX_NAME_LENGTH));
    expect(cleanName(`${"a".repeat(99)} b`)).toBe("a".repeat(99));
  });

  it("keeps an ordinary name as it is", () => {
    for (const name of ["Brighton & Hove Albion FC", "1. FC Köln", "Atlético Madrid", "São Paulo FC", "O'Higgins"])
      expect(cleanName(name)).toBe(name);
  });
});

describe("providerName", () => {
  it("makes an item whose name is empty after cleaning invalid", () => {
    expect(providerName.safeParse("\u0000\u0001 ").success).toBe(false);
    expect(providerName.safeParse("").success).toBe(false);
    expect(providerName.parse(" Arsenal FC\u0000")).toBe("Arsenal FC");
  });

  it("reads an optional name that cleans to nothing as no name", () => {
    expect(optionalProviderName.parse("")).toBeNull();
    expect(optionalProviderName.parse("\u0000")).toBeNull();
    expect(optionalProviderName.parse(null)).toBeNull();
    expect(optionalProviderName.parse(undefined)).toBeNull();
    expect(optionalProviderName.parse("H.\u0000 Kane")).toBe("H. Kane");
  });
});

describe("eachValid", () => {
  it("leaves out a bad entry of a list inside an item and keeps the others", () => {
    const players = eachValid(z.object({ name: providerName }));
    expect(players.parse([{ name: "Saka" }, { name: 7 }, { name: "\u0000" }, { name: "Rice" }])).toEqual([{ name: "Saka" }, { name: "Rice" }]);
    expect(players.safeParse("not a list").success).toBe(false);
  });
});

describe("providerLeagueId", () => {
  it("refuses a league id its 32-bit column cannot hold, so the item is left out before any insert", () => {
    expect(providerLeagueId.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(providerLeagueId.safeParse(2 ** 31).success).toBe(false);
    expect(providerLeagueId.safeParse(-1).success).toBe(false);
  });
});
