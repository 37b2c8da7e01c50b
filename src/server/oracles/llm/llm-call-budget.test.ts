import { describe, expect, it, vi } from "vitest";
import { LlmCallBudget } from "./llm-call-budget";

/** A clock the test moves by hand. */
function clock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    set: (iso: string) => {
      now = new Date(iso);
    },
  };
}

/** Takes one after another, as the oracles and the facts do. */
async function takeAll(budget: LlmCallBudget, times: number): Promise<boolean[]> {
  const taken: boolean[] = [];
  for (let i = 0; i < times; i++) taken.push(await budget.take());
  return taken;
}

describe("LlmCallBudget", () => {
  it("grants the day's calls, then refuses until 00:00 UTC", async () => {
    const time = clock("2024-11-10T08:00:00Z");
    const budget = new LlmCallBudget({ dailyCalls: 3, now: time.now });
    expect(await takeAll(budget, 5)).toEqual([true, true, true, false, false]);
    expect(await budget.remaining()).toBe(0);

    time.set("2024-11-10T23:59:59.999Z");
    expect(await budget.take()).toBe(false);
    time.set("2024-11-11T00:00:00Z");
    expect(await budget.remaining()).toBe(3);
    expect(await takeAll(budget, 4)).toEqual([true, true, true, false]);
  });

  it("counts by the UTC day, whatever the server's time zone", async () => {
    // 23:30 in New York on the 10th is already the 11th in UTC.
    const time = clock("2024-11-11T04:30:00Z");
    const budget = new LlmCallBudget({ dailyCalls: 1, now: time.now });
    expect(await budget.take()).toBe(true);
    time.set("2024-11-11T23:00:00Z");
    expect(await budget.take()).toBe(false);
  });

  it("says once a day that the allowance is spent", async () => {
    const time = clock("2024-11-10T08:00:00Z");
    const onSpent = vi.fn();
    const budget = new LlmCallBudget({ dailyCalls: 1, now: time.now, onSpent });
    await takeAll(budget, 4);
    expect(onSpent).toHaveBeenCalledTimes(1);
    expect(onSpent).toHaveBeenCalledWith(1, "2024-11-10");
    time.set("2024-11-11T09:00:00Z");
    await takeAll(budget, 3);
    expect(onSpent).toHaveBeenCalledTimes(2);
    expect(onSpent).toHaveBeenLastCalledWith(1, "2024-11-11");
  });

  it("does not grant a second allowance when the clock steps back past midnight", async () => {
    const time = clock("2024-11-11T00:00:05Z");
    const budget = new LlmCallBudget({ dailyCalls: 1, now: time.now });
    expect(await budget.take()).toBe(true);
    time.set("2024-11-10T23:59:58Z");
    expect(await budget.take()).toBe(false);
  });

  it("has no limit at 0 and refuses nonsense", async () => {
    const budget = new LlmCallBudget({ dailyCalls: 0 });
    expect((await takeAll(budget, 1_000)).every(Boolean)).toBe(true);
    expect(await budget.remaining()).toBe(Infinity);
    expect(() => new LlmCallBudget({ dailyCalls: -1 })).toThrow(RangeError);
    expect(() => new LlmCallBudget({ dailyCalls: 1.5 })).toThrow(RangeError);
  });
});
