import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../platform/db/client";

/** Every bet counted once: what the admin dashboard and the public stats page both show. */
export interface BetTotals {
  totalBets: number;
  pending: number;
  /** Sum of every stake, pending ones included. */
  totalWagered: number;
  /** Sum of what settled bets paid back (a refund pays the stake back). */
  totalPaidOut: number;
  /** (stakes − payouts) ÷ stakes over settled bets, four decimals; 0 when nothing is settled. */
  houseEdge: number;
  backers: { ChatGPT: number; Grok: number };
  outcomes: { won: number; lost: number; void: number };
}

export async function betTotals(db: Db): Promise<BetTotals> {
  const [row] = await queryRows<{
    total: number;
    pending: number;
    wagered: string | number;
    paid: string | number;
    house_edge: string | number;
    chat: number;
    grok: number;
    won: number;
    lost: number;
    void: number;
  }>(
    db,
    sql`
    select count(*)::int as total,
      count(*) filter (where outcome is null)::int as pending,
      coalesce(sum(stake), 0)::bigint as wagered,
      coalesce(sum(payout) filter (where outcome is not null), 0)::bigint as paid,
      coalesce(round(
        (sum(stake) filter (where outcome is not null) - sum(payout) filter (where outcome is not null))::numeric
          / nullif(sum(stake) filter (where outcome is not null), 0),
        4), 0)::float8 as house_edge,
      count(*) filter (where ai_selected = 'ChatGPT')::int as chat,
      count(*) filter (where ai_selected = 'Grok')::int as grok,
      count(*) filter (where outcome = 'won')::int as won,
      count(*) filter (where outcome = 'lost')::int as lost,
      count(*) filter (where outcome = 'void')::int as void
    from bets`,
  );
  return {
    totalBets: row?.total ?? 0,
    pending: row?.pending ?? 0,
    totalWagered: Number(row?.wagered ?? 0),
    totalPaidOut: Number(row?.paid ?? 0),
    houseEdge: Number(row?.house_edge ?? 0),
    backers: { ChatGPT: row?.chat ?? 0, Grok: row?.grok ?? 0 },
    outcomes: { won: row?.won ?? 0, lost: row?.lost ?? 0, void: row?.void ?? 0 },
  };
}
