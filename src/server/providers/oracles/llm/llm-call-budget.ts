/** A UTC day as "YYYY-MM-DD": the budget's period. */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export interface LlmCallBudgetOptions {
  /** Calls allowed a UTC day, every oracle together; 0 for no limit (LLM_DAILY_CALLS). */
  dailyCalls: number;
  now?: () => Date;
  /** Told once a day, at the first call refused. */
  onSpent?: (dailyCalls: number, day: string) => void;
}

/**
 * LLM_DAILY_CALLS: one allowance a UTC day shared by the oracles, counted in this process. Only the
 * match sync's leader asks the oracles for predictions, so this count is the whole deployment's.
 * Taking is synchronous, so oracles asked at once can never overdraw it.
 */
export class LlmCallBudget {
  readonly dailyCalls: number;
  private readonly now: () => Date;
  private readonly onSpent: (dailyCalls: number, day: string) => void;
  private day = "";
  private used = 0;
  private refused = 0;

  constructor(options: LlmCallBudgetOptions) {
    if (!Number.isInteger(options.dailyCalls) || options.dailyCalls < 0) throw new RangeError("dailyCalls must be a whole number, 0 or more");
    this.dailyCalls = options.dailyCalls;
    this.now = options.now ?? (() => new Date());
    this.onSpent = options.onSpent ?? (() => {});
  }

  /** Takes one call from today's allowance: false, and no call may be made, once it is spent. */
  take(): boolean {
    if (this.dailyCalls === 0) return true;
    this.turnDay();
    if (this.used < this.dailyCalls) {
      this.used += 1;
      return true;
    }
    this.refused += 1;
    if (this.refused === 1) this.onSpent(this.dailyCalls, this.day);
    return false;
  }

  /** Calls left today; Infinity without a limit. */
  get remaining(): number {
    if (this.dailyCalls === 0) return Infinity;
    this.turnDay();
    return this.dailyCalls - this.used;
  }

  /** A new allowance at 00:00 UTC; a clock stepped back past midnight does not grant a second one. */
  private turnDay(): void {
    const today = utcDay(this.now());
    if (today <= this.day) return;
    this.day = today;
    this.used = 0;
    this.refused = 0;
  }
}
