import type { Plugin } from "vite";
import type { Catalogue } from "../src/shared/i18n/catalogue.ts";
import { compileCatalogue } from "../src/shared/i18n/compile.ts";

/** A message catalogue: src/…/messages/<language>.json (docs/decisions.md#languages). */
const CATALOGUE = /[\\/]messages[\\/](?:[^\\/]+[\\/])*[A-Za-z-]+\.json$/;

/**
 * Compiles each message catalogue the client imports into Lingui's tokens as it is bundled, so the
 * browser gets no ICU parser (7 KB gzipped) and formats at once; the result is still JSON, which Vite's
 * own JSON step then turns into a module. Invalid ICU fails the build, naming the message.
 */
export function compileCatalogues(): Plugin {
  return {
    name: "prophecy-compile-catalogues",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (!CATALOGUE.test(file)) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code) as Catalogue, file)), map: null };
    },
  };
}
