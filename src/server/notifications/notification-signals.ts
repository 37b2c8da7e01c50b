import { sql } from "drizzle-orm";
import type { WsServerMessage } from "../../shared/api/live";
import { queryRows, type Db } from "../db/client";

/** How often an instance looks for notifications newer than the last it saw, while players are connected. */
const CHECK_EVERY_MS = 1_000;
const SIGNAL: WsServerMessage = { type: "notifications" };

type Send = (message: WsServerMessage) => void;

/**
 * Tells open pages that their player has new notifications, over /ws. Notifications are written in
 * the transactions of the events they report, on any instance; each instance looks for ids past the
 * newest it has seen, once a second and only while a player is connected, and signals the sockets of
 * the players they belong to. The page then reads the list; nothing in the browser polls.
 */
export class NotificationSignals {
  private readonly sockets = new Map<number, Set<Send>>();
  private lastId: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.sockets.clear();
  }

  /** A player's socket; returns its removal. */
  connect(userId: number, send: Send): () => void {
    const set = this.sockets.get(userId) ?? new Set();
    set.add(send);
    this.sockets.set(userId, set);
    return () => {
      set.delete(send);
      if (set.size === 0) this.sockets.delete(userId);
    };
  }

  /** The player's other pages on this instance hear at once (they read their notifications in one tab). */
  changed(userId: number): void {
    for (const send of this.sockets.get(userId) ?? []) send(SIGNAL);
  }

  /** One look for new notifications; exported for tests, which do not wait for the timer. */
  async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const [newest] = await queryRows<{ id: number | null }>(this.db, sql`select max(id) as id from notifications`);
      const top = Number(newest?.id ?? 0);
      const since = this.lastId;
      this.lastId = top;
      if (since === undefined || top <= since || this.sockets.size === 0) return;
      // The new rows by their key range, filtered here: a list of every connected player in the query
      // would grow with the sockets, the range only with what happened.
      const fresh = await queryRows<{ user_id: number }>(
        this.db,
        sql`select distinct user_id from notifications where id > ${since} and id <= ${top}`,
      );
      for (const row of fresh) this.changed(Number(row.user_id));
    } catch (err) {
      this.onError(err);
    } finally {
      this.checking = false;
    }
  }
}
