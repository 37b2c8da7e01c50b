import { count, eq } from "drizzle-orm";
import type { Distribution } from "../../shared/api/matches";
import type { Db } from "../platform/db/client";
import { bets } from "../platform/db/schema";
import { matchExists } from "./match-view";

/** Share of bets on each oracle, in whole percent adding up to 100 (docs/rules.md#live). */
export async function betDistribution(db: Db, matchId: number): Promise<Distribution | undefined> {
  if (!(await matchExists(db, matchId))) return undefined;
  const rows = await db.select({ ai: bets.aiSelected, n: count() }).from(bets).where(eq(bets.matchId, matchId)).groupBy(bets.aiSelected);
  const chat = rows.find((r) => r.ai === "ChatGPT")?.n ?? 0;
  const grok = rows.find((r) => r.ai === "Grok")?.n ?? 0;
  const total = chat + grok;
  if (total === 0) return { chatGPT: 0, grok: 0, totalBets: 0 };
  const chatGPT = Math.round((chat / total) * 100);
  return { chatGPT, grok: 100 - chatGPT, totalBets: total };
}
