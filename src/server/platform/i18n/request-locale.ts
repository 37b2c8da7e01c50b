import type { FastifyReply, FastifyRequest } from "fastify";
import {
  DEFAULT_LOCALE,
  isLocale,
  LINK_LOCALE_COOKIE,
  LOCALE_COOKIE,
  negotiateLocale,
  SHARED_LINK_LANG,
  type Locale,
} from "../../../shared/i18n/locales";

/**
 * The language a visitor's pages and replies come in (docs/decisions.md#languages): the one they chose
 * (the `lang` cookie, which the client also sets from a signed-in account's choice), else the language
 * of a shared link they followed in this browser session (`link_lang`), else the first of the game's
 * languages their browser asks for, else English.
 */
export function visitorLocale(request: FastifyRequest): Locale {
  return chosenLocale(request) ?? followedLocale(request) ?? negotiateLocale(request.headers["accept-language"]) ?? DEFAULT_LOCALE;
}

/** The visitor's own choice (the `lang` cookie), when it names one of the game's languages. */
function chosenLocale(request: FastifyRequest): Locale | undefined {
  const chosen = request.cookies[LOCALE_COOKIE];
  return isLocale(chosen) ? chosen : undefined;
}

/** The language of the shared link last followed in this browser session (keepLinkLocale). */
function followedLocale(request: FastifyRequest): Locale | undefined {
  const followed = request.cookies[LINK_LOCALE_COOKIE];
  return isLocale(followed) ? followed : undefined;
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
 * the language of the link they followed, then visitorLocale's. A friend opening a German player's link
 * reads it in German however their browser is set, unless they chose a language here.
 */
export function pageLocale(request: FastifyRequest): Locale {
  return chosenLocale(request) ?? linkLocale(request) ?? visitorLocale(request);
}

/**
 * A page opened from a shared link, by a visitor who chose no language, keeps the link's for the rest of
 * the browser session (a cookie without expiry): the sign-in page, the refusals and the account made from
 * there go on in the language the link came in, until the browser closes or another link brings another.
 */
export function keepLinkLocale(request: FastifyRequest, reply: FastifyReply): void {
  const locale = linkLocale(request);
  if (!locale || chosenLocale(request) || followedLocale(request) === locale) return;
  reply.setCookie(LINK_LOCALE_COOKIE, locale, { path: "/", httpOnly: true, sameSite: "lax", secure: request.protocol === "https" });
}

/** The language a reply is written in: the signed-in player's account, else the visitor's. */
export function replyLocale(request: FastifyRequest): Locale {
  const chosen = request.user?.locale;
  return isLocale(chosen) ? chosen : visitorLocale(request);
}
