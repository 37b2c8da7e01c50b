import { expect, it } from "vitest";
import { singleFlight } from "./single-flight";

it("runs once for the calls of a key in flight together, and afresh once it settled", async () => {
  const started: string[] = [];
  const finish: Array<() => void> = [];
  const read = singleFlight((key: string) => {
    started.push(key);
    return new Promise<string>((resolve) => finish.push(() => resolve(`${key}#${started.length}`)));
  });
  const together = [read("a"), read("a"), read("b"), read("a")];
  expect(started).toEqual(["a", "b"]);
  finish.forEach((f) => f());
  expect(await Promise.all(together)).toEqual(["a#2", "a#2", "b#2", "a#2"]);

  const later = read("a");
  expect(started).toEqual(["a", "b", "a"]);
  finish[2]!();
  expect(await later).toBe("a#3");
});

it("shares a failure with the calls in flight, and tries again on the next call", async () => {
  let calls = 0;
  const read = singleFlight(async () => {
    calls += 1;
    if (calls === 1) throw new Error("database away");
    return "ok";
  });
  const [one, two] = await Promise.allSettled([read(1), read(1)]);
  expect(one).toMatchObject({ status: "rejected", reason: new Error("database away") });
  expect(two).toMatchObject({ status: "rejected", reason: new Error("database away") });
  expect(await read(1)).toBe("ok");
  expect(calls).toBe(2);
});
