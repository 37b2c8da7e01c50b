import { keptValue } from "./kept-value";

// A ?ref= code on any page is kept until sign-up, which sends it along (docs/rules.md#referrals).
const kept = keptValue("prophecy-league-ref");

export function rememberReferralFromUrl(): void {
  const ref = new URLSearchParams(window.location.search).get("ref");
  if (!ref || ref.length > 40) return;
  kept.keep(ref.trim());
}

export const pendingReferral = (): string | undefined => kept.read();
export const clearPendingReferral = (): void => kept.clear();
