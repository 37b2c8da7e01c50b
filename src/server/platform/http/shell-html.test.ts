import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inLocale, manifestIn } from "./shell-html";

const shell = readFileSync(path.resolve(import.meta.dirname, "../../../client/index.html"), "utf8");
const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../client/public/manifest.webmanifest"), "utf8")) as Record<
  string,
  unknown
>;

describe("the page around the app in each language", () => {
  it("leaves English as index.html has it", () => {
    expect(inLocale(shell, "en")).toBe(shell);
  });

  it("writes the description, the loading line and the manifest link in the page's language", () => {
    const german = inLocale(shell, "de");
    expect(german).toContain('<html lang="de"');
    expect(german).toContain(
      'content="The Prophecy League: Zwei KI-Orakel tippen Fußballergebnisse. Setz mit Spielgeld auf das Orakel, das klarer sieht."',
    );
    expect(german).toContain(">Wird geladen...</span>");
    expect(german).toContain('<link rel="manifest" href="/manifest.de.webmanifest" />');
    expect(german).not.toMatch(/Loading\.\.\.|two AI oracles|href="\/manifest\.webmanifest"/);
    // Only those: the rest of the page is the same bytes.
    const strip = (html: string) => html.replace(/<html[^>]*>|content="[^"]*"|<span[^>]*>[^<]*<\/span\s*>|href="\/manifest[^"]*"/g, "");
    expect(strip(german)).toBe(strip(shell));
    expect(inLocale(shell, "pt-BR")).toContain(">Carregando...</span>");
  });

  it("gives the installed app the language's description and lang, and keeps the rest", () => {
    expect(manifestIn(manifest, "es")).toEqual({
      ...manifest,
      lang: "es",
      description: "Dos oráculos de IA pronostican resultados de fútbol. Apuesta por el oráculo que ve más claro.",
    });
  });
});
