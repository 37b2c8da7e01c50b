import { eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../platform/db/client";
import { llmCallDays } from "../../platform/db/schema";
import type { LlmCallCount } from "./llm-call-budget";

/**
 * LLM_DAILY_CALLS counted in the database, so every instance draws on one allowance: the sync leader's
 * oracles and the facts any instance writes for a signed-in player. A take is one statement that adds
 * the call only while the day's count is under the limit, so instances taking at once never overdraw
 * it (docs/decisions.md#one-model-budget-for-every-instance). One row a day: a year is 365 short rows.
 */
export function countInDatabase(db: Db): LlmCallCount {
  return {
    async take(day, dailyCalls) {
      const taken = await queryRows<{ used: number }>(
        db,
        sql`insert into llm_call_days (day, used) values (${day}, 1)
            on conflict (day) do update set used = llm_call_days.used + 1 where llm_call_days.used < ${dailyCalls}
            returning used`,
      );
      return taken.length > 0;
    },
    async used(day) {
      const [row] = await db.select({ used: llmCallDays.used }).from(llmCallDays).where(eq(llmCallDays.day, day));
      return row?.used ?? 0;
    },
  };
}
