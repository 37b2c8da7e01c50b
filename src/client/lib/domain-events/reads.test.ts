import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { queryKey, routes, type Route } from "@shared/api/routes";
import { invalidate } from "./reads";
import { cacheWithEveryRead, everyRead, notQueries, staleReads } from "./test-cache";

/** Reads whose key carries the query string after the path (a period, a cursor, a proof's target). */
const withQueryString: readonly Route[] = [
  routes.leagues.table,
  routes.leagues.chances,
  routes.leagues.memberPicks,
  routes.picks.prophets,
  routes.oracles.predictionLog,
  routes.oracles.predictionProof,
  routes.oracles.predictionConsistency,
];

const ANY = "\u0000any";
const keyOf = queryKey as (route: Route, params?: Record<string, string>) => readonly (string | number)[];

/** Whether a cached key is a read of the endpoint: its fixed parts in place, any value for each parameter. */
function readsEndpoint(route: Route, key: readonly unknown[]): boolean {
  const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, ANY]));
  const pattern = keyOf(route, params);
  const length = withQueryString.includes(route) ? key.length > pattern.length : key.length === pattern.length;
  return length && pattern.every((part, i) => (part === ANY ? key[i] !== undefined : key[i] === part));
}

describe("the events' test cache", () => {
  it("holds a read of every GET endpoint the client reads, so each event's test sees what it leaves alone", () => {
    const gets = Object.values(routes).flatMap((area) => Object.values(area) as Route[]);
    const missing = gets
      .filter((route) => route.method === "GET" && !notQueries.includes(route))
      .filter((route) => !Object.values(everyRead).some((key) => readsEndpoint(route, key)))
      .map((route) => route.path);
    expect(missing).toEqual([]);
  });
});

describe("invalidate", () => {
  it("marks exactly the keys named, not the reads whose keys begin with them", async () => {
    const client = cacheWithEveryRead();
    await invalidate(client, [everyRead.matchList, everyRead.match7]);
    expect(staleReads(client)).toEqual(["match7", "matchList"]);
  });

  it("asks for a read named twice once", async () => {
    const client = cacheWithEveryRead();
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: everyRead.user,
      queryFn: async () => {
        reads += 1;
        return {};
      },
    });
    const stop = observer.subscribe(() => {});
    await invalidate(client, [everyRead.user, [...everyRead.user]]);
    stop();
    expect(reads).toBe(1);
  });
});
