import { describe, expect, it } from "vitest";
import { shareById } from "./share-by-id";

const match = (id: number, minute: number | null = null) => ({ id, minute, predictions: [{ ai: "ChatGPT", home: 1, away: 0 }] });

describe("shareById", () => {
  it("keeps each unchanged item's object when another item moved ahead of it", () => {
    const old = [match(1), match(2), match(3)];
    const next = [match(3, 1), match(1), match(2)];
    const shared = shareById(old, next) as ReturnType<typeof match>[];
    expect(shared.map((m) => m.id)).toEqual([3, 1, 2]);
    expect(shared[1]).toBe(old[0]);
    expect(shared[2]).toBe(old[1]);
    expect(shared[0]).not.toBe(old[2]);
    expect(shared[0]).toEqual(match(3, 1));
  });

  it("keeps the unchanged parts of a changed item", () => {
    const old = [match(1)];
    const shared = shareById(old, [match(1, 12)]) as ReturnType<typeof match>[];
    expect(shared[0]).not.toBe(old[0]);
    expect(shared[0]!.minute).toBe(12);
    expect(shared[0]!.predictions).toBe(old[0]!.predictions);
  });

  it("returns the old list when nothing changed, and a new one when an item left or came", () => {
    const old = [match(1), match(2)];
    expect(shareById(old, [match(1), match(2)])).toBe(old);
    const fewer = shareById(old, [match(1)]) as unknown[];
    expect(fewer).not.toBe(old);
    expect(fewer[0]).toBe(old[0]);
    const more = shareById(old, [match(1), match(2), match(4)]) as unknown[];
    expect(more).toHaveLength(3);
    expect(more[1]).toBe(old[1]);
  });

  it("shares as TanStack Query does where the data is not a list, or there was none", () => {
    const next = [match(1)];
    expect(shareById(undefined, next)).toBe(next);
    const old = { total: 1 };
    expect(shareById(old, { total: 1 })).toBe(old);
  });
});
