import { describe, expect, it } from "vitest";
import { isLocale, localeOfTag, negotiateLocale } from "./locales";

describe("the game's languages", () => {
  it("reads a tag as its own language or its language's", () => {
    expect(localeOfTag("pt-BR")).toBe("pt-BR");
    expect(localeOfTag("pt-PT")).toBe("pt-BR");
    expect(localeOfTag("es-AR")).toBe("es");
    expect(localeOfTag("DE-at")).toBe("de");
    expect(localeOfTag("en-US")).toBe("en");
    expect(localeOfTag("fr-FR")).toBeUndefined();
  });

  it("follows Accept-Language by weight, then by order, and asks for nothing on a header of other languages", () => {
    expect(negotiateLocale("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(negotiateLocale("fr-FR,fr;q=0.9,pt-BR;q=0.8,en;q=0.7")).toBe("pt-BR");
    expect(negotiateLocale("en;q=0.5, es-MX")).toBe("es");
    expect(negotiateLocale("fr, it;q=0.5, *;q=0.1")).toBeUndefined();
    expect(negotiateLocale(undefined)).toBeUndefined();
    expect(negotiateLocale("de;q=0, en")).toBe("en");
  });

  it("skips malformed parts instead of failing", () => {
    expect(negotiateLocale(";;;,q=,de;q=abc,es;q=0.3")).toBe("es");
    expect(negotiateLocale("x".repeat(100_000))).toBeUndefined();
    expect(isLocale("pt-BR")).toBe(true);
    expect(isLocale("pt")).toBe(false);
  });
});
