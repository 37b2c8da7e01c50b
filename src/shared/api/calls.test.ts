import { describe, expectTypeOf, it } from "vitest";
import type { CallReply, EndpointOf } from "./calls";
import type { Bet } from "./bets";
import type { Route, routes } from "./routes";

type Routes = typeof routes;

/** An area's routes that calls.ts finds no contract entry for, by name. */
type UnmatchedIn<T extends Record<string, Route>> = { [K in keyof T]: [EndpointOf<T[K]>] extends [never] ? K : never }[keyof T];

/** The routes calls.ts finds no contract entry for (an area left out of its list): none. */
type Unmatched = { [A in keyof Routes]: UnmatchedIn<Routes[A]> }[keyof Routes];

describe("calls.ts", () => {
  it("finds every route's contract entry, so every call is typed", () => {
    expectTypeOf<Unmatched>().toEqualTypeOf<never>();
    expectTypeOf<CallReply<Routes["bets"]["onMatch"]>>().toEqualTypeOf<Bet | null>();
  });
});
