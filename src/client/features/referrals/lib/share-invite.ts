import { PRODUCT_NAME, REFERRAL_JOIN_BONUS } from "@shared/constants";
import type { Translate } from "@shared/i18n/catalogue";
import type { Locale } from "@shared/i18n/locales";
import { formatCredits } from "../../../lib/format";

type InviteText = Translate<"share.title" | "share.text">;

/** The share sheet's title, in the player's language. */
export function inviteShareTitle(t: InviteText): string {
  return t("share.title", { product: PRODUCT_NAME });
}

/** The pre-filled promotional message for Twitter and the share sheet, in the player's language. */
export function inviteShareText(t: InviteText, locale: Locale): string {
  return t("share.text", { product: PRODUCT_NAME, bonus: formatCredits(REFERRAL_JOIN_BONUS, locale) });
}

/** The tweet composer with the message and the link (docs/rules.md#page-invite: a 550 by 420 popup). */
export function twitterIntentUrl(link: string, text: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(link)}`;
}

export const TWITTER_POPUP_FEATURES = "width=550,height=420,noopener,noreferrer";
