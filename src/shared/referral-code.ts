import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, REFERRAL_CODE_PREFIX } from "./constants";

const CODE_BODY = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** Trims, uppercases and removes a leading PROPHET- (docs/rules.md#referrals): what the client sends. */
export function stripReferralPrefix(input: string): string {
  const upper = input.trim().toUpperCase();
  return upper.startsWith(REFERRAL_CODE_PREFIX) ? upper.slice(REFERRAL_CODE_PREFIX.length) : upper;
}

/** The full stored form of a code typed with or without its prefix, or null when it cannot be one. */
export function normalizeReferralCode(input: string): string | null {
  const body = stripReferralPrefix(input);
  return CODE_BODY.test(body) ? REFERRAL_CODE_PREFIX + body : null;
}
