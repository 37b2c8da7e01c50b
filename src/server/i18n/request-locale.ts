import type { FastifyRequest } from "fastify";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, negotiateLocale, SHARED_LINK_LANG, type Locale } from "../../shared/i18n/locales";

/**
 * The language a visitor's pages come in (docs/decisions.md#languages): the one they chose (the `lang`
 * cookie, which the client also sets from a signed-in account's choice), else the first of the game's
 * languages their browser asks for, else English.
 */
export function visitorLocale(request: FastifyRequest): Locale {
  const chosen = chosenLocale(request);
  if (chosen) return chosen;
  return negotiateLocale(request.headers["accept-language"]) ?? DEFAULT_LOCALE;
}

/** The visitor's own choice (the `lang` cookie), when it names one of the game's languages. */
function chosenLocale(request: FastifyRequest): Locale | undefined {
  const chosen = request.cookies[LOCALE_COOKIE];
  return isLocale(chosen) ? chosen : undefined;
}

/**
 * The sharer's language a shared link carries (`?lang=de`, added by the client's share-links.ts), when it
 * names one of the game's languages; anything else (absent, unknown, repeated) is ignored.
 */
export function linkLocale(request: FastifyRequest): Locale | undefined {
  const lang = (request.query as Record<string, unknown> | undefined)?.[SHARED_LINK_LANG];
  return isLocale(lang) ? lang : undefined;
}

/**
 * The language a page comes in (docs/rules.md#languages): the visitor's own choice (the cookie) first, then
 * the language of the link they followed, then their browser's, then English. A friend opening a German
 * player's link reads it in German however their browser is set, unless they chose a language here.
 */
export function pageLocale(request: FastifyRequest): Locale {
  return chosenLocale(request) ?? linkLocale(request) ?? visitorLocale(request);
}
