import { eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { REFERRAL_FIRST_BET_BONUS, REFERRAL_FIRST_BET_MIN_STAKE, REFERRAL_JOIN_BONUS } from "../../shared/constants";
import { normalizeReferralCode } from "../../shared/referral-code";
import { queryRows, type Db, type Tx } from "../platform/db/client";
import { referrals, users } from "../platform/db/schema";
import { noticesFrom, notify } from "../notifications/notify";
import { badRequest, conflict, notFound } from "../platform/http/errors";
import { changeCredits } from "../ledger/ledger";
import { refuseReferralFarming, type ReferralOrigin } from "./referral-farming";

/**
 * Applies a referral code to a user (docs/rules.md#referrals): once per user, never one's own code, never a
 * cycle, not farmed from one address (referral-farming.ts); 5,000 credits to each side, all in the
 * caller's transaction. The origin is required so that every path (the invite modal, sign-up's
 * pending ?ref=, a provider's first sign-in) is under the farming rule.
 */
export async function applyReferral(tx: Tx, userId: number, rawCode: string, origin: ReferralOrigin): Promise<{ referrerName: string }> {
  const code = normalizeReferralCode(rawCode);
  if (!code) throw badRequest("Referral codes look like PROPHET-XXXXXX (6 characters)");
  // Lock the user row so two concurrent applications cannot both pass the "once" check.
  const [me] = await queryRows<{ referred_by: number | null }>(tx, sql`select referred_by from users where id = ${userId} for update`);
  if (!me) throw notFound("User not found");
  if (me.referred_by !== null) throw conflict("You have already used a referral code");
  const [referrer] = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.referralCode, code))
    // Locked so that concurrent applications to one code are counted one after another by the
    // farming rule; the row is updated below anyway.
    .for("update");
  if (!referrer) throw notFound("No player has that referral code");
  if (referrer.id === userId) throw badRequest("You can't use your own referral code");
  // A cycle would need the referrer to be downstream of this user: walk the referrer's chain up.
  const chain = await queryRows<{ id: number }>(
    tx,
    sql`
    with recursive up(id, referred_by, depth) as (
      select id, referred_by, 0 from users where id = ${referrer.id}
      union all
      select u.id, u.referred_by, up.depth + 1 from users u join up on u.id = up.referred_by where up.depth < 10000
    )
    select id from up where id = ${userId} limit 1
  `,
  );
  if (chain.length > 0) throw badRequest("That code belongs to someone you invited");
  await refuseReferralFarming(tx, { referrerId: referrer.id, origin });

  await tx.update(users).set({ referredBy: referrer.id }).where(eq(users.id, userId));
  await tx.insert(referrals).values({ referrerId: referrer.id, referredId: userId, appliedFrom: origin.addressHash });
  await changeCredits(tx, userId, REFERRAL_JOIN_BONUS, "referral_join", String(referrer.id));
  await changeCredits(tx, referrer.id, REFERRAL_JOIN_BONUS, "referral_join_bonus", String(userId));
  await tx
    .update(users)
    .set({
      totalReferrals: sql`${users.totalReferrals} + 1`,
      referralEarnings: sql`${users.referralEarnings} + ${REFERRAL_JOIN_BONUS}`,
    })
    .where(eq(users.id, referrer.id));
  await notify(tx, { userId: referrer.id, kind: "referral_joined", otherUserId: userId, amount: REFERRAL_JOIN_BONUS });
  return { referrerName: referrer.username };
}

/** A code entered in the invite dialog: the application in a transaction of its own. */
export async function applyReferralCode(db: Db, userId: number, rawCode: string, origin: ReferralOrigin): Promise<{ referrerName: string }> {
  return db.transaction((tx) => applyReferral(tx, userId, rawCode, origin));
}

/**
 * The referred player's first bet of a real stake gives the referrer ₡2,000, once (docs/rules.md#referrals):
 * a step of the bet's own statement (bets.service.ts, through the ledger's debitForNewRow), so the referral is
 * claimed, the referrer credited and told only when the bet's debit happened.
 */
export function firstBetBonus(userId: SQLWrapper, stake: SQLWrapper, now: SQL) {
  return {
    moves: sql`
      update ${referrals} set first_bet_bonus_at = ${now}
      where referred_id = ${userId} and first_bet_bonus_at is null
        and ${stake}::bigint >= ${REFERRAL_FIRST_BET_MIN_STAKE} and exists (select 1 from debit)
      returning referrer_id as user_id, ${REFERRAL_FIRST_BET_BONUS}::bigint as delta, ${userId}::text as ref_id`,
    reason: "referral_first_bet" as const,
    alsoSet: sql`referral_earnings = u.referral_earnings + b.delta`,
    notify: noticesFrom(["user_id", "kind", "other_user_id", "amount"], sql`select user_id, 'referral_bonus', ${userId}::int, delta from moves`),
  };
}
