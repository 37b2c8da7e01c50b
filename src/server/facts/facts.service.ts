import { FACTS_BANK, type BankFact } from "./facts-bank";

import type { Fact } from "../../shared/api/facts";

export type { Fact };

/** Writes `count` new facts, steering clear of the titles given; throws on any failure. */
export interface FactWriter {
  write(count: number, avoidTitles: readonly string[]): Promise<Fact[]>;
}

/** What one visitor has been shown. */
interface VisitorHistory {
  /** Bank facts served in the current pass through the bank; cleared when the bank runs out. */
  servedIds: Set<string>;
  /** The most recent titles served (bank or model), for the model's avoid list and de-duplication. */
  recentTitles: string[];
}

export interface FactsServiceOptions {
  bank?: readonly BankFact[];
  /** The language model; without one every fact comes from the bank. */
  writer?: FactWriter | undefined;
  /** LLM_DAILY_CALLS, shared with the oracles: each write takes a call; without one the writer is unbounded. */
  budget?: { take(): Promise<boolean> } | undefined;
  /** How many visitors' histories are kept; the least recently seen is forgotten first. */
  maxVisitors?: number;
  /** How many recent titles are kept per visitor (and sent to the model as the avoid list). */
  maxRecentTitles?: number;
  random?: () => number;
  log?: (message: string) => void;
}

const normalise = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * 'Generate More' facts (docs/rules.md#page-static): a visitor never sees the same bank fact twice until the bank runs
 * out, then it starts over. Only a signed-in player's ask reaches the model, and only while the day's
 * LLM_DAILY_CALLS last: a signed-out visitor, or anyone past the budget, is served from the bank
 * (docs/decisions.md#one-model-budget-for-every-instance). Histories live in memory, per instance, in a bounded LRU: with several
 * instances or after a restart a visitor may see a repeat sooner, which is fine because facts are
 * entertainment and nothing else depends on them.
 */
export class FactsService {
  private readonly bank: readonly BankFact[];
  private readonly writer: FactWriter | undefined;
  private readonly budget: { take(): Promise<boolean> } | undefined;
  private readonly maxVisitors: number;
  private readonly maxRecentTitles: number;
  private readonly random: () => number;
  private readonly log: (message: string) => void;
  /** Map iteration order is insertion order, so re-inserting on each visit makes the first key the LRU. */
  private readonly visitors = new Map<string, VisitorHistory>();

  constructor(options: FactsServiceOptions = {}) {
    this.bank = options.bank ?? FACTS_BANK;
    if (this.bank.length === 0) throw new Error("the facts bank is empty");
    this.writer = options.writer;
    this.budget = options.budget;
    this.maxVisitors = options.maxVisitors ?? 10_000;
    this.maxRecentTitles = options.maxRecentTitles ?? 60;
    this.random = options.random ?? Math.random;
    this.log = options.log ?? (() => {});
  }

  /** Visitors currently remembered (for tests and diagnostics). */
  get visitorCount(): number {
    return this.visitors.size;
  }

  /**
   * `visitor` identifies who is asking: "user:<id>" when signed in, else "visitor:<cookie id>";
   * `signedIn` lets the ask reach the model.
   */
  async generate(visitor: string, count: number, signedIn: boolean): Promise<Fact[]> {
    const history = this.historyOf(visitor);
    const facts: Fact[] = [];
    if (this.writer && signedIn && (!this.budget || (await this.budget.take()))) facts.push(...(await this.fromWriter(history, count)));
    if (facts.length < count) facts.push(...this.fromBank(history, count - facts.length));
    this.remember(history, facts);
    return facts;
  }

  private historyOf(visitor: string): VisitorHistory {
    const known = this.visitors.get(visitor);
    if (known) {
      this.visitors.delete(visitor);
      this.visitors.set(visitor, known);
      return known;
    }
    const fresh: VisitorHistory = { servedIds: new Set(), recentTitles: [] };
    this.visitors.set(visitor, fresh);
    while (this.visitors.size > this.maxVisitors) {
      const oldest = this.visitors.keys().next().value;
      if (oldest === undefined) break;
      this.visitors.delete(oldest);
    }
    return fresh;
  }

  /** The model's facts minus any it repeated; an empty list when it fails, so the bank answers. */
  private async fromWriter(history: VisitorHistory, count: number): Promise<Fact[]> {
    try {
      const written = await this.writer!.write(count, [...history.recentTitles]);
      const seen = new Set(history.recentTitles.map(normalise));
      const fresh: Fact[] = [];
      for (const fact of written) {
        const key = normalise(fact.title);
        if (seen.has(key)) continue;
        seen.add(key);
        fresh.push({ title: fact.title, description: fact.description });
        if (fresh.length === count) break;
      }
      return fresh;
    } catch (error) {
      this.log(`facts: the language model failed, answering from the bank (${reasonOf(error)})`);
      return [];
    }
  }

  private fromBank(history: VisitorHistory, count: number): Fact[] {
    const picked: BankFact[] = [];
    while (picked.length < count) {
      let candidates = this.bank.filter((fact) => !history.servedIds.has(fact.id) && !picked.includes(fact));
      if (candidates.length === 0) {
        // The visitor has seen the whole bank: start over, without repeating within this reply.
        history.servedIds.clear();
        for (const fact of picked) history.servedIds.add(fact.id);
        candidates = this.bank.filter((fact) => !picked.includes(fact));
        if (candidates.length === 0) break;
      }
      const choice = candidates[Math.floor(this.random() * candidates.length)] ?? candidates[0]!;
      picked.push(choice);
      history.servedIds.add(choice.id);
    }
    return picked.map(({ title, description }) => ({ title, description }));
  }

  private remember(history: VisitorHistory, facts: readonly Fact[]): void {
    history.recentTitles.push(...facts.map((fact) => fact.title));
    const excess = history.recentTitles.length - this.maxRecentTitles;
    if (excess > 0) history.recentTitles.splice(0, excess);
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof SyntaxError) return "reply content is not JSON";
  if (error instanceof Error) return error.message.slice(0, 300);
  return String(error);
}
