// Pure builders for the links a share sends out (docs/rules.md#sharing: share buttons, utm parameters and file name).
// No window or document here, so they are unit-tested as they are.

import { DEFAULT_LOCALE, SHARED_LINK_LANG, type Locale } from "@shared/i18n/locales";

/** The share cards (docs/rules.md#sharing), a league's table and weekly badge among them; also the utm_campaign of the links they share. */
export type CardType = "achievement" | "result" | "league" | "prophet";

/** The social networks of the share-card dialog (docs/rules.md#sharing). */
export type CardPlatform = "twitter" | "facebook" | "linkedin";
/** The arena / match share row adds Reddit and copy (docs/rules.md#sharing). */
export type SharePlatform = CardPlatform | "reddit" | "copy";

export const UTM_SOURCE = "share";
export const UTM_MEDIUM = "social";

/**
 * `url` with utm_source=share, utm_medium=social and utm_campaign={campaign} (docs/rules.md#sharing). Other query
 * parameters and the fragment are kept; utm parameters already present are replaced, not repeated.
 */
export function withUtm(url: string, campaign: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("utm_source", UTM_SOURCE);
  parsed.searchParams.set("utm_medium", UTM_MEDIUM);
  parsed.searchParams.set("utm_campaign", campaign);
  return parsed.toString();
}

/**
 * `url` carrying the sharer's language (docs/decisions.md#languages): `lang={locale}`, so that the link's
 * preview, its card image and the page a signed-out friend lands on come in the language the post was
 * written in. English adds nothing: a link without `lang` is English for crawlers and leaves a visitor's
 * browser to choose, as every link did before.
 */
export function withLanguage(url: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return url;
  const parsed = new URL(url);
  parsed.searchParams.set(SHARED_LINK_LANG, locale);
  return parsed.toString();
}

/**
 * The link an achievement card shares: the player's public page /u/{username} (its preview is the card
 * rendered on the server, docs/rules.md#sharing) with the referral code, so a friend who signs up from it is
 * credited to them (docs/rules.md#referrals), plus the utm parameters.
 */
export function achievementShareUrl(origin: string, username: string, referralCode: string): string {
  const url = new URL(`/u/${encodeURIComponent(username)}`, origin);
  url.searchParams.set("ref", referralCode);
  return withUtm(url.toString(), "achievement");
}

/** The link a league table's card shares: the league's invite, so a friend who follows it can join. */
export function leagueShareUrl(origin: string, inviteCode: string): string {
  return withUtm(new URL(`/leagues/join/${encodeURIComponent(inviteCode)}`, origin).toString(), "league");
}

/** The link a Prophet of the Week card shares: the player's public page with their referral code. */
export function prophetShareUrl(origin: string, username: string, referralCode: string): string {
  const url = new URL(`/u/${encodeURIComponent(username)}`, origin);
  url.searchParams.set("ref", referralCode);
  return withUtm(url.toString(), "prophet");
}

/** The link a result card shares: the match page, plus the utm parameters. */
export function resultShareUrl(origin: string, matchId: number): string {
  return withUtm(new URL(`/match/${matchId}`, origin).toString(), "result");
}

function build(base: string, params: Record<string, string>): string {
  return `${base}?${new URLSearchParams(params).toString()}`;
}

/** Twitter / X intent with the text and the link (docs/rules.md#sharing). */
export function twitterShareUrl({ text, url }: { text: string; url: string }): string {
  return build("https://twitter.com/intent/tweet", { text, url });
}

/** Facebook sharer with the link and a quote (docs/rules.md#sharing). */
export function facebookShareUrl({ url, quote }: { url: string; quote: string }): string {
  return build("https://www.facebook.com/sharer/sharer.php", { u: url, quote });
}

/** LinkedIn share-offsite with the link only (docs/rules.md#sharing). */
export function linkedInShareUrl({ url }: { url: string }): string {
  return build("https://www.linkedin.com/sharing/share-offsite/", { url });
}

/** Reddit submit with the link and a title. */
export function redditShareUrl({ url, title }: { url: string; title: string }): string {
  return build("https://www.reddit.com/submit", { url, title });
}

/** The messengers whose links sit beside Copy in the share rows and the league invite (docs/rules.md#sharing). */
export type MessengerPlatform = "whatsapp" | "telegram";
export const MESSENGERS: readonly MessengerPlatform[] = ["whatsapp", "telegram"];

/** WhatsApp's share link: one text, the link at its end (WhatsApp takes no separate url). */
export function whatsappShareUrl({ text, url }: { text: string; url: string }): string {
  return build("https://wa.me/", { text: copyText({ text, url }) });
}

/** Telegram's share link with the link and the text. */
export function telegramShareUrl({ text, url }: { text: string; url: string }): string {
  return build("https://t.me/share/url", { url, text });
}

/** The page a messenger link opens for `text` and `url`. */
export function messengerShareUrl(platform: MessengerPlatform, share: { text: string; url: string }): string {
  return platform === "whatsapp" ? whatsappShareUrl(share) : telegramShareUrl(share);
}

/** The page a social button opens for `text` and `url`. */
export function socialShareUrl(platform: Exclude<SharePlatform, "copy">, { text, url }: { text: string; url: string }): string {
  switch (platform) {
    case "twitter":
      return twitterShareUrl({ text, url });
    case "facebook":
      return facebookShareUrl({ url, quote: text });
    case "linkedin":
      return linkedInShareUrl({ url });
    case "reddit":
      return redditShareUrl({ url, title: text });
  }
}

/** What the copy button writes to the clipboard: the text, then the link (docs/rules.md#sharing). */
export function copyText({ text, url }: { text: string; url: string }): string {
  return text ? `${text} ${url}` : url;
}

/** prophecy-league-{cardType}-{timestamp}.png (docs/rules.md#sharing). */
export function cardFileName(cardType: CardType, timestamp: number): string {
  return `prophecy-league-${cardType}-${timestamp}.png`;
}
