import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { secondClock } from "./use-second-clock";

describe("the page's second clock", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 29, 12, 0, 0, 400));
  });
  afterEach(() => vi.useRealTimers());

  it("runs one timer for every countdown, and moves them all together just after each whole second", () => {
    const heard: Array<[string, number]> = [];
    const stops = ["first", "second", "third"].map((name) => secondClock.subscribe(() => heard.push([name, Date.now()])));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(599);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(2);
    const second = Date.UTC(2026, 10, 29, 12, 0, 1, 1);
    expect(heard).toEqual([
      ["first", second],
      ["second", second],
      ["third", second],
    ]);
    expect(secondClock.snapshot()).toBe(second);
    vi.advanceTimersByTime(1_000);
    expect(heard).toHaveLength(6);
    expect(vi.getTimerCount()).toBe(1);
    for (const stop of stops) stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reads the time to the second while nobody listens, and the exact time once someone does", () => {
    expect(secondClock.snapshot()).toBe(Date.UTC(2026, 10, 29, 12, 0, 0));
    vi.advanceTimersByTime(5_000);
    expect(secondClock.snapshot()).toBe(Date.UTC(2026, 10, 29, 12, 0, 5));
    const stop = secondClock.subscribe(() => {});
    expect(secondClock.snapshot()).toBe(Date.UTC(2026, 10, 29, 12, 0, 5, 400));
    stop();
  });
});
