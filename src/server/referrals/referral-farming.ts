import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "../platform/db/client";
import { networkKey } from "../platform/http/keyed-hash";
import { HttpError } from "../platform/http/errors";

/*
 * Referral farming (docs/decisions.md, "Referral farming"): one person making many fresh accounts
 * from one address and feeding them one code, for 5,000 credits a side each time. Referrals stay
 * unlimited (docs/rules.md#referrals): the rule only slows new accounts from one address applying one code, and it
 * counts stored referral rows, so it holds across instances and restarts.
 */

/** Applications to one code from one address counted over this window (a day)... */
export const FARMING_WINDOW_MINUTES = 24 * 60;
/**
 * ...of which this many pass, whatever the applicants' age: an exemption for accounts a day old
 * only made the farmer wait a day (nine accounts aged 25 hours all took one code).
 */
export const FARMING_MAX_PER_ADDRESS = 3;

/** Where a referral is applied from: a keyed hash of the address, never the address itself. */
export interface ReferralOrigin {
  addressHash: string;
}

/** The client's network, keyed under the server secret (keyed-hash.ts): an IPv6 client by its /64. */
export function referralOrigin(ip: string, secret: string): ReferralOrigin {
  return { addressHash: networkKey(secret, "referral-address", ip) };
}

/**
 * Refuses (429, nothing changed) when the applicant's address already applied this referrer's code
 * FARMING_MAX_PER_ADDRESS times in the window.
 * The caller holds the referrer's row lock, so concurrent applications to one code count in turn.
 * Times are the database's, the same clock that stamps referrals.created_at.
 */
export async function refuseReferralFarming(tx: Tx, { referrerId, origin }: { referrerId: number; origin: ReferralOrigin }): Promise<void> {
  const recent = await queryRows<{ wait_s: number | string }>(
    tx,
    sql`select extract(epoch from created_at + make_interval(mins => ${FARMING_WINDOW_MINUTES}) - now()) as wait_s
        from referrals
        where referrer_id = ${referrerId} and applied_from = ${origin.addressHash}
          and created_at > now() - make_interval(mins => ${FARMING_WINDOW_MINUTES})
        order by created_at desc
        limit ${FARMING_MAX_PER_ADDRESS}`,
  );
  if (recent.length < FARMING_MAX_PER_ADDRESS) return;
  // The window frees a place when the oldest of the last K applications leaves it.
  const waitMinutes = Math.max(1, Math.ceil(Number(recent[recent.length - 1]?.wait_s ?? 0) / 60));
  throw new HttpError(429, `Too many accounts from your network have used this code today. Try again in ${waitText(waitMinutes)}.`);
}

function waitText(minutes: number): string {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}
