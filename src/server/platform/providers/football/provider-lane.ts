import { AsyncLocalStorage } from "node:async_hooks";

// Which requests to a provider are made on players' behalf: the predictions a fetch-new asked for, the one
// such work left (docs/decisions.md#fetch-new). A client that paces requests (football-data's) sends the
// sync's own first and these only within a share of the minute, so no player's click delays a live score.
// Carried by the async context, so the provider interface stays as it is.

const lane = new AsyncLocalStorage<"players">();

/** Runs work a player asked for: every provider request made within it, however deep, waits behind the sync's. */
export function forPlayers<T>(run: () => Promise<T>): Promise<T> {
  return lane.run("players", run);
}

/** Whether the request being made now is on a player's behalf. */
export function forPlayersNow(): boolean {
  return lane.getStore() === "players";
}
