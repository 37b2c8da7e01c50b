import { describe, expect, it } from "vitest";
import { runAtOnce, runYielding } from "./slices";

/** A draw of `units` units that records, at each, how many of the event loop's other callbacks have run meanwhile. */
function* counting(units: number, others: { ran: number }): Generator<void, number[]> {
  const seen: number[] = [];
  for (let unit = 0; unit < units; unit++) {
    if (unit > 0) yield;
    seen.push(others.ran);
  }
  return seen;
}

/** Another request waiting on the event loop: it runs again whenever the loop gets back to it. */
function otherWork(others: { ran: number }): () => void {
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    others.ran += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  return () => (stopped = true);
}

describe("sliced draws", () => {
  it("give the event loop back between units once their budget is spent, and reach the same end", async () => {
    const others = { ran: 0 };
    const stop = otherWork(others);
    const seen = await runYielding(counting(4, others), 0);
    stop();
    expect(seen).toEqual([0, 1, 2, 3]);
  });

  it("hold the loop while the budget lasts", async () => {
    const others = { ran: 0 };
    const stop = otherWork(others);
    const seen = await runYielding(counting(4, others), Number.POSITIVE_INFINITY);
    stop();
    expect(seen).toEqual([0, 0, 0, 0]);
    expect(runAtOnce(counting(3, { ran: 5 }))).toEqual([5, 5, 5]);
  });
});
