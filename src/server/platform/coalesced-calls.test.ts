import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { CoalescedCalls } from "./coalesced-calls";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("sends each key told within a window once, at the window's end", () => {
  const sent: number[] = [];
  const calls = new CoalescedCalls<number>(100, (keys) => sent.push(...keys));
  calls.tell(7);
  calls.tell(7);
  calls.tell(9);
  vi.advanceTimersByTime(99);
  calls.tell(7);
  expect(sent).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(sent).toEqual([7, 9]);

  // A telling after the window opens the next one.
  calls.tell(7);
  vi.advanceTimersByTime(100);
  expect(sent).toEqual([7, 9, 7]);
  vi.advanceTimersByTime(1_000);
  expect(sent).toEqual([7, 9, 7]);
});

it("sends what is owed at once when flushed, and nothing twice", () => {
  const sent: string[] = [];
  const calls = new CoalescedCalls<string>(100, (keys) => sent.push(...keys));
  calls.tell("a");
  calls.flush();
  expect(sent).toEqual(["a"]);
  vi.advanceTimersByTime(200);
  calls.flush();
  expect(sent).toEqual(["a"]);
});

it("sends a window's keys together, in one call", () => {
  const calls: number[][] = [];
  const coalesced = new CoalescedCalls<number>(100, (keys) => calls.push(keys));
  for (const key of [3, 1, 3, 2]) coalesced.tell(key);
  vi.advanceTimersByTime(100);
  expect(calls).toEqual([[3, 1, 2]]);
  coalesced.flush();
  expect(calls).toHaveLength(1);
});
