import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { loadArea, registerCompiler, translatorFor } from "./catalogue";
import { compileCatalogue } from "./compile";
import { withPluralZero } from "./plural-zero";

// Zero takes the plural's words in Brazilian Portuguese, where CLDR's rule gives it the singular's (plural-zero.ts).
describe("a plural's zero", () => {
  // Raw catalogues, compiled as the server compiles its own.
  registerCompiler(compileCatalogue);
  const points = "{count, plural, one {# ponto} other {# pontos}}";
  loadArea("pt-BR", "pluralZeroTest", {
    points,
    nested: "{side, select, home {{count, plural, one {# gol} other {# gols}} em casa} other {fora}}",
    own: "{count, plural, =0 {nenhum ponto} one {# ponto} other {# pontos}}",
  });
  loadArea("en", "pluralZeroTest", { points: "{count, plural, one {# point} other {# points}}" });
  const pt = translatorFor<"points" | "nested" | "own">("pt-BR", "pluralZeroTest");

  it("reads the plural in pt-BR, nested in a select too, and the singular for one", () => {
    expect([0, 1, 2].map((count) => pt("points", { count }))).toEqual(["0 pontos", "1 ponto", "2 pontos"]);
    expect(pt("nested", { side: "home", count: 0 })).toBe("0 gols em casa");
  });

  it("keeps a message's own zero, and leaves other languages to their rules", () => {
    expect(pt("own", { count: 0 })).toBe("nenhum ponto");
    expect(translatorFor<"points">("en", "pluralZeroTest")("points", { count: 0 })).toBe("0 points");
    const compiled = compileMessageOrThrow(points);
    expect(withPluralZero("de", compiled)).toBe(compiled);
  });
});
