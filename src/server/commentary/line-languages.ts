import { z } from "zod";
import type { CommentaryMessage, WsServerMessage } from "../../shared/api/live";
import { isTranslatedLocale, TRANSLATED_LOCALES, type Locale, type TranslatedLocale } from "../../shared/i18n/locales";

// A commentary line goes out in each subscriber's language (docs/decisions.md#languages). Lines are
// written in every language when recorded (commentary.translations); the message the hub hands around
// stays the English one the wire contract declares, its other languages kept beside it here, and each
// socket is sent the copy in its own language: made once per line and language, so a thousand German
// viewers cost one German copy and one serialization of it (live.routes.ts), not a thousand.

export type LineTranslations = Partial<Record<TranslatedLocale, string>>;

const translationsOf = new WeakMap<CommentaryMessage, LineTranslations>();
const copies = new WeakMap<CommentaryMessage, Map<TranslatedLocale, CommentaryMessage>>();

/** Keeps a line's other languages beside it (none for a line older than them: its readers get the English). */
export function withTranslations(message: CommentaryMessage, translations: LineTranslations | null | undefined): CommentaryMessage {
  if (translations && Object.keys(translations).length > 0) translationsOf.set(message, translations);
  return message;
}

/** A line's other languages, for the NOTIFY that carries it to every instance. */
export function lineTranslations(message: CommentaryMessage): LineTranslations | undefined {
  return translationsOf.get(message);
}

/** What a NOTIFY payload says of its line's other languages: any that is not text is left out. */
export function readTranslations(payload: unknown): LineTranslations | undefined {
  const carried = z.object({ translations: z.record(z.string(), z.unknown()) }).safeParse(payload).data?.translations;
  if (!carried) return undefined;
  const translations: LineTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const text = carried[locale];
    if (typeof text === "string" && text.trim() !== "") translations[locale] = text;
  }
  return translations;
}

/** `message` as a subscriber reading `locale` is sent it: a commentary line in their language where it has one. */
export function inLanguage<M extends WsServerMessage>(message: M, locale: Locale): M {
  if (message.type !== "commentary" || !isTranslatedLocale(locale)) return message;
  const line: CommentaryMessage = message;
  const text = translationsOf.get(line)?.[locale];
  if (text === undefined) return message;
  let byLocale = copies.get(line);
  if (!byLocale) copies.set(line, (byLocale = new Map<TranslatedLocale, CommentaryMessage>()));
  let copy = byLocale.get(locale);
  if (!copy) byLocale.set(locale, (copy = { ...line, message: text }));
  return copy as M;
}
