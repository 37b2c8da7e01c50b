import { eq } from "drizzle-orm";
import type { CommentaryMessage } from "../../shared/api/live";
import { COMMENTARY_KEEP } from "../../shared/constants";
import type { Db } from "../db/client";
import { matches } from "../db/schema";
import { touchViewers, VIEWER_WINDOW_MS } from "../stats/viewers.service";
import { recentCommentary } from "../commentary/commentary.service";

const FLUSH_EVERY_MS = 2_000;
const CACHE_MS = 1_000;

/**
 * What a subscribe needs from the database, shared between sockets: thousands of viewers joining
 * one match cost one existence check, one commentary read a second and one batched viewer write
 * every two seconds, not a query each.
 */
export class SubscriptionSupport {
  private readonly pendingViewers = new Map<string, { matchId: number; viewerKey: string }>();
  /** When each viewer was last written, so that a returning one can wait for the batch. */
  private readonly written = new Map<string, number>();
  private readonly known = new Map<number, { exists: Promise<boolean>; at: number }>();
  private readonly recent = new Map<number, { lines: Promise<CommentaryMessage[]>; at: number }>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  matchExists(matchId: number): Promise<boolean> {
    const hit = this.known.get(matchId);
    if (hit && Date.now() - hit.at < 60_000) return hit.exists;
    const exists = this.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.id, matchId))
      .then((rows) => rows.length > 0);
    this.known.set(matchId, { exists, at: Date.now() });
    if (this.known.size > 10_000) this.known.clear();
    return exists;
  }

  /** The newest lines, newest first. */
  recentLines(matchId: number): Promise<CommentaryMessage[]> {
    const hit = this.recent.get(matchId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.lines;
    const lines = recentCommentary(this.db, matchId, COMMENTARY_KEEP);
    this.recent.set(matchId, { lines, at: Date.now() });
    if (this.recent.size > 10_000) this.recent.clear();
    return lines;
  }

  watching(matchId: number, viewerKey: string): void {
    this.pendingViewers.set(`${matchId}:${viewerKey}`, { matchId, viewerKey });
  }

  /**
   * A viewer polling over HTTP. One not written lately is written at once, so the count they read
   * includes them (true: the count changed); one still counted joins the next batch, which lands
   * before their row leaves the 45 s window.
   */
  async visit(matchId: number, viewerKey: string): Promise<boolean> {
    const key = `${matchId}:${viewerKey}`;
    const last = this.written.get(key);
    if (last !== undefined && Date.now() - last < VIEWER_WINDOW_MS - 3 * FLUSH_EVERY_MS) {
      this.watching(matchId, viewerKey);
      return false;
    }
    this.markWritten([key]);
    await touchViewers(this.db, [{ matchId, viewerKey }]);
    return true;
  }

  private markWritten(keys: Iterable<string>): void {
    const now = Date.now();
    if (this.written.size > 100_000) this.written.clear();
    for (const key of keys) this.written.set(key, now);
  }

  private async flush(): Promise<void> {
    if (this.pendingViewers.size === 0) return;
    this.markWritten(this.pendingViewers.keys());
    const rows = [...this.pendingViewers.values()];
    this.pendingViewers.clear();
    await touchViewers(this.db, rows).catch(this.onError);
  }
}
