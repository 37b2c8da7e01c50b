import { asc, desc, type AnyColumn, sql } from "drizzle-orm";
import { STARTING_CREDITS } from "../../shared/constants";
import { queryRows, type Db } from "../platform/db/client";
import { users } from "../platform/db/schema";
import { betTotals } from "../bets/bet-totals.service";
import type { AdminBets, AdminMatches, AdminPlayer, AdminUsers, ViralAnalytics } from "../../shared/api/admin";

// Platform figures for the admin dashboard (docs/admin-metrics.md). Each is one set-based query over the real
// rows, measured against the database clock (now()), the same clock that stamps created_at.
// docs/admin-metrics.md defines every figure; keep the two in step.

const TOP = 10;
const SIGNUP_DAYS = 30;

/** pg returns bigint and numeric as strings, PGlite may return bigint: every figure leaves as a number. */
const num = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

/**
 * A share is an analytics event named `share_{platform}` or `share_card_{platform}`, whatever its
 * event type, except `share_card_download` (saving an image shares nothing). `left()` rather than
 * LIKE: `_` is a LIKE wildcard, and `shareXtwitter` is not a share.
 */
const isShare = sql`left(e.event_name, 6) = 'share_' and e.event_name <> 'share_card_download'`;
/** share_twitter and share_card_twitter are both twitter; share_copy is copy. */
const sharePlatform = sql`regexp_replace(e.event_name, '^share_(card_)?', '')`;

/**
 * totalUsers: every account. activeUsers: credits ≠ 10,000 (STARTING_CREDITS) or XP > 0 (docs/admin-metrics.md).
 * newUsers7d / newUsers30d: created in the last 7 / 30 × 24 hours. Top lists: 10 players by XP, credits
 * and streak, ties broken by XP, then credits, then earliest sign-up. signupsByDay: accounts created on
 * each of the last 30 UTC calendar days (today included), zero-filled.
 */
export async function adminUsers(db: Db): Promise<AdminUsers> {
  const [counts] = await queryRows<{ total: number; active: number; new7: number; new30: number }>(
    db,
    sql`
    select count(*)::int as total,
      count(*) filter (where credits <> ${STARTING_CREDITS} or xp > 0)::int as active,
      count(*) filter (where created_at > now() - interval '7 days')::int as new7,
      count(*) filter (where created_at > now() - interval '30 days')::int as new30
    from users`,
  );
  const top = (column: AnyColumn): Promise<AdminPlayer[]> =>
    db
      .select({ id: users.id, username: users.username, email: users.email, xp: users.xp, credits: users.credits, streak: users.streak })
      .from(users)
      .orderBy(desc(column), desc(users.xp), desc(users.credits), asc(users.id))
      .limit(TOP);
  const signups = queryRows<{ day: string; count: number }>(
    db,
    sql`
    with days as (
      select generate_series(
        (now() at time zone 'UTC')::date - ${SIGNUP_DAYS - 1}::int,
        (now() at time zone 'UTC')::date,
        interval '1 day'
      )::date as day
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, count(u.id)::int as count
    from days d
    left join users u on (u.created_at at time zone 'UTC')::date = d.day
    group by d.day
    order by d.day`,
  );
  const [topByXp, topByCredits, topByStreak, signupsByDay] = await Promise.all([top(users.xp), top(users.credits), top(users.streak), signups]);
  return {
    totalUsers: counts?.total ?? 0,
    activeUsers: counts?.active ?? 0,
    newUsers7d: counts?.new7 ?? 0,
    newUsers30d: counts?.new30 ?? 0,
    topByXp,
    topByCredits,
    topByStreak,
    signupsByDay: signupsByDay.map((d) => ({ day: d.day, count: d.count })),
  };
}

/**
 * total and byStatus: matches by their current status. settled: matches whose bets have been settled
 * (settled_at set: completed, cancelled or abandoned). predictions: oracle predictions stored.
 * betsPerMatch: all bets ÷ all matches, two decimals, 0 without matches.
 */
export async function adminMatches(db: Db): Promise<AdminMatches> {
  const [row] = await queryRows<{
    total: number;
    upcoming: number;
    live: number;
    completed: number;
    cancelled: number;
    postponed: number;
    settled: number;
    predictions: number;
    bets_per_match: string | number;
  }>(
    db,
    sql`
    select count(*)::int as total,
      count(*) filter (where m.status = 'upcoming')::int as upcoming,
      count(*) filter (where m.status = 'live')::int as live,
      count(*) filter (where m.status = 'completed')::int as completed,
      count(*) filter (where m.status = 'cancelled')::int as cancelled,
      count(*) filter (where m.status = 'postponed')::int as postponed,
      count(*) filter (where m.settled_at is not null)::int as settled,
      (select count(*) from predictions)::int as predictions,
      coalesce(round((select count(*) from bets)::numeric / nullif(count(*), 0), 2), 0)::float8 as bets_per_match
    from matches m`,
  );
  return {
    total: row?.total ?? 0,
    byStatus: {
      upcoming: row?.upcoming ?? 0,
      live: row?.live ?? 0,
      completed: row?.completed ?? 0,
      cancelled: row?.cancelled ?? 0,
      postponed: row?.postponed ?? 0,
    },
    settled: row?.settled ?? 0,
    predictions: row?.predictions ?? 0,
    betsPerMatch: num(row?.bets_per_match),
  };
}

/**
 * totalBets, pending (no outcome yet), totalWagered: stakes of all bets, pending included.
 * totalPaidOut: payouts of settled bets (a refund pays the stake back). houseEdge over settled bets
 * only (won, lost and void): (stakes − payouts) ÷ stakes, a fraction with four decimals, negative when
 * players are ahead, 0 when nothing is settled. byOracle: bets backing each oracle. outcomes: settled bets.
 */
export async function adminBets(db: Db): Promise<AdminBets> {
  const { backers, ...totals } = await betTotals(db);
  return { ...totals, byOracle: backers };
}

/**
 * Viral analytics (docs/admin-metrics.md); percentages have one decimal, ratios two, and every figure is 0 when its
 * denominator is empty.
 * - shares.totalShares: share events (see isShare), visitors' included. sharesByPlatform: the same
 *   events by platform; a name outside the seven platforms counts in the total only.
 *   shareRate: % of users with at least one share of their own.
 * - referrals.totalReferrals: referral rows. completedReferrals: those whose referred player placed a
 *   first bet (first_bet_bonus_at set). conversionRate: completed ÷ total × 100.
 *   totalReferralEarnings: the sum of users.referral_earnings.
 * - growth.totalNewUsersLast7Days: accounts created in the last 7 days. retentionRate: % of the users
 *   who joined more than 7 days ago that were seen (last_seen_at) in the last 7 days.
 * - viralLoop.viralCoefficient: referred users who joined in the last 30 days ÷ users who existed 30
 *   days ago. A referral tree is rooted at a referrer who has no referrer and holds everyone reached
 *   through referrals. activeReferralChains: trees with a member (root included) seen in the last 7
 *   days. averageChainDepth: the mean over all trees of the tree's longest path (root = 0).
 * - topSharers: the 10 users with most shares, ties by earliest sign-up.
 */
export async function viralAnalytics(db: Db): Promise<ViralAnalytics> {
  const sharesQuery = queryRows<{
    total: number;
    twitter: number;
    facebook: number;
    linkedin: number;
    reddit: number;
    copy: number;
    whatsapp: number;
    telegram: number;
    share_rate: string | number;
  }>(
    db,
    sql`
    with shares as (
      select e.user_id, ${sharePlatform} as platform from analytics_events e where ${isShare}
    )
    select count(*)::int as total,
      count(*) filter (where platform = 'twitter')::int as twitter,
      count(*) filter (where platform = 'facebook')::int as facebook,
      count(*) filter (where platform = 'linkedin')::int as linkedin,
      count(*) filter (where platform = 'reddit')::int as reddit,
      count(*) filter (where platform = 'copy')::int as copy,
      count(*) filter (where platform = 'whatsapp')::int as whatsapp,
      count(*) filter (where platform = 'telegram')::int as telegram,
      coalesce(round(100.0 * count(distinct user_id) / nullif((select count(*) from users), 0), 1), 0)::float8 as share_rate
    from shares`,
  );
  const referralsQuery = queryRows<{ total: number; completed: number; conversion: string | number; earnings: string | number }>(
    db,
    sql`
    select count(*)::int as total,
      count(*) filter (where first_bet_bonus_at is not null)::int as completed,
      coalesce(round(100.0 * count(*) filter (where first_bet_bonus_at is not null) / nullif(count(*), 0), 1), 0)::float8 as conversion,
      (select coalesce(sum(referral_earnings), 0) from users)::bigint as earnings
    from referrals`,
  );
  const growthQuery = queryRows<{ new7: number; retention: string | number; viral: string | number }>(
    db,
    sql`
    select
      (select count(*) from users where created_at > now() - interval '7 days')::int as new7,
      coalesce((
        select round(100.0 * count(*) filter (where last_seen_at > now() - interval '7 days') / nullif(count(*), 0), 1)
        from users where created_at <= now() - interval '7 days'
      ), 0)::float8 as retention,
      coalesce(round(
        (select count(*) from users u
          where u.created_at > now() - interval '30 days'
            and exists (select 1 from referrals r where r.referred_id = u.id))::numeric
        / nullif((select count(*) from users where created_at <= now() - interval '30 days'), 0),
        2), 0)::float8 as viral`,
  );
  // Referral rows form a forest (one referrer per user, cycles refused on apply); the path guard keeps
  // the walk finite even if a cycle were ever written by hand.
  const chainsQuery = queryRows<{ active: number; depth: string | number }>(
    db,
    sql`
    with recursive roots as (
      select distinct r.referrer_id as root_id
      from referrals r
      where not exists (select 1 from referrals up where up.referred_id = r.referrer_id)
    ),
    tree(root_id, member_id, depth, path) as (
      select root_id, root_id, 0, array[root_id] from roots
      union all
      select t.root_id, r.referred_id, t.depth + 1, t.path || r.referred_id
      from tree t join referrals r on r.referrer_id = t.member_id
      where not (r.referred_id = any(t.path))
    ),
    trees as (
      select t.root_id, max(t.depth) as depth, bool_or(u.last_seen_at > now() - interval '7 days') as active
      from tree t join users u on u.id = t.member_id
      group by t.root_id
    )
    select count(*) filter (where active)::int as active, coalesce(round(avg(depth), 2), 0)::float8 as depth
    from trees`,
  );
  const sharersQuery = queryRows<{ id: number; username: string; email: string | null; shares: number }>(
    db,
    sql`
    select u.id, u.username, u.email, count(*)::int as shares
    from analytics_events e join users u on u.id = e.user_id
    where ${isShare}
    group by u.id, u.username, u.email
    order by shares desc, u.id
    limit ${TOP}`,
  );

  const [[shares], [referral], [growth], [chains], sharers] = await Promise.all([
    sharesQuery,
    referralsQuery,
    growthQuery,
    chainsQuery,
    sharersQuery,
  ]);
  return {
    shares: {
      totalShares: shares?.total ?? 0,
      shareRate: num(shares?.share_rate),
      sharesByPlatform: {
        twitter: shares?.twitter ?? 0,
        facebook: shares?.facebook ?? 0,
        linkedin: shares?.linkedin ?? 0,
        reddit: shares?.reddit ?? 0,
        copy: shares?.copy ?? 0,
        whatsapp: shares?.whatsapp ?? 0,
        telegram: shares?.telegram ?? 0,
      },
    },
    referrals: {
      totalReferrals: referral?.total ?? 0,
      completedReferrals: referral?.completed ?? 0,
      conversionRate: num(referral?.conversion),
      totalReferralEarnings: num(referral?.earnings),
    },
    growth: { totalNewUsersLast7Days: growth?.new7 ?? 0, retentionRate: num(growth?.retention) },
    viralLoop: {
      viralCoefficient: num(growth?.viral),
      activeReferralChains: chains?.active ?? 0,
      averageChainDepth: num(chains?.depth),
    },
    topSharers: sharers.map((s) => ({ user: { id: s.id, username: s.username, email: s.email }, shareCount: s.shares })),
  };
}
