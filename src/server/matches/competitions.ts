import { sql } from "drizzle-orm";
import { queryRows, type Db, type Tx } from "../platform/db/client";

/** The competitions the game has matches of, by name: for following them, and for a league's rules. */
export async function competitionsList(db: Db | Tx): Promise<Array<{ id: number; name: string }>> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select league_id as id, min(league_name) as name from matches group by league_id order by min(league_name)`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
