import { loadArea, type Catalogue } from "@shared/i18n/catalogue";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, manifestPath, type Locale } from "@shared/i18n/locales";

/** Every area's catalogue in one language: one chunk per language, fetched only when it is in use. */
export type LanguagePack = Record<string, Catalogue>;

const PACKS: Record<Exclude<Locale, "en">, () => Promise<{ default: LanguagePack }>> = {
  "pt-BR": () => import("./packs/pt-BR"),
  es: () => import("./packs/es"),
  de: () => import("./packs/de"),
};

const loading = new Map<Locale, Promise<void>>();

/** Loads a language's pack, once (English is always in: each area carries its own); every server render asks. */
export function loadLanguage(locale: Locale): Promise<void> {
  if (locale === "en") return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = PACKS[locale]().then(({ default: pack }) => {
      for (const [area, catalogue] of Object.entries(pack)) loadArea(locale, area, catalogue);
    });
    // A failed fetch (offline) may be tried again by the next switch.
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** The language the server wrote the page in (<html lang>): the visitor's choice, their account's or their browser's. */
export function pageLocale(): Locale {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

const YEAR_S = 365 * 24 * 3600;

/** Keeps the visitor's choice for the server's next pages and replies, and marks the page's language. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_S}; samesite=lax`;
  document.documentElement.lang = locale;
  // Installing the app from here on gives it this language's name and description.
  document.querySelector('link[rel="manifest"]')?.setAttribute("href", manifestPath(locale));
}
