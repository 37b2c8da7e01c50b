import { sql } from "drizzle-orm";
import type { WsServerMessage } from "../../shared/api/live";
import { queryRows, type Db } from "../platform/db/client";

/** How often an instance looks for notifications it has not seen, while players are connected. */
const CHECK_EVERY_MS = 1_000;
/**
 * How far back each look reaches, by the database's clock: a notification's row commits after its
 * transaction's start (its changed_at), at most the statement timeout (30 s) later, so a row written in a
 * slow transaction shows up late but inside the window.
 */
const LOOK_BACK_SECONDS = 60;
const SIGNAL: WsServerMessage = { type: "notifications" };

type Send = (message: WsServerMessage) => void;

/**
 * Tells open pages that their player has new notifications, over /ws. Notifications are written in
 * the transactions of the events they report, on any instance; each instance reads the last minute's
 * notifications once a second, and signals the sockets of the players of those it had not seen. Ids are
 * taken in insert order but commit in any order, so a look for "ids past the newest seen" skipped a row
 * whose transaction committed after a later one's (docs/decisions.md, "Several instances"). The page then
 * reads the list; nothing in the browser polls.
 */
export class NotificationSignals {
  private readonly sockets = new Map<number, Set<Send>>();
  /** The notifications of the last look-back window already signalled (or there before the first look). */
  private seen: Set<string> | undefined;
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
    if (this.sockets.size === 0) {
      // Nobody to tell: the next look, once someone connects, starts from what is there then.
      this.seen = undefined;
      return;
    }
    this.checking = true;
    try {
      // A notification is news when it is written and again when it changes (a day's scored picks entry
      // gathers each settlement of its day), so a look keys it by its id and its last change.
      const recent = await queryRows<{ version: string; user_id: number }>(
        this.db,
        sql`select id || '@' || (extract(epoch from changed_at) * 1000000)::bigint as version, user_id
          from notifications where changed_at > now() - make_interval(secs => ${LOOK_BACK_SECONDS})`,
      );
      const before = this.seen;
      this.seen = new Set(recent.map((row) => row.version));
      if (before === undefined) return;
      const players = new Set(recent.filter((row) => !before.has(row.version)).map((row) => Number(row.user_id)));
      for (const userId of players) this.changed(userId);
    } catch (err) {
      this.onError(err);
    } finally {
      this.checking = false;
    }
  }
}
