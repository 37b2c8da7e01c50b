import { readFileSync } from "node:fs";
import path from "node:path";
import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { areas, SRC } from "./catalogue-folders";
import { LOCALES } from "./locales";
import { SAME_AS_ENGLISH } from "./same-as-english";

// Every catalogue folder under src/ (a folder holding en.json inside a messages/ path) against its
// English: the same ids, valid ICU, the same placeholders and marks, and no message left in English
// outside SAME_AS_ENGLISH.

const read = (area: string, locale: string) => JSON.parse(readFileSync(path.join(SRC, area, `${locale}.json`), "utf8")) as Record<string, string>;

/** The argument names a compiled message uses, and its <n> marks, sorted: what a translation must keep. */
function placeholders(message: CompiledMessage): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === "string") {
        for (const mark of token.matchAll(/<\/?(\d+)>/g)) names.add(mark[0]);
        continue;
      }
      const [name, , format] = token;
      names.add(`{${name}}`);
      if (format && typeof format === "object")
        for (const [key, choice] of Object.entries(format)) if (key !== "offset" && Array.isArray(choice)) walk(choice as CompiledMessage);
    }
  };
  walk(message);
  return [...names].sort();
}

describe("the message catalogues", () => {
  it("are found", () => {
    expect(areas.length).toBeGreaterThan(0);
  });

  describe.each(areas)("%s", (area) => {
    const english = read(area, "en");

    it.each(LOCALES.filter((locale) => locale !== "en"))("has every English id in %s, and no other", (locale) => {
      expect(Object.keys(read(area, locale)).sort()).toEqual(Object.keys(english).sort());
    });

    it.each(LOCALES)("is valid ICU in %s, with English's placeholders and marks", (locale) => {
      for (const [id, message] of Object.entries(read(area, locale))) {
        const compiled = compileMessageOrThrow(message);
        expect(placeholders(compiled), `${locale} ${id}`).toEqual(placeholders(compileMessageOrThrow(english[id] ?? "")));
      }
    });

    it.each(LOCALES.filter((locale) => locale !== "en"))("leaves nothing in English in %s outside the allow-list", (locale) => {
      const allowed = SAME_AS_ENGLISH[locale];
      const same = Object.entries(read(area, locale))
        .filter(([id, message]) => message === english[id] && !(`${area}:${id}` in allowed))
        .map(([id]) => id);
      expect(same).toEqual([]);
    });
  });

  it("allows only messages that exist", () => {
    for (const allowed of Object.values(SAME_AS_ENGLISH))
      for (const key of Object.keys(allowed)) {
        const [area = "", id = ""] = key.split(":");
        expect(areas, key).toContain(area);
        expect(Object.keys(read(area, "en")), key).toContain(id);
      }
  });
});
