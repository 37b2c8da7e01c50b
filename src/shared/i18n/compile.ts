import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import type { Catalogue } from "./catalogue";

/**
 * Compiles every message still written as text into Lingui's tokens; throws on invalid ICU, naming the
 * message. Never in the browser's bundle (the parser is 7 KB gzipped): the build compiles the client's
 * catalogues (scripts/catalogues-plugin.ts), and the server registers this for what it loads raw.
 */
export function compileCatalogue(catalogue: Catalogue, where = "a catalogue"): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [id, message] of Object.entries(catalogue)) {
    try {
      compiled[id] = typeof message === "string" ? compileMessageOrThrow(message) : message;
    } catch (err) {
      throw new Error(`${where}: message "${id}" is not valid ICU: ${(err as Error).message}`, { cause: err });
    }
  }
  return compiled;
}
