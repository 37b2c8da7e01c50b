import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { recognise, translateReply } from "./reply-messages";

// Every refusal the code can send is one the API catalogue holds, so it reaches a German or Brazilian
// player in their language; and a recognised message is written again with its parts in place.

const src = path.resolve(import.meta.dirname, "../../..");

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourcesUnder(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** A message as the code writes it, with each ${…} given a sample value (an English plural's "s" or "es" kept). */
const sample = (literal: string) => literal.replace(/\$\{[^}]*=== 1 \? "" : "(e?s)"\}/g, "$1").replace(/\$\{[^}]*\}/g, "7");

/** The messages the server's code refuses with, and the ones its schemas write for people. */
function messagesInCode(): string[] {
  const found = new Set<string>();
  // Refusals written where they are thrown or sent, and the ones kept in a constant of their own.
  const refusals =
    /(?:badRequest|conflict|forbidden|notFound|unauthorized|unavailable)\(\s*(["`])((?:(?!\1).)+?)\1|new HttpError\(\s*\d+,\s*(["`])((?:(?!\3).)+?)\3|message:\s*(["`])((?:(?!\5).)+?)\5|const [A-Z_]+ =\s*(["`])([A-Z][^"`\n]*\s[^"`\n]*)\7/gs;
  for (const file of sourcesUnder(path.join(src, "server"))) {
    for (const match of readFileSync(file, "utf8").matchAll(refusals)) found.add(match[2] ?? match[4] ?? match[6] ?? match[8]!);
  }
  for (const file of sourcesUnder(path.join(src, "shared", "api"))) {
    for (const match of readFileSync(file, "utf8").matchAll(/(["`])([A-Z][^"`\n]*\s[^"`\n]*)\1/g)) found.add(match[2]!);
  }
  return [...found].map(sample);
}

/** What the code says for its operators and its own tests, never to a player. */
const NOT_FOR_PLAYERS = [
  /^Ask for </,
  /^URLs and query keys/,
  /^Send the metrics token/,
  /is not a score like/,
  /^Just finished$/,
  /^The log holds /,
  /^no competition$/,
  /^Unexpected error \(details in the server log\)$/,
  /^Usage: npm run admin/,
  /^You write short football/,
  // linkToken's template: its two links are checked by name below.
  /^The 7 link /,
];

describe("replies in the reader's language", () => {
  it("hold every refusal the code sends", () => {
    const missing = messagesInCode().filter((message) => !NOT_FOR_PLAYERS.some((skip) => skip.test(message)) && !recognise(message));
    expect(missing).toEqual([]);
    for (const link of ["confirmation", "reset"])
      for (const message of [`The ${link} link is incomplete`, `The ${link} link is incomplete or broken`])
        expect(recognise(message), message).not.toBeNull();
  });

  it("write a schema's own words inside a refusal in the language too, so no sentence goes out half in English", () => {
    expect(translateReply("Invalid code: code must be text", "de")).toBe("Ungültiges Feld code: code muss Text sein");
    expect(translateReply("Invalid publicCard: publicCard must be true or false", "pt-BR")).toBe(
      "publicCard inválido: publicCard precisa ser true ou false",
    );
    // Every message a schema writes for a field (lower case, named by the field) is held by the catalogue.
    const fieldMessages = new Set<string>();
    for (const file of sourcesUnder(path.join(src, "shared")))
      for (const match of readFileSync(file, "utf8").matchAll(/error: (["`])([a-z][^"`\n]*)\1/g)) fieldMessages.add(sample(match[2]!));
    expect(fieldMessages.size).toBeGreaterThan(20);
    expect([...fieldMessages].filter((message) => !recognise(message))).toEqual([]);
    for (const message of fieldMessages) expect(translateReply(`Invalid x: ${message}`, "de"), message).not.toContain(" must ");
  });

  it("write a message again with its parts in place, counts and credits as the language writes them", () => {
    expect(translateReply("The most you can stake on one match is ₡10,000", "de")).toBe("Du kannst auf ein Spiel höchstens ₡10.000 setzen");
    expect(translateReply("Too many requests: try again in 12 s", "pt-BR")).toBe("Muitas requisições: tente de novo em 12 s");
    expect(translateReply("Too many reset links were asked for this address. Try again in 1 minute.", "es")).toBe(
      "Se han pedido demasiados enlaces de restablecimiento para esta dirección. Inténtalo de nuevo en 1 minuto.",
    );
    expect(translateReply("Too many accounts from your network have used this code today. Try again in 2 hours.", "de")).toBe(
      "Zu viele Konten aus deinem Netzwerk haben diesen Code heute benutzt. Versuche es in 2 Stunden erneut.",
    );
    // A reply that says what it did, one or several.
    expect(translateReply("1 new match added with fresh prophecies", "de")).toBe("1 neues Spiel mit frischen Prophezeiungen hinzugefügt");
    expect(translateReply("10 new matches added with fresh prophecies", "pt-BR")).toBe("10 jogos novos adicionados com profecias fresquinhas");
    // The most specific message wins: "Match not found" is not the start of the picks' longer one.
    expect(translateReply("Match not found: 4, 9. Nothing was saved", "pt-BR")).toBe("Jogo não encontrado: 4, 9. Nada foi salvo");
    expect(translateReply("Match not found", "pt-BR")).toBe("Jogo não encontrado");
    // English goes out as it is; a message the catalogue does not hold too.
    expect(translateReply("The most you can stake on one match is ₡10,000", "en")).toBe("The most you can stake on one match is ₡10,000");
    expect(translateReply("Something new", "de")).toBe("Something new");
  });
});
