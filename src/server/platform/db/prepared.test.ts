import { expect, it } from "vitest";
import type { Db } from "./client";
import { preparedOnce } from "./prepared";

it("builds a statement once per database, and apart for each database", () => {
  let builds = 0;
  const statement = preparedOnce(() => ({ build: ++builds }));
  const one = {} as Db;
  const other = {} as Db;
  expect(statement(one)).toBe(statement(one));
  expect(builds).toBe(1);
  expect(statement(other)).not.toBe(statement(one));
  expect(builds).toBe(2);
});
