import type pg from "pg";
import type { DatabasePool, Db } from "../platform/db/client";
import { createReminders, deliverReminders, type ReminderSenders } from "./reminders";

/** Reminders are looked for this often: a reminder comes at most this late after its lead time. */
const EVERY_MS = 15_000;
/** Any constant: names the advisory lock one pass holds (the migrations' is 727_001, the sync's 727_002, the prediction chain's 727_004). */
const REMINDER_LOCK = 727_003;

/**
 * Every instance looks every 15 s, and on PostgreSQL one of them at a time makes the pass: it writes the
 * reminders due and sends the pending e-mails and pushes. The claims and the leased sending would keep each
 * reminder to once however many ran (reminders.ts), but N instances would read the same due rows N times a
 * tick for nothing (docs/decisions.md, "Several instances").
 */
export class ReminderJob {
  private timer: NodeJS.Timeout | undefined;
  /** The pass under way: a tick meanwhile does nothing, and stop() waits for it. */
  private pass: Promise<{ created: number; sent: number }> | undefined;

  constructor(
    private readonly db: Db,
    private readonly senders: ReminderSenders,
    private readonly onError: (err: unknown) => void,
    private readonly pool?: DatabasePool,
    /** The calendar's speed-up (SIM_SPEED for the simulated league): leads and the pace follow it. */
    private readonly speed = 1,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runOnce(), Math.max(1_000, EVERY_MS / this.speed));
    this.timer.unref();
  }

  /**
   * No more passes, once the one under way has ended: the server closes its database after this, and a pass cut off
   * there logged a failed statement at error level on a graceful stop.
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.pass;
  }

  /** One pass: write what is due, then send what waits; nothing while another instance makes it. Tests call it with their clock. */
  runOnce(now = new Date()): Promise<{ created: number; sent: number }> {
    if (this.pass) return Promise.resolve({ created: 0, sent: 0 });
    const pass = this.makePass(now).finally(() => (this.pass = undefined));
    this.pass = pass;
    return pass;
  }

  private async makePass(now: Date): Promise<{ created: number; sent: number }> {
    let lock: pg.PoolClient | undefined;
    let locked = false;
    let failed: Error | undefined;
    try {
      if (this.pool) {
        // The pass's lock is a session's: taken on the session pool, which bypasses a transaction-mode pooler.
        lock = await this.pool.sessionPool.connect();
        const { rows } = await lock.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [REMINDER_LOCK]);
        locked = rows[0]?.locked === true;
        if (!locked) return { created: 0, sent: 0 };
      }
      const created = await createReminders(this.db, now, this.speed);
      const sent = await deliverReminders(this.db, this.senders, now);
      return { created, sent };
    } catch (err) {
      failed = err instanceof Error ? err : new Error(String(err));
      this.onError(err);
      return { created: 0, sent: 0 };
    } finally {
      if (lock) {
        // A connection that failed is closed (which frees the lock); a good one frees it and goes back to the pool.
        if (locked && !failed) await lock.query("select pg_advisory_unlock($1)", [REMINDER_LOCK]).catch((err: Error) => (failed = err));
        lock.release(failed);
      }
    }
  }
}
