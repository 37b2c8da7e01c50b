import type pg from "pg";
import { z } from "zod";
import { matchFeedMessage, type MatchFeedMessage } from "../../shared/api/live";

type Listener = (message: MatchFeedMessage) => void;

const CHANNEL = "commentary";
/** What one instance tells all (itself included) about a player: their sessions ended, or their notifications were read. */
const SIGNALS = "instance_signals";
const instanceSignal = z.object({ type: z.enum(["sessions-ended", "notifications-read"]), userId: z.number().int().positive() });
export type InstanceSignal = z.infer<typeof instanceSignal>;
/** After losing its connection (PostgreSQL restarted), the listener tries again this soon, doubling up to a cap. */
const RELISTEN_FIRST_MS = 500;
const RELISTEN_MAX_MS = 15_000;

/**
 * Fans a match's commentary and state out to the sockets subscribed on this instance. On PostgreSQL,
 * messages go through NOTIFY so every instance (this one included) delivers them to its own subscribers.
 * The same connection carries instance signals (a sign-out, notifications read), which every instance must
 * hear for the player's sessions and pages it holds.
 */
export class CommentaryHub {
  private readonly listeners = new Map<number, Set<Listener>>();
  /** Hear every match's messages whoever follows them (the subscribes' copy of each match's state). */
  private readonly observers = new Set<Listener>();
  private readonly signalHandlers = new Set<(signal: InstanceSignal) => void>();
  private listenClient: pg.PoolClient | undefined;
  private stopped = false;
  private relisten: NodeJS.Timeout | undefined;

  constructor(private readonly pool: pg.Pool | undefined) {}

  async start(): Promise<void> {
    if (!this.pool) return;
    await this.listen(this.pool);
  }

  /** True while messages from other instances reach this one (always, without PostgreSQL). */
  get listening(): boolean {
    return !this.pool || this.listenClient !== undefined;
  }

  private async listen(pool: pg.Pool): Promise<void> {
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
        if (note.channel === CHANNEL) this.deliver(matchFeedMessage.parse(JSON.parse(note.payload)));
        else if (note.channel === SIGNALS) this.deliverSignal(instanceSignal.parse(JSON.parse(note.payload)));
      } catch {
        // a malformed payload cannot come from us; ignore it
      }
    });
    try {
      await client.query(`listen ${CHANNEL}; listen ${SIGNALS}`);
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
    this.listenClient = client;
  }

  private listenAgain(pool: pg.Pool, delay: number): void {
    if (this.stopped) return;
    this.relisten = setTimeout(() => {
      this.listen(pool).catch(() => this.listenAgain(pool, Math.min(delay * 2, RELISTEN_MAX_MS)));
    }, delay);
    this.relisten.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.relisten);
    this.listeners.clear();
    this.observers.clear();
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

  async publish(message: MatchFeedMessage): Promise<void> {
    if (this.pool) {
      await this.pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(message)]);
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
