import { describe, expect, it, vi } from "vitest";
import { BatchedHits, FLUSH_EVERY_MS, type AddHits } from "./batched-hits";
import { sharedStore, type HitCounter } from "./shared-rate-limit";

// A limit's hits counted a few at a time here and sent together (docs/rules.md#rate-limits): how many reach
// the shared store, what each hit is told, the 5 % an instance may let through unknown to the others, and the
// windows forgotten once they pass.

/** A shared store in memory, as rate_limit_hits counts: a fixed window per key, by one clock. */
function fakeStore(now: () => number) {
  const windows = new Map<string, { hits: number; resetsAt: number }>();
  const calls: Array<Array<{ key: string; hits: number }>> = [];
  let failing = false;
  const add: AddHits = async (batch) => {
    if (failing) throw new Error("store away");
    calls.push(batch.map(({ key, hits }) => ({ key, hits })));
    const answers = new Map<string, { current: number; ttl: number }>();
    for (const { key, hits, windowMs } of batch) {
      let window = windows.get(key);
      if (!window || window.resetsAt <= now()) windows.set(key, (window = { hits: 0, resetsAt: now() + windowMs }));
      window.hits += hits;
      answers.set(key, { current: window.hits, ttl: window.resetsAt - now() });
    }
    return answers;
  };
  return { add, calls, hitsOf: (key: string) => windows.get(key)?.hits ?? 0, fail: (on: boolean) => (failing = on) };
}

function setUp() {
  let time = 1_000_000;
  const now = () => time;
  const store = fakeStore(now);
  return { store, now, advance: (ms: number) => (time += ms) };
}

const MINUTE = 60_000;

describe("a limit's hits counted in batches", () => {
  it("sends the first hit of a window at once, counts up to 5 % of the limit here, and sends the next with them", async () => {
    const { store, now } = setUp();
    const hits = new BatchedHits(store.add, now);
    const told: number[] = [];
    for (let i = 0; i < 7; i++) told.push((await hits.count("k", MINUTE, 100)).current);
    // Every hit is told the count so far, its own included.
    expect(told).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Two statements for seven hits: the first alone, the seventh with the five before it.
    expect(store.calls).toEqual([[{ key: "k", hits: 1 }], [{ key: "k", hits: 6 }]]);
    expect(store.hitsOf("k")).toBe(7);
  });

  it("sends what every key counted in one statement a quarter of a second later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const { store, now } = setUp();
      const hits = new BatchedHits(store.add, now);
      for (const key of ["a", "b"]) for (let i = 0; i < 3; i++) await hits.count(key, MINUTE, 200);
      expect(store.calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
      expect(store.calls[2]).toEqual([
        { key: "a", hits: 2 },
        { key: "b", hits: 2 },
      ]);
      expect([store.hitsOf("a"), store.hitsOf("b")]).toEqual([3, 3]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a limit under 20 exact: every hit reaches the store", async () => {
    const { store, now } = setUp();
    const hits = new BatchedHits(store.add, now);
    for (let i = 0; i < 12; i++) await hits.count("small", MINUTE, 10);
    expect(store.calls).toHaveLength(12);
    expect((await hits.count("small", MINUTE, 10)).current).toBe(13);
  });

  it("lets two instances through at most 5 % of the limit each beyond it", async () => {
    const { store, now } = setUp();
    const instances = [new BatchedHits(store.add, now), new BatchedHits(store.add, now)];
    let accepted = 0;
    for (let i = 0; i < 400; i++) {
      const { current } = await instances[i % 2]!.count("hot", MINUTE, 100);
      if (current <= 100) accepted += 1;
      // A flush now and then, as the timer does.
      if (i % 37 === 0) await Promise.all(instances.map((instance) => instance.flush()));
    }
    await Promise.all(instances.map((instance) => instance.flush()));
    expect(accepted).toBeGreaterThanOrEqual(100);
    expect(accepted).toBeLessThanOrEqual(100 + 2 * 5);
    // Every hit reached the store in the end, refused ones included.
    expect(store.hitsOf("hot")).toBe(400);
  });

  it("counts the hits of a flush still on its way: one instance lets through none past the limit", async () => {
    const { store, now } = setUp();
    // A store that answers only when told: the flush's statement is under way while hits keep coming.
    const held: Array<() => void> = [];
    const slow: AddHits = (batch) => new Promise((resolve) => held.push(() => resolve(store.add(batch))));
    const answerAll = async () => {
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        const next = held.shift();
        if (!next) return;
        next();
      }
    };
    const hits = new BatchedHits(slow, now);
    const first = hits.count("busy", MINUTE, 100);
    await answerAll();
    expect((await first).current).toBe(1);
    for (let i = 0; i < 4; i++) await hits.count("busy", MINUTE, 100);
    const flushed = hits.flush();
    // Counted while the flush's four hits have not been answered: they count too.
    const told: number[] = [];
    for (let i = 0; i < 5; i++) told.push((await hits.count("busy", MINUTE, 100)).current);
    expect(told).toEqual([6, 7, 8, 9, 10]);
    // The next goes to the store at once with the five, after the flush: its answer counts every hit before it.
    const sent = hits.count("busy", MINUTE, 100);
    await answerAll();
    await flushed;
    expect((await sent).current).toBe(11);
    expect(store.hitsOf("busy")).toBe(11);
    expect(store.calls).toEqual([[{ key: "busy", hits: 1 }], [{ key: "busy", hits: 4 }], [{ key: "busy", hits: 6 }]]);
  });

  it("forgets a window once it has passed: its pending hits go with it, and the next hit opens a new one", async () => {
    const { store, now, advance } = setUp();
    const hits = new BatchedHits(store.add, now);
    for (let i = 0; i < 4; i++) await hits.count("w", MINUTE, 100);
    expect(hits.size).toBe(1);
    advance(MINUTE);
    await hits.flush();
    expect(hits.size).toBe(0);
    expect((await hits.count("w", MINUTE, 100)).current).toBe(1);
    expect(store.calls.at(-1)).toEqual([{ key: "w", hits: 1 }]);
  });

  it("keeps the hits of a flush the store refused, for the next one", async () => {
    const { store, now } = setUp();
    const hits = new BatchedHits(store.add, now);
    for (let i = 0; i < 4; i++) await hits.count("f", MINUTE, 100);
    store.fail(true);
    await hits.flush();
    store.fail(false);
    await hits.flush();
    expect(store.hitsOf("f")).toBe(4);
  });
});

describe("the shared store's routes", () => {
  it("count credentials' limits on the exact counter and the others on the batched one", async () => {
    const used: string[] = [];
    const counter =
      (name: string): HitCounter =>
      async () => {
        used.push(name);
        return { current: 1, ttl: 1_000 };
      };
    const Store = sharedStore(counter("exact"), counter("loose"));
    const route = (skipOnError: boolean) => new Store().child({ routeInfo: { method: "POST", url: "/x" }, skipOnError } as never);
    const hit = (store: ReturnType<typeof route>) => new Promise<void>((resolve) => store.incr("1.2.3.0", () => resolve(), MINUTE, 100));
    await hit(route(false));
    await hit(route(true));
    expect(used).toEqual(["exact", "loose"]);
  });
});
