import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Bet, PlaceBetBody } from "../../shared/api/bets";
import { REFERRAL_FIRST_BET_BONUS, REFERRAL_FIRST_BET_MIN_STAKE } from "../../shared/constants";
import type { Db, Tx } from "../db/client";
import { bets, matches, referrals, users } from "../db/schema";
import { badRequest, conflict, notFound } from "../http/errors";
import { changeCredits, debitForNewRow } from "../ledger/ledger";

type BetRow = typeof bets.$inferSelect;

export function toBet(row: BetRow, match?: Bet["match"]): Bet {
  return {
    id: row.id,
    userId: row.userId,
    matchId: row.matchId,
    aiSelected: row.aiSelected,
    stake: row.stake,
    payout: row.payout,
    outcome: row.outcome,
    createdAt: row.createdAt.toISOString(),
    ...(match !== undefined ? { match } : {}),
  };
}

/**
 * Places a bet (DESIGN §3) in one transaction: the bet row (one per user and match, by unique
 * index), the guarded debit and its ledger row, and the referrer's first-bet bonus. Any refusal
 * rolls everything back.
 */
export async function placeBet(db: Db, userId: number, body: PlaceBetBody, maxStake: number): Promise<{ bet: Bet; credits: number }> {
  if (body.stake > maxStake) {
    throw badRequest(`The most you can stake on one match is ₡${maxStake.toLocaleString("en-US")}`, "above_max_stake");
  }
  // Four round trips inside the transaction: the match and its oracles, the bet with its debit and
  // ledger row, the referral bonus (only for a real stake), and the commit.
  return db.transaction(async (tx) => {
    const [match] = await tx
      .select({
        status: matches.status,
        matchDate: matches.matchDate,
        // Qualified by hand: drizzle writes columns unqualified inside a subquery (DESIGN §1).
        oracles: sql<number>`(select count(*) from predictions p where p.match_id = "matches"."id")`.mapWith(Number),
      })
      .from(matches)
      .where(eq(matches.id, body.matchId));
    if (!match) throw notFound("Match not found", "unknown_match");
    if (match.status !== "upcoming" || match.matchDate.getTime() <= Date.now()) {
      throw conflict("Betting is closed for this match", "betting_closed");
    }
    if (match.oracles < 2) throw conflict("The oracles have not spoken on this match yet", "no_predictions");

    const placed = await debitForNewRow(
      tx,
      userId,
      body.stake,
      "bet_stake",
      sql`insert into ${bets} (user_id, match_id, ai_selected, stake) values (${userId}, ${body.matchId}, ${body.aiSelected}, ${body.stake})
          on conflict do nothing returning id, created_at`,
      "bet:",
    );
    if (placed.id === undefined || placed.createdAt === undefined) throw conflict("You already backed an oracle in this match", "already_backed");
    if (placed.credits === undefined) throw badRequest("Insufficient credits", "insufficient_credits");
    if (body.stake >= REFERRAL_FIRST_BET_MIN_STAKE) await payFirstBetBonus(tx, userId);
    // The row as written, through the one mapping every bet reply uses.
    const bet = toBet({
      id: placed.id,
      createdAt: placed.createdAt,
      userId,
      matchId: body.matchId,
      aiSelected: body.aiSelected,
      stake: body.stake,
      payout: null,
      outcome: null,
      settledAt: null,
    });
    return { bet, credits: placed.credits };
  });
}

/** The referred user's first bet of a real stake gives the referrer ₡2,000, once (DESIGN §3). */
async function payFirstBetBonus(tx: Tx, userId: number): Promise<void> {
  const [claimed] = await tx
    .update(referrals)
    .set({ firstBetBonusAt: new Date() })
    .where(and(eq(referrals.referredId, userId), isNull(referrals.firstBetBonusAt)))
    .returning({ referrerId: referrals.referrerId });
  if (!claimed) return;
  await changeCredits(tx, claimed.referrerId, REFERRAL_FIRST_BET_BONUS, "referral_first_bet", String(userId));
  await tx
    .update(users)
    .set({ referralEarnings: sql`${users.referralEarnings} + ${REFERRAL_FIRST_BET_BONUS}` })
    .where(eq(users.id, claimed.referrerId));
}

/** The caller's bet on a match, or null. Only ever the caller's own. */
export async function betOnMatch(db: Db, userId: number, matchId: number): Promise<Bet | null> {
  const [row] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.userId, userId), eq(bets.matchId, matchId)));
  return row ? toBet(row) : null;
}

/** The caller's bets, newest first, with the match's teams. */
export async function betHistory(db: Db, userId: number, limit = 200): Promise<Bet[]> {
  const rows = await db
    .select({ bet: bets, match: matches })
    .from(bets)
    .leftJoin(matches, eq(matches.id, bets.matchId))
    .where(eq(bets.userId, userId))
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(limit);
  return rows.map(({ bet, match }) =>
    toBet(
      bet,
      match
        ? {
            homeTeam: match.homeTeam,
            awayTeam: match.awayTeam,
            matchDate: match.matchDate.toISOString(),
            status: match.status,
            actualScore: match.actualScore,
          }
        : null,
    ),
  );
}
