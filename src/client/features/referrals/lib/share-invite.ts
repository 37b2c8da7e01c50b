import { PRODUCT_NAME, REFERRAL_JOIN_BONUS } from "@shared/constants";
import { formatCredits } from "../../../lib/format";

export const INVITE_SHARE_TITLE = `Join me on ${PRODUCT_NAME}`;

/** The pre-filled promotional message for Twitter and the share sheet. */
export const INVITE_SHARE_TEXT = `Two AI oracles predict football scores and I back the one who sees clearer. Join me on ${PRODUCT_NAME} and get ${formatCredits(REFERRAL_JOIN_BONUS)} free play-money credits!`;

/** The tweet composer with the message and the link (docs/rules.md#page-invite: a 550 by 420 popup). */
export function twitterIntentUrl(link: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(INVITE_SHARE_TEXT)}&url=${encodeURIComponent(link)}`;
}

export const TWITTER_POPUP_FEATURES = "width=550,height=420,noopener,noreferrer";
