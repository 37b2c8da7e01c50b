import { siteOrigin } from "./origin";

/** The site origin plus ?ref= and the referral code (docs/rules.md#referrals). */
export function referralLink(referralCode: string): string {
  return `${siteOrigin()}/?ref=${encodeURIComponent(referralCode)}`;
}
