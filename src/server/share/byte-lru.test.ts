import { describe, expect, it } from "vitest";
import { ByteLru } from "./byte-lru";

const bytes = (n: number) => Buffer.alloc(n);

describe("ByteLru", () => {
  it("keeps entries while their bytes fit, and evicts the least recently used first", () => {
    const lru = new ByteLru(100);
    lru.set("a", bytes(40));
    lru.set("b", bytes(40));
    expect(lru.get("a")).toBeDefined(); // a is now the most recent
    lru.set("c", bytes(40)); // 120 bytes: b goes
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")?.length).toBe(40);
    expect(lru.get("c")?.length).toBe(40);
    expect(lru.bytes).toBe(80);
  });

  it("evicts as many entries as one large entry needs", () => {
    const lru = new ByteLru(100);
    for (const key of ["a", "b", "c", "d"]) lru.set(key, bytes(25));
    lru.set("big", bytes(90));
    expect(lru.size).toBe(1);
    expect(lru.bytes).toBe(90);
  });

  it("counts a replaced entry once and never keeps one larger than the whole budget", () => {
    const lru = new ByteLru(100);
    lru.set("a", bytes(30));
    lru.set("a", bytes(50));
    expect(lru.bytes).toBe(50);
    lru.set("huge", bytes(101));
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.get("a")?.length).toBe(50);
  });
});
