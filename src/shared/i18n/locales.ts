// The game's languages (docs/decisions.md#languages): English is the source, with the product's fixed texts word
// for word; the others translate it. A tag here is what <html lang>, the `lang` cookie, the account's
// column and a share link's `lang` carry.

export const LOCALES = ["en", "pt-BR", "es", "de"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in its own words, as the switch lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  "pt-BR": "Português (Brasil)",
  es: "Español",
  de: "Deutsch",
};

/** The cookie that keeps a visitor's choice, read by the server for its pages, replies and the landing it sends. */
export const LOCALE_COOKIE = "lang";

/** The query parameter a shared link carries its sharer's language in (`?lang=de`); anything not a locale is ignored. */
export const SHARED_LINK_LANG = "lang";

/**
 * The cookie that keeps a followed link's language for the rest of the browser's session (no expiry), so
 * the sign-in page, the replies and a new account go on in it; never the visitor's choice (`lang`).
 */
export const LINK_LOCALE_COOKIE = "link_lang";

/** The languages besides English: what an oracle's words and a commentary line are stored in beside the English. */
export type TranslatedLocale = Exclude<Locale, "en">;
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE);
export const isTranslatedLocale = (locale: Locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE;

/** What `write` gives in each language besides English, by language. */
export function inOtherLanguages<T>(write: (locale: TranslatedLocale) => T): Record<TranslatedLocale, T> {
  const written = {} as Record<TranslatedLocale, T>;
  for (const locale of TRANSLATED_LOCALES) written[locale] = write(locale);
  return written;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** An account's language as stored (users.locale): null, or anything unknown, is English. */
export const accountLocale = (stored: unknown): Locale => (isLocale(stored) ? stored : DEFAULT_LOCALE);

/** The game's language for a BCP 47 tag: its own, or the one of its language ("pt-PT" reads pt-BR, "es-AR" es). */
export function localeOfTag(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split("-")[0];
  return LOCALES.find((locale) => locale.toLowerCase().split("-")[0] === language);
}

/**
 * The first of the game's languages an Accept-Language header asks for, by its weights (RFC 9110
 * §12.5.4); undefined when it asks for none of them. A malformed part is skipped, never an error.
 */
export function negotiateLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const asked = header
    .slice(0, 1_000)
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.split(";");
      // A weight that is not a number makes the part malformed: NaN, skipped below.
      const q = params.find((p) => /^\s*q=/i.test(p));
      return { tag: tag.trim(), weight: q === undefined ? 1 : /^\s*q=([01](\.\d{0,3})?)\s*$/i.test(q) ? Number(q.split("=")[1]) : NaN, order };
    })
    .filter(({ tag, weight }) => tag !== "" && tag !== "*" && Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of asked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** The installed app's web manifest in `locale`: the English one as it always was, the build writes the others. */
export function manifestPath(locale: Locale): string {
  return locale === "en" ? "/manifest.webmanifest" : `/manifest.${locale}.webmanifest`;
}
