import type { CommentaryMessage, MatchStateMessage } from "../../shared/api/live";
import { COMMENTARY_KEEP } from "../../shared/constants";
import type { Db } from "../platform/db/client";
import { matchExists } from "../matches/match-view";
import { touchViewers, viewerCount, VIEWER_WINDOW_MS } from "./viewers.service";
import { recentCommentary } from "../commentary/commentary.service";
import { readMatchState } from "../commentary/match-state";

export const FLUSH_EVERY_MS = 2_000;
const CACHE_MS = 1_000;
/** How long a match's stored viewer count is reused (SHARED_REPLY_MS.match). */
const COUNT_MS = 2_000;

/**
 * What a subscribe needs from the database, shared between sockets: thousands of viewers joining
 * one match cost one existence check, one commentary read a second and one batched viewer write
 * every two seconds, not a query each. The same for viewers polling the count over HTTP: a match's
 * count is its stored count, read at most every two seconds, plus this instance's newcomers not yet
 * written, so a newcomer is counted at once without a write and a count of their own.
 */
export class SubscriptionSupport {
  private readonly pendingViewers = new Map<string, { matchId: number; viewerKey: string }>();
  /** When each viewer was last written, so that a returning one can wait for the batch. */
  private readonly written = new Map<string, number>();
  private readonly known = new Map<number, { exists: Promise<boolean>; at: number }>();
  private readonly recent = new Map<number, { lines: Promise<CommentaryMessage[]>; at: number }>();
  private readonly states = new Map<number, { state: Promise<MatchStateMessage | null>; at: number }>();
  /** Viewers polling over HTTP who are not in the table yet, by match: part of the count until written. */
  private readonly newcomers = new Map<number, Set<string>>();
  private readonly stored = new Map<number, { count: Promise<number>; at: number }>();
  private readonly timer: NodeJS.Timeout;
  /** Called after a batch is written with the matches whose newcomers it held (their counts changed source). */
  onNewcomersWritten: ((matchIds: number[]) => void) | undefined;

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
    const exists = matchExists(this.db, matchId);
    this.known.set(matchId, { exists, at: Date.now() });
    if (this.known.size > 10_000) this.known.clear();
    return exists;
  }

  /**
   * A match's status, score and minute, or null when there is no such match: read at most once a
   * second per match, and replaced at once by every state the hub delivers (stateChanged), so a
   * subscribe right after a goal never gets the score from before it.
   */
  matchState(matchId: number): Promise<MatchStateMessage | null> {
    const hit = this.states.get(matchId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.state;
    const state = readMatchState(this.db, matchId);
    this.remember(matchId, state);
    return state;
  }

  /** The hub delivered a match's new state. */
  stateChanged(state: MatchStateMessage): void {
    this.remember(state.matchId, Promise.resolve(state));
  }

  private remember(matchId: number, state: Promise<MatchStateMessage | null>): void {
    this.states.set(matchId, { state, at: Date.now() });
    if (this.states.size > 10_000) this.states.clear();
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
   * A viewer polling over HTTP. One not written lately joins the next batch as a newcomer, counted
   * from now on (true: the count changed); one still counted joins the batch that lands before
   * their row leaves the 45 s window.
   */
  visit(matchId: number, viewerKey: string): boolean {
    const key = `${matchId}:${viewerKey}`;
    const last = this.written.get(key);
    this.watching(matchId, viewerKey);
    if (last !== undefined && Date.now() - last < VIEWER_WINDOW_MS - 3 * FLUSH_EVERY_MS) return false;
    const waiting = this.newcomers.get(matchId) ?? new Set<string>();
    this.newcomers.set(matchId, waiting);
    if (waiting.has(viewerKey)) return false;
    waiting.add(viewerKey);
    return true;
  }

  /** Who is watching a match: its stored count (at most two seconds old) and the newcomers not yet written. */
  async viewerCount(matchId: number): Promise<number> {
    let hit = this.stored.get(matchId);
    if (!hit || Date.now() - hit.at >= COUNT_MS) {
      hit = { count: viewerCount(this.db, matchId), at: Date.now() };
      this.stored.set(matchId, hit);
      if (this.stored.size > 10_000) this.stored.clear();
    }
    return (await hit.count) + (this.newcomers.get(matchId)?.size ?? 0);
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
    // The newcomers in this batch, taken now: ones arriving during the write wait for the next.
    const arrived = new Map<number, Set<string>>();
    for (const { matchId, viewerKey } of rows) {
      if (!this.newcomers.get(matchId)?.has(viewerKey)) continue;
      const keys = arrived.get(matchId) ?? new Set<string>();
      keys.add(viewerKey);
      arrived.set(matchId, keys);
    }
    try {
      await touchViewers(this.db, rows);
    } catch (err) {
      this.onError(err);
      return;
    }
    // Written: they count through the table now, read afresh.
    for (const [matchId, keys] of arrived) {
      const waiting = this.newcomers.get(matchId);
      for (const key of keys) waiting?.delete(key);
      if (waiting?.size === 0) this.newcomers.delete(matchId);
      this.stored.delete(matchId);
    }
    if (arrived.size > 0) this.onNewcomersWritten?.([...arrived.keys()]);
  }
}
