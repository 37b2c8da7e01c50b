import type { FastifyRequest } from "fastify";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from "../../shared/i18n/locales";

/**
 * The language a visitor's pages come in (docs/decisions.md#languages): the one they chose (the `lang`
 * cookie, which the client also sets from a signed-in account's choice), else the first of the game's
 * languages their browser asks for, else English.
 */
export function visitorLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(request.headers["accept-language"]) ?? DEFAULT_LOCALE;
}
