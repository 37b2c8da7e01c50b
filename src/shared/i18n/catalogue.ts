import { setupI18n, type I18n } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { LOCALES, type Locale } from "./locales";
import { withPluralZero } from "./plural-zero";

// Message catalogues (docs/decisions.md#languages): ICU messages by id, one JSON file per area and
// language, English the source. Lingui formats them; its compiler (compile.ts) turns each message into
// the tokens Lingui's runtime interprets, at build time for the browser (scripts/catalogues-plugin.ts),
// so the browser never downloads a parser, and on the server, which registers it (registerCompiler).

/** A catalogue as written: id to ICU message. */
export type RawCatalogue = Record<string, string>;
/** A catalogue compiled: id to Lingui's tokens (compile.ts compiles a raw one). */
export type Catalogue = Record<string, CompiledMessage | string>;
/** The values a message's placeholders take. */
export type MessageValues = Record<string, unknown>;
/** Formats one message of an area: its id is checked against the area's English catalogue at build time. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

type Compiler = (catalogue: Catalogue, where: string) => Record<string, CompiledMessage>;
let compiler: Compiler | undefined;
/** Catalogues loaded raw before a compiler was registered, compiled when one is. */
const waiting: Array<[Locale, string, Catalogue]> = [];

/** Lets catalogues that were not compiled at build time (the server's, and any loaded by tsx or a test) be loaded. */
export function registerCompiler(compile: Compiler): void {
  compiler = compile;
  for (const [locale, area, catalogue] of waiting.splice(0)) loadArea(locale, area, catalogue);
}

/** One Lingui instance per language, holding every area loaded for it under "area.id". */
const instances = new Map<Locale, I18n>();

function instanceFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) instances.set(locale, (i18n = setupI18n({ locale, messages: { [locale]: {} } })));
  return i18n;
}

const loaded = new Set<string>();

/** Makes an area's catalogue in `locale` available to translatorFor (once: a second load is skipped). */
export function loadArea(locale: Locale, area: string, catalogue: Catalogue): void {
  const key = `${locale} ${area}`;
  if (loaded.has(key)) return;
  const raw = Object.values(catalogue).some((message) => typeof message === "string");
  if (raw && !compiler) {
    waiting.push([locale, area, catalogue]);
    return;
  }
  const compiled = raw ? compiler!(catalogue, `${area} (${locale})`) : (catalogue as Record<string, CompiledMessage>);
  const prefixed: Record<string, CompiledMessage> = {};
  for (const [id, message] of Object.entries(compiled)) prefixed[`${area}.${id}`] = withPluralZero(locale, message);
  instanceFor(locale).load(locale, prefixed);
  loaded.add(key);
}

/** The area's messages in `locale`; an id missing there (never, by the catalogue tests) reads the English. */
export function translatorFor<Id extends string>(locale: Locale, area: string): Translate<Id> {
  const i18n = instanceFor(locale);
  const english = instanceFor("en");
  return (id, values) => {
    const key = `${area}.${id}`;
    return key in i18n.messages ? i18n._(key, values) : english._(key, values);
  };
}

/**
 * An area whose every language the server holds at once (its API replies, notifications, e-mails): all
 * four catalogues loaded as the module loads, and its messages in whichever language a reader needs.
 */
export function defineServerArea<Id extends string>(
  area: string,
  catalogues: Record<Locale, Record<Id, unknown>>,
): (locale: Locale) => Translate<Id> {
  for (const locale of LOCALES) loadArea(locale, area, catalogues[locale] as Catalogue);
  return (locale) => translatorFor<Id>(locale, area);
}
