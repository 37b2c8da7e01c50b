import { describe, expect, it } from "vitest";
import { GroupedWrites } from "./grouped-writes";

/** A write that waits until released, recording each group it was given. */
function heldWriter(failOn?: (row: number) => boolean) {
  const groups: number[][] = [];
  const releases: Array<() => void> = [];
  const write = (rows: number[]) =>
    new Promise<void>((resolve, reject) => {
      groups.push(rows);
      releases.push(() => (failOn && rows.some(failOn) ? reject(new Error(`bad row in ${rows.join(",")}`)) : resolve()));
    });
  const releaseAll = async () => {
    for (let i = 0; i < 20 && releases.length > 0; i += 1) {
      releases.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { groups, write, releaseAll };
}

describe("GroupedWrites", () => {
  it("writes the first row at once and the rows that came meanwhile in one statement, each caller waiting for its own", async () => {
    const writer = heldWriter();
    const grouped = new GroupedWrites(writer.write);
    const settled: number[] = [];
    const adds = [1, 2, 3, 4].map((row) => grouped.add(row).then(() => settled.push(row)));
    await new Promise((r) => setImmediate(r));
    expect(writer.groups).toEqual([[1]]);
    expect(settled).toEqual([]);
    await writer.releaseAll();
    await Promise.all(adds);
    expect(writer.groups).toEqual([[1], [2, 3, 4]]);
    expect(settled.sort()).toEqual([1, 2, 3, 4]);
  });

  it("carries at most `most` rows a statement", async () => {
    const writer = heldWriter();
    const grouped = new GroupedWrites(writer.write, 2);
    const adds = [1, 2, 3, 4, 5].map((row) => grouped.add(row));
    await writer.releaseAll();
    await Promise.all(adds);
    expect(writer.groups).toEqual([[1], [2, 3], [4, 5]]);
  });

  it("fails only the bad row's caller: a failed group is written again a row at a time", async () => {
    const writer = heldWriter((row) => row === 3);
    const grouped = new GroupedWrites(writer.write);
    const results = [1, 2, 3, 4].map((row) =>
      grouped.add(row).then(
        () => "ok",
        (err: Error) => err.message,
      ),
    );
    await writer.releaseAll();
    expect(await Promise.all(results)).toEqual(["ok", "ok", "bad row in 3", "ok"]);
    expect(writer.groups).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });
});
