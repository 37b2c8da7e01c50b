import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { areas, SRC } from "./catalogue-folders";
import { LOCALES } from "./locales";

// docs/glossary/<language>.md fixes each football term's one translation: a message whose English
// uses a term must not write it any of the ways the glossary's "Never" column lists.

interface Term {
  english: string;
  translation: string;
  never: string[];
}

function glossary(locale: string): Term[] {
  const text = readFileSync(path.join(SRC, "..", "docs", "glossary", `${locale}.md`), "utf8");
  return text
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| ---") && !line.startsWith("| English"))
    .map((line) => {
      const [english = "", translation = "", never = ""] = line
        .split("|")
        .slice(1)
        .map((cell) => cell.trim());
      return { english, translation, never: never ? never.split(",").map((word) => word.trim()) : [] };
    });
}

const mentions = (text: string, term: string) => new RegExp(`\\b${term.replace(/[-\s]/g, "[-\\s]?")}s?\\b`, "i").test(text);
/**
 * A "Never" word as a whole word, in the case the glossary writes it, its first letter either way when
 * written lower-case (a sentence may start with it): German nouns are capitalised, so "Match" is the
 * noun and an API field "match" is not.
 */
function neverWord(word: string): RegExp {
  const first = word.charAt(0);
  const start = first === first.toLowerCase() ? `[${first}${first.toUpperCase()}]` : first;
  return new RegExp(`(^|[^\\p{L}])${start}${word.slice(1)}([^\\p{L}]|$)`, "u");
}

const read = (area: string, locale: string) => JSON.parse(readFileSync(path.join(SRC, area, `${locale}.json`), "utf8")) as Record<string, string>;

describe.each(LOCALES.filter((locale) => locale !== "en"))("the %s glossary", (locale) => {
  const terms = glossary(locale);

  it("has the game's terms, each with a translation", () => {
    expect(terms.length).toBeGreaterThan(10);
    for (const term of terms) expect(term.translation, term.english).not.toBe("");
  });

  it("is kept by every catalogue: no term translated a way it rules out", () => {
    const strays: string[] = [];
    for (const area of areas) {
      const english = read(area, "en");
      const translated = read(area, locale);
      for (const [id, source] of Object.entries(english))
        for (const term of terms)
          if (mentions(source, term.english))
            for (const word of term.never)
              if (neverWord(word).test(translated[id] ?? "")) strays.push(`${area}:${id} writes "${word}" for "${term.english}"`);
    }
    expect(strays).toEqual([]);
  });
});
