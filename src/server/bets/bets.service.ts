import { and, desc, eq, sql } from "drizzle-orm";
import type { Bet, BetRecord, PlaceBetBody } from "../../shared/api/bets";
import { winRate } from "../../shared/payout";
import type { Db } from "../platform/db/client";
import { sqlNow, type SqlClock } from "../platform/db/sql-clock";
import { bets, matches, predictions } from "../platform/db/schema";
import { badRequest, conflict, notFound, unauthorized } from "../platform/http/errors";
import { sessionLive } from "../auth/session.service";
import { debitForNewRow } from "../ledger/ledger";
import { firstBetBonus } from "../referrals/referral.service";

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
    settledAt: row.settledAt?.toISOString() ?? null,
    ...(match !== undefined ? { match } : {}),
  };
}

/**
 * Places a bet (docs/rules.md#betting-window) in one statement, one round trip: the bet row (one per user and match,
 * by unique index), written only while the player's session is live (the route may have named the player from a
 * session checked in the last minute), the match is open by `clock` (the database's), both oracles have
 * spoken and the balance covers the stake; the debit and its ledger row; and, on a referred
 * player's first bet of a real stake, the referrer's bonus. A refusal writes nothing; the same
 * statement says which refusal it was.
 */
export async function placeBet(
  db: Db,
  { userId, sessionId }: { userId: number; sessionId: string },
  body: PlaceBetBody,
  maxStake: number,
  clock: SqlClock,
): Promise<{ bet: Bet; credits: number }> {
  const { matchId, aiSelected, stake } = body;
  if (stake > maxStake) {
    throw badRequest(`The most you can stake on one match is ₡${maxStake.toLocaleString("en-US")}`, "above_max_stake");
  }
  const placed = await debitForNewRow(db, {
    values: { userId, sessionId, amount: stake, matchId, aiSelected, time: new Date().toISOString() },
    reason: "bet_stake",
    refPrefix: "bet:",
    // The two clocks render different SQL text, and a named statement's text may never change.
    name: clock === "database" ? "place_bet" : "place_bet_process_clock",
    parts: (p) => {
      const now = sqlNow(clock, p.time);
      const live = sessionLive(p.sessionId, p.userId, p.time);
      return {
        row: (covered) => sql`
          insert into ${bets} (user_id, match_id, ai_selected, stake)
          select ${p.userId}, ${p.matchId}, ${p.aiSelected}, ${p.amount} from ${matches} m
          where m.id = ${p.matchId} and m.status = 'upcoming' and m.match_date > ${now}
            and (select count(*) from ${predictions} p where p.match_id = m.id) >= 2 and ${live} and ${covered}
          on conflict do nothing returning id, created_at`,
        facts: sql`
          ${live} as session_live,
          (select status from ${matches} where id = ${p.matchId}) as status,
          (select match_date <= ${now} from ${matches} where id = ${p.matchId}) as kicked_off,
          (select count(*)::int from ${predictions} where match_id = ${p.matchId}) as oracles,
          exists (select 1 from ${bets} where user_id = ${p.userId} and match_id = ${p.matchId}) as backed`,
        then: firstBetBonus(p.userId, p.amount, now),
      };
    },
  });
  if (!placed.written) {
    if (placed.facts === null) throw insufficientCredits();
    const { session_live: sessionIsLive, status, kicked_off: kickedOff, oracles, backed } = placed.facts;
    if (sessionIsLive !== true) throw unauthorized();
    if (status == null) throw notFound("Match not found", "unknown_match");
    if (status !== "upcoming" || kickedOff === true) {
      throw conflict("Betting is closed for this match", "betting_closed");
    }
    if (Number(oracles) < 2) throw conflict("The oracles have not spoken on this match yet", "no_predictions");
    // A bet placed at the same moment is seen by the unique index even when `backed` missed it.
    if (backed === true || placed.covered) throw conflict("You already backed an oracle in this match", "already_backed");
    throw insufficientCredits();
  }
  // The row as written, through the one mapping every bet reply uses.
  const bet = toBet({ id: placed.id, createdAt: placed.createdAt, userId, matchId, aiSelected, stake, payout: null, outcome: null, settledAt: null });
  return { bet, credits: placed.credits };
}

function insufficientCredits() {
  return badRequest("Insufficient credits", "insufficient_credits");
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

/** The player's record over every bet they ever placed: one pass over their rows (bets_user_match_idx). */
export async function betRecord(db: Db, userId: number): Promise<BetRecord> {
  const [row] = await db
    .select({
      won: sql<number>`count(*) filter (where ${bets.outcome} = 'won')::int`,
      lost: sql<number>`count(*) filter (where ${bets.outcome} = 'lost')::int`,
      refunded: sql<number>`count(*) filter (where ${bets.outcome} = 'void')::int`,
      pending: sql<number>`count(*) filter (where ${bets.outcome} is null)::int`,
    })
    .from(bets)
    .where(eq(bets.userId, userId));
  const counts = {
    won: Number(row?.won ?? 0),
    lost: Number(row?.lost ?? 0),
    refunded: Number(row?.refunded ?? 0),
    pending: Number(row?.pending ?? 0),
  };
  return { ...counts, winRate: winRate(counts.won, counts.lost) };
}
