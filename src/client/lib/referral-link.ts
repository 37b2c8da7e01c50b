import { siteOrigin } from "./origin";

/** SPEC §3: the site origin plus ?ref= and the referral code. */
export function referralLink(referralCode: string): string {
  return `${siteOrigin()}/?ref=${encodeURIComponent(referralCode)}`;
}
