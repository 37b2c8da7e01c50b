import type { Db } from "../db/client";
import { createReminders, deliverReminders, type ReminderSenders } from "./reminders";

/** Reminders are looked for this often: a reminder comes at most this late after its lead time. */
const EVERY_MS = 15_000;

/**
 * Every instance writes the reminders due and sends the pending e-mails and pushes, every 15 s; the claims and
 * the leased sending keep each reminder to once however many run (reminders.ts).
 */
export class ReminderJob {
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly senders: ReminderSenders,
    private readonly onError: (err: unknown) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runOnce(), EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** One pass: write what is due, then send what waits. Tests call it with their clock. */
  async runOnce(now = new Date()): Promise<{ created: number; sent: number }> {
    if (this.running) return { created: 0, sent: 0 };
    this.running = true;
    try {
      const created = await createReminders(this.db, now);
      const sent = await deliverReminders(this.db, this.senders, now);
      return { created, sent };
    } catch (err) {
      this.onError(err);
      return { created: 0, sent: 0 };
    } finally {
      this.running = false;
    }
  }
}
