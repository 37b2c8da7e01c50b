/** SPEC §3: the site origin plus ?ref= and the referral code. */
export function referralLink(referralCode: string): string {
  return `${window.location.origin}/?ref=${encodeURIComponent(referralCode)}`;
}
