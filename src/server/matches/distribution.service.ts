import { eq, sql } from "drizzle-orm";
import type { Distribution } from "../../shared/api/matches";
import type { AiName } from "../../shared/constants";
import type { Db } from "../platform/db/client";
import { bets, matches } from "../platform/db/schema";

const betsOn = (ai: AiName) => sql<number>`count(${bets.id}) filter (where ${bets.aiSelected} = ${ai})`.mapWith(Number);

/**
 * Share of bets on each oracle, in whole percent adding up to 100 (docs/rules.md#live); undefined when there is no
 * such match. One statement: the match's row, joined to its bets, tells both (each build was two round trips).
 */
export async function betDistribution(db: Db, matchId: number): Promise<Distribution | undefined> {
  const [row] = await db
    .select({ chat: betsOn("ChatGPT"), grok: betsOn("Grok") })
    .from(matches)
    .leftJoin(bets, eq(bets.matchId, matches.id))
    .where(eq(matches.id, matchId))
    .groupBy(matches.id);
  if (!row) return undefined;
  const total = row.chat + row.grok;
  if (total === 0) return { chatGPT: 0, grok: 0, totalBets: 0 };
  const chatGPT = Math.round((row.chat / total) * 100);
  return { chatGPT, grok: 100 - chatGPT, totalBets: total };
}
