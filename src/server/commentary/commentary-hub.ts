import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { z } from "zod";
import { matchFeedMessage, type MatchFeedMessage } from "../../shared/api/live";
import type { DatabasePool, Db } from "../platform/db/client";
import * as schema from "../platform/db/schema";
import { linesAfter, newestLineId } from "./commentary.service";
import { lineTranslations, readTranslations, withTranslations } from "./line-languages";

type Listener = (message: MatchFeedMessage) => void;

const CHANNEL = "commentary";
/** What one instance tells all (itself included) about a player: their sessions ended, or their notifications were read. */
const SIGNALS = "instance_signals";
/** The most matches one bets-placed signal names: their ids stay well inside NOTIFY's 8,000 bytes. */
export const BET_SIGNAL_MATCHES = 500;
const instanceSignal = z.union([
  z.object({ type: z.enum(["sessions-ended", "notifications-read"]), userId: z.number().int().positive() }),
  // A fetch-new imported matches: the sync leader predicts them (docs/decisions.md#fetch-new).
  z.object({ type: z.literal("predictions-wanted") }),
  // Bets were committed: every instance reads these matches' distributions afresh (docs/decisions.md#a-bet-reaches-every-distribution).
  z.object({ type: z.literal("bets-placed"), matchIds: z.array(z.number().int().positive()).min(1).max(BET_SIGNAL_MATCHES) }),
]);
export type InstanceSignal = z.infer<typeof instanceSignal>;
/** After losing its connection (PostgreSQL restarted), the listener tries again this soon, doubling up to a cap. */
const RELISTEN_FIRST_MS = 500;
const RELISTEN_MAX_MS = 15_000;
/**
 * A commentary line's NOTIFY carries its row's id (and its other languages) beside the wire message (stripped before delivery:
 * the socket's messages stay as the contract declares them). A message without one (a match state, or
 * from an instance older than replays) is delivered as it comes.
 */
const noteLineId = z.object({ id: z.number().int().positive() });
/**
 * What a relisten reads back of the lines published while the listener was down: at most this many,
 * none older than this. A relisten comes within seconds, and while PostgreSQL itself is down no line
 * is written, so a replay is a handful of rows; the bounds only keep a pathological one small.
 */
const REPLAY_LIMIT = 500;
const REPLAY_WITHIN_MS = 5 * 60_000;
/** Ids of the lines delivered lately: more than one replay's worth, so a replayed line heard again is known. */
const REMEMBERED_LINES = 2 * REPLAY_LIMIT;

interface Heard {
  message: MatchFeedMessage;
  /** The commentary row's id, when the message is a stored line. */
  id: number | undefined;
}

/**
 * Fans a match's commentary and state out to the sockets subscribed on this instance. On PostgreSQL,
 * messages go through NOTIFY so every instance (this one included) delivers them to its own subscribers.
 * The same connection carries instance signals (a sign-out, notifications read), which every instance must
 * hear for the player's sessions and pages it holds.
 *
 * NOTIFY reaches only connections listening at the time: the lines published while the listener was
 * down are read back from the commentary table once it listens again, in id order and before anything
 * heard on the new connection, and a line read back and heard too is delivered once.
 */
export class CommentaryHub {
  private readonly listeners = new Map<number, Set<Listener>>();
  /** Hear every match's messages whoever follows them (the subscribes' copy of each match's state). */
  private readonly observers = new Set<Listener>();
  private readonly signalHandlers = new Set<(signal: InstanceSignal) => void>();
  private listenClient: pg.PoolClient | undefined;
  private stopped = false;
  private relisten: NodeJS.Timeout | undefined;
  /** The commentary table, read on PostgreSQL only (on PGlite every message is delivered in process). */
  private readonly db: Db | undefined;
  /** The newest line delivered (at start, the newest stored): a replay reads the lines after it. */
  private lastLineId = 0;
  /** Ids of the lines delivered lately, oldest first (a Set keeps insertion order). */
  private readonly deliveredLines = new Set<number>();
  /** Relistens whose replay has not finished: until then what the new connection hears waits in `held`. */
  private catchingUp = 0;
  private held: Heard[] = [];
  /** Replays run one after another, so two relistens in a row cannot interleave their lines. */
  private replays: Promise<void> = Promise.resolve();

  constructor(private readonly pool: DatabasePool | undefined) {
    this.db = pool ? drizzle(pool, { schema }) : undefined;
  }

  async start(): Promise<void> {
    if (!this.pool || !this.db) return;
    // LISTEN holds a session: on the session pool, which bypasses a transaction-mode pooler (platform/db/client.ts).
    await this.listen(this.pool.sessionPool, false);
    // The lines written before this instance listened were never its to deliver: a replay starts after them.
    this.lastLineId = Math.max(this.lastLineId, await newestLineId(this.db));
  }

  /** True while messages from other instances reach this one (always, without PostgreSQL). */
  get listening(): boolean {
    return !this.pool || this.listenClient !== undefined;
  }

  private async listen(pool: pg.Pool, relistening: boolean): Promise<void> {
    const client = await pool.connect();
    // The connection dies with a PostgreSQL restart: drop it and listen again on a new one. Without
    // this handler the client's error would be uncaught and end the process.
    client.on("error", (err) => {
      if (this.listenClient !== client) return;
      this.listenClient = undefined;
      client.release(err);
      this.listenAgain(pool, RELISTEN_FIRST_MS);
    });
    client.on("notification", (note) => {
      if (!note.payload) return;
      try {
        if (note.channel === CHANNEL) {
          const payload: unknown = JSON.parse(note.payload);
          const message = matchFeedMessage.parse(payload);
          if (message.type === "commentary") withTranslations(message, readTranslations(payload));
          this.receive({ message, id: noteLineId.safeParse(payload).data?.id });
        } else if (note.channel === SIGNALS) this.deliverSignal(instanceSignal.parse(JSON.parse(note.payload)));
      } catch {
        // a malformed payload cannot come from us; ignore it
      }
    });
    // Before LISTEN: what the new connection hears from its first moment waits for the replay.
    if (relistening) this.catchingUp += 1;
    try {
      await client.query(`listen ${CHANNEL}; listen ${SIGNALS}`);
    } catch (err) {
      client.release(err as Error);
      if (relistening) this.caughtUp();
      throw err;
    }
    this.listenClient = client;
    // Listening again: every line published from here on is heard, and the ones before it are stored.
    if (relistening) this.replays = this.replays.then(() => this.replayMissed()).then(() => this.caughtUp());
  }

  private listenAgain(pool: pg.Pool, delay: number): void {
    if (this.stopped) return;
    this.relisten = setTimeout(() => {
      this.listen(pool, true).catch(() => this.listenAgain(pool, Math.min(delay * 2, RELISTEN_MAX_MS)));
    }, delay);
    this.relisten.unref();
  }

  /**
   * Delivers the lines stored after the last one delivered. Observers hear every match (and the app
   * always has one), so then every match's lines are read: one range of the primary key, bounded
   * anyway. Without observers, only the matches followed here.
   */
  private async replayMissed(): Promise<void> {
    if (this.stopped || !this.db) return;
    const matchIds = this.observers.size > 0 ? undefined : [...this.listeners.keys()];
    if (matchIds?.length === 0) return;
    let lines: Heard[];
    try {
      lines = await linesAfter(this.db, this.lastLineId, { matchIds, withinMs: REPLAY_WITHIN_MS, limit: REPLAY_LIMIT });
    } catch {
      // The lines stay missed, as every one was before replays; the next relisten reads from the same place.
      return;
    }
    this.deliverEach(lines);
  }

  /** Once no replay is left to run: what the new connection heard meanwhile, in the order heard. */
  private caughtUp(): void {
    this.catchingUp -= 1;
    if (this.catchingUp > 0) return;
    const held = this.held;
    this.held = [];
    this.deliverEach(held);
  }

  private receive(heard: Heard): void {
    if (this.catchingUp > 0) this.held.push(heard);
    else this.deliverHeard(heard);
  }

  /** One by one: a listener that throws loses that message only, as on a notification, never the rest. */
  private deliverEach(list: readonly Heard[]): void {
    for (const heard of list) {
      try {
        this.deliverHeard(heard);
      } catch {
        // as on a notification: that message is lost to the listeners after the one that threw
      }
    }
  }

  /** Delivers a message, but a stored line only once however often it comes (heard and read back). */
  private deliverHeard({ message, id }: Heard): void {
    if (id !== undefined) {
      if (this.deliveredLines.has(id)) return;
      this.deliveredLines.add(id);
      if (this.deliveredLines.size > REMEMBERED_LINES) this.deliveredLines.delete(this.deliveredLines.values().next().value!);
      this.lastLineId = Math.max(this.lastLineId, id);
    }
    this.deliver(message);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.relisten);
    this.listeners.clear();
    this.observers.clear();
    this.held = [];
    if (this.listenClient) {
      await this.listenClient.query("unlisten *").catch(() => {});
      this.listenClient.release();
      this.listenClient = undefined;
    }
  }

  subscribe(matchId: number, listener: Listener): () => void {
    const set = this.listeners.get(matchId) ?? new Set();
    set.add(listener);
    this.listeners.set(matchId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(matchId);
    };
  }

  /** Hears every message delivered on this instance, for any match; returns the stop. */
  observe(observer: Listener): () => void {
    this.observers.add(observer);
    return () => {
      this.observers.delete(observer);
    };
  }

  subscriberCount(matchId: number): number {
    return this.listeners.get(matchId)?.size ?? 0;
  }

  /** Tells every instance's followers; `lineId` is the commentary row's id when the message is a stored line. */
  async publish(message: MatchFeedMessage, lineId?: number): Promise<void> {
    if (this.pool) {
      // A line's other languages go with it, so every instance sends each subscriber theirs.
      const translations = message.type === "commentary" ? lineTranslations(message) : undefined;
      const payload = { ...message, ...(lineId === undefined ? {} : { id: lineId }), ...(translations ? { translations } : {}) };
      await this.pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(payload)]);
    } else {
      this.deliver(message);
    }
  }

  /** Hears every instance signal delivered on this instance; returns the stop. */
  onSignal(handler: (signal: InstanceSignal) => void): () => void {
    this.signalHandlers.add(handler);
    return () => {
      this.signalHandlers.delete(handler);
    };
  }

  /** Tells every instance, this one included (alone on PGlite, at once). */
  async signal(signal: InstanceSignal): Promise<void> {
    if (this.pool) await this.pool.query("select pg_notify($1, $2)", [SIGNALS, JSON.stringify(signal)]);
    else this.deliverSignal(signal);
  }

  private deliverSignal(signal: InstanceSignal): void {
    for (const handler of this.signalHandlers) handler(signal);
  }

  private deliver(message: MatchFeedMessage): void {
    for (const observer of this.observers) observer(message);
    for (const listener of this.listeners.get(message.matchId) ?? []) listener(message);
  }
}
