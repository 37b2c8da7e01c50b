import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { MatchStateMessage } from "@shared/api/live";
import type { MatchStatus } from "@shared/api/matches";
import { queryKey, routes } from "@shared/api/routes";
import { matchChanged } from "./domain-events";

const matchKey = queryKey(routes.matches.get, { id: 7 });
const keys = {
  bet: queryKey(routes.bets.onMatch, { id: 7 }),
  user: queryKey(routes.auth.user),
  history: queryKey(routes.bets.history),
  list: queryKey(routes.matches.list),
};

/** A client holding the live match and the player's reads, none of them fetching by itself. */
function cacheWith(status: MatchStatus) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, enabled: false } } });
  client.setQueryData(matchKey, { id: 7, status, actualScore: "0-0", minute: 10 });
  for (const key of Object.values(keys)) client.setQueryData(key, key === keys.list ? [{ id: 7, status, actualScore: "0-0", minute: 10 }] : {});
  return client;
}

const state = (status: MatchStatus, actualScore: string, minute: number | null): MatchStateMessage => ({
  type: "match",
  matchId: 7,
  status,
  actualScore,
  minute,
});
const stale = (client: QueryClient) =>
  Object.entries({ match: matchKey, ...keys }).flatMap(([name, key]) => (client.getQueryState(key)?.isInvalidated ? [name] : []));

describe("matchChanged", () => {
  it("writes a goal and the minute into the cached match and list, reading nothing again", async () => {
    const client = cacheWith("live");
    await matchChanged(client, state("live", "1-0", 23));
    expect(client.getQueryData(matchKey)).toMatchObject({ status: "live", actualScore: "1-0", minute: 23 });
    expect(client.getQueryData(keys.list)).toEqual([{ id: 7, status: "live", actualScore: "1-0", minute: 23 }]);
    expect(stale(client)).toEqual([]);
  });

  it("reads the match again when its status moves (kick-off reveals the forecasts)", async () => {
    const client = cacheWith("upcoming");
    await matchChanged(client, state("live", "0-0", 1));
    expect(stale(client)).toEqual(["match", "list"]);
  });

  it("makes the match, the bet, the balance, the history and the list stale at once when it finishes", async () => {
    const client = cacheWith("live");
    await matchChanged(client, state("completed", "2-1", 90));
    expect(stale(client).sort()).toEqual(["bet", "history", "list", "match", "user"]);
  });

  it("leaves other matches alone", async () => {
    const client = cacheWith("live");
    await matchChanged(client, { ...state("completed", "2-1", 90), matchId: 8 });
    expect(stale(client)).toEqual([]);
    expect(client.getQueryData(matchKey)).toMatchObject({ actualScore: "0-0" });
  });
});
