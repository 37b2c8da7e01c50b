import { DEFAULT_LOCALE, SHARED_LINK_LANG, type Locale } from "@shared/i18n/locales";
import { siteOrigin } from "./origin";

/**
 * The site origin plus ?ref= and the referral code (docs/rules.md#referrals), and the sharer's language
 * when it is not English (`&lang=de`), as every shared link carries it (docs/rules.md#languages).
 */
export function referralLink(referralCode: string, locale: Locale = DEFAULT_LOCALE): string {
  const link = `${siteOrigin()}/?ref=${encodeURIComponent(referralCode)}`;
  return locale === DEFAULT_LOCALE ? link : `${link}&${SHARED_LINK_LANG}=${locale}`;
}
