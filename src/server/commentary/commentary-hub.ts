import type pg from "pg";
import { commentaryMessage, type CommentaryMessage } from "../../shared/api/live";

type Listener = (message: CommentaryMessage) => void;

const CHANNEL = "commentary";

/**
 * Fans commentary out to the sockets subscribed on this instance. On PostgreSQL, messages go
 * through NOTIFY so every instance (this one included) delivers them to its own subscribers.
 */
export class CommentaryHub {
  private readonly listeners = new Map<number, Set<Listener>>();
  private listenClient: pg.PoolClient | undefined;

  constructor(private readonly pool: pg.Pool | undefined) {}

  async start(): Promise<void> {
    if (!this.pool) return;
    this.listenClient = await this.pool.connect();
    this.listenClient.on("notification", (note) => {
      if (note.channel !== CHANNEL || !note.payload) return;
      try {
        this.deliver(commentaryMessage.parse(JSON.parse(note.payload)));
      } catch {
        // a malformed payload cannot come from us; ignore it
      }
    });
    await this.listenClient.query(`listen ${CHANNEL}`);
  }

  async stop(): Promise<void> {
    this.listeners.clear();
    if (this.listenClient) {
      await this.listenClient.query(`unlisten ${CHANNEL}`).catch(() => {});
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

  subscriberCount(matchId: number): number {
    return this.listeners.get(matchId)?.size ?? 0;
  }

  async publish(message: CommentaryMessage): Promise<void> {
    if (this.pool) {
      await this.pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(message)]);
    } else {
      this.deliver(message);
    }
  }

  private deliver(message: CommentaryMessage): void {
    for (const listener of this.listeners.get(message.matchId) ?? []) listener(message);
  }
}
