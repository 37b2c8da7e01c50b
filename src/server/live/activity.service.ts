import { count, gt } from "drizzle-orm";
import type { LiveActivity } from "../../shared/api/live";
import type { Db } from "../platform/db/client";
import { users } from "../platform/db/schema";

const ONLINE_WINDOW_MS = 5 * 60 * 1000;

/** The arena's Total Players and Online Now (users seen in the last 5 minutes), docs/rules.md#live. */
export async function liveActivity(db: Db): Promise<LiveActivity> {
  const since = new Date(Date.now() - ONLINE_WINDOW_MS);
  const [[total], [online]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(users).where(gt(users.lastSeenAt, since)),
  ]);
  return { totalUsers: total?.n ?? 0, onlineNow: online?.n ?? 0 };
}
