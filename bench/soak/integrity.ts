import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../src/server/platform/db/client";
import { findLedgerViolations } from "../../src/server/ledger/ledger-check";
import type { SeenBet } from "./players";

export interface IntegrityReport {
  ledgerViolations: number;
  negativeBalances: number;
  duplicateBets: number;
  acceptedMissing: number;
  ambiguousMissing: number;
  /** Completed or cancelled matches without settled_at. */
  finishedUnsettled: number;
  /** Bets on settled matches without an outcome, or settled bets on unsettled matches. */
  betsUnsettled: number;
  /** Bets with more than one payout or refund row, or a won/void bet without its row. */
  settlementLedgerMismatches: number;
  /** Matches that kicked off during the run long enough ago to have finished, yet never did. */
  overdueMatches: number;
  matchesSettledDuringRun: number;
  betsSettledDuringRun: number;
  betsInDatabase: number;
}

const one = async (db: Db, query: ReturnType<typeof sql>): Promise<number> => Number((await queryRows<{ n: number | string }>(db, query))[0]?.n ?? 0);

/**
 * The end-of-soak checks on the database the server left behind: the ledger invariant (docs/rules.md#credits),
 * every bet the clients saw accepted still there, and every finished match settled exactly once.
 */
export async function checkIntegrity(
  db: Db,
  seen: { accepted: readonly SeenBet[]; ambiguous: readonly SeenBet[]; emailOf: (n: number) => string },
  run: { startedAt: Date; overdueBefore: Date },
): Promise<IntegrityReport> {
  const violations = await findLedgerViolations(db);
  const stored = await queryRows<{ id: number; match_id: number; stake: number; email: string }>(
    db,
    sql`select b.id, b.match_id, b.stake, u.email from bets b join users u on u.id = b.user_id`,
  );
  const byId = new Map(stored.map((b) => [Number(b.id), b]));
  const byUserMatch = new Map(stored.map((b) => [`${b.email}:${b.match_id}`, b]));
  const acceptedMissing = seen.accepted.filter((bet) => {
    const row = byId.get(bet.betId!);
    return !row || row.email !== seen.emailOf(bet.userN) || Number(row.match_id) !== bet.matchId || Number(row.stake) !== bet.stake;
  }).length;
  const ambiguousMissing = seen.ambiguous.filter((bet) => !byUserMatch.has(`${seen.emailOf(bet.userN)}:${bet.matchId}`)).length;

  return {
    ledgerViolations: violations.length,
    negativeBalances: violations.filter((v) => v.credits < 0).length,
    duplicateBets: await one(db, sql`select count(*) as n from (select 1 from bets group by user_id, match_id having count(*) > 1) d`),
    acceptedMissing,
    ambiguousMissing,
    finishedUnsettled: await one(db, sql`select count(*) as n from matches where status in ('completed', 'cancelled') and settled_at is null`),
    betsUnsettled: await one(
      db,
      sql`select count(*) as n from bets b join matches m on m.id = b.match_id
          where (m.settled_at is not null and (b.outcome is null or b.settled_at is null))
             or (m.settled_at is null and b.outcome is not null)`,
    ),
    settlementLedgerMismatches: await one(
      db,
      sql`select count(*) as n from bets b
          left join (select ref_id, count(*) as rows from credit_ledger where reason in ('bet_payout', 'bet_refund') group by ref_id) l
            on l.ref_id = 'bet:' || b.id
          where coalesce(l.rows, 0) > 1
             or (b.outcome = 'void' and coalesce(l.rows, 0) <> 1)
             or (b.outcome = 'won' and b.payout > 0 and coalesce(l.rows, 0) <> 1)
             or (b.outcome = 'lost' and coalesce(l.rows, 0) <> 0)`,
    ),
    overdueMatches: await one(
      db,
      sql`select count(*) as n from matches where match_date > ${run.startedAt.toISOString()}::timestamptz and match_date < ${run.overdueBefore.toISOString()}::timestamptz
          and status not in ('completed', 'cancelled', 'postponed')`,
    ),
    matchesSettledDuringRun: await one(db, sql`select count(*) as n from matches where settled_at > ${run.startedAt.toISOString()}::timestamptz`),
    betsSettledDuringRun: await one(db, sql`select count(*) as n from bets where settled_at > ${run.startedAt.toISOString()}::timestamptz`),
    betsInDatabase: stored.length,
  };
}
