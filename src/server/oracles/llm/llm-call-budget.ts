/** A UTC day as "YYYY-MM-DD": the budget's period. */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Where the day's calls are counted. `take` counts one call of `day` unless `dailyCalls` were already
 * taken, atomically, and says whether it did; `used` reads the count.
 */
export interface LlmCallCount {
  take(day: string, dailyCalls: number): Promise<boolean>;
  used(day: string): Promise<number>;
}

/** Counted in this process: for a budget that nothing else spends (a test, a backtest). */
export function countInMemory(): LlmCallCount {
  const days = new Map<string, number>();
  return {
    async take(day, dailyCalls) {
      const used = days.get(day) ?? 0;
      if (used >= dailyCalls) return false;
      days.clear();
      days.set(day, used + 1);
      return true;
    },
    async used(day) {
      return days.get(day) ?? 0;
    },
  };
}

export interface LlmCallBudgetOptions {
  /** Calls allowed a UTC day, the oracles and signed-in players' facts together; 0 for no limit (LLM_DAILY_CALLS). */
  dailyCalls: number;
  /** Where calls are counted; in this process when left out. The app counts in the database (llm-call-days.ts). */
  count?: LlmCallCount;
  now?: () => Date;
  /** Told once a day, at the first call refused. */
  onSpent?: (dailyCalls: number, day: string) => void;
}

/**
 * LLM_DAILY_CALLS: one allowance a UTC day shared by the oracles and by the facts signed-in players ask
 * for. The sync leader asks the oracles, but any instance may write facts, so the app counts in the
 * database, where a take is one guarded statement: instances taking at once never overdraw it
 * (docs/decisions.md#one-model-budget-for-every-instance).
 */
export class LlmCallBudget {
  readonly dailyCalls: number;
  private readonly now: () => Date;
  private readonly onSpent: (dailyCalls: number, day: string) => void;
  private readonly count: LlmCallCount;
  private day = "";
  private refused = 0;

  constructor(options: LlmCallBudgetOptions) {
    if (!Number.isInteger(options.dailyCalls) || options.dailyCalls < 0) throw new RangeError("dailyCalls must be a whole number, 0 or more");
    this.dailyCalls = options.dailyCalls;
    this.now = options.now ?? (() => new Date());
    this.onSpent = options.onSpent ?? (() => {});
    this.count = options.count ?? countInMemory();
  }

  /** Takes one call from today's allowance: false, and no call may be made, once it is spent. */
  async take(): Promise<boolean> {
    if (this.dailyCalls === 0) return true;
    this.turnDay();
    const day = this.day;
    if (await this.count.take(day, this.dailyCalls)) return true;
    this.refused += 1;
    if (this.refused === 1) this.onSpent(this.dailyCalls, day);
    return false;
  }

  /** Calls left today; Infinity without a limit. */
  async remaining(): Promise<number> {
    if (this.dailyCalls === 0) return Infinity;
    this.turnDay();
    return this.dailyCalls - (await this.count.used(this.day));
  }

  /** A new allowance at 00:00 UTC; a clock stepped back past midnight does not grant a second one. */
  private turnDay(): void {
    const today = utcDay(this.now());
    if (today <= this.day) return;
    this.day = today;
    this.refused = 0;
  }
}
