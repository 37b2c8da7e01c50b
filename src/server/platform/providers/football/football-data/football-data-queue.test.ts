import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startReplayServer, type ReplayServer } from "../../../../testing/replay-server";
import { forPlayers } from "../provider-lane";
import { fakeClock } from "../../../../testing/provider-test-kit";
import { FootballDataProvider } from "./football-data-provider";

// The provider's queue (docs/decisions.md#fetch-new): the sync's requests go before any a player's action
// caused, and those use at most half the plan's minute, so the sync's next request never waits for them.
// Waits go through the injected sleep, which moves a fake clock and is counted.

let server: ReplayServer;
let clock: ReturnType<typeof fakeClock>;

beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());
beforeEach(() => {
  clock = fakeClock();
  server.reset([{ path: "/matches", reply: { body: { matches: [] } } }]);
});

const provider = () => new FootballDataProvider({ apiKey: "queue-key", baseUrl: server.url, now: clock.now, sleep: clock.sleep });
/** The ids each request asked for, in the order the server received them. */
const arrivals = () => server.requests.map((request) => request.query.get("ids"));

describe("the football-data queue", () => {
  it("sends the sync's request before the players' that were queued first", async () => {
    const football = provider();
    const players = forPlayers(() => Promise.all([1, 2, 3, 4].map((id) => football.fixturesById([String(id)]))));
    const sync = football.fixturesById(["99"]);
    await Promise.all([players, sync]);
    // The first player's request was already on its way; the sync's goes next, ahead of the other three.
    expect(arrivals()).toEqual(["1", "99", "2", "3", "4"]);
  });

  it("keeps half the minute for the sync: players' requests wait, the sync's next one does not", async () => {
    // Waits that last until the test ends them, on a clock that stands still: nothing passes unless it is let.
    const waits: Array<() => void> = [];
    const sleeps: number[] = [];
    const football = new FootballDataProvider({
      apiKey: "queue-key",
      baseUrl: server.url,
      now: clock.now,
      sleep: (ms) => {
        sleeps.push(ms);
        return new Promise<void>((resolve) => waits.push(resolve));
      },
    });
    await forPlayers(() => Promise.all([1, 2, 3, 4, 5].map((id) => football.fixturesById([String(id)]))));
    expect(sleeps).toEqual([]);
    // A sixth on a player's behalf waits until the first is a minute old; the sync's request, queued during
    // that wait, is answered without waiting for it.
    const sixth = forPlayers(() => football.fixturesById(["6"]));
    await football.fixturesById(["99"]);
    expect(sleeps[0]).toBe(60_000);
    expect(arrivals()).toEqual(["1", "2", "3", "4", "5", "99"]);
    // The players' wait starts again after the sync's request, and the sixth goes once it is over.
    await vi.waitFor(() => expect(waits).toHaveLength(2));
    waits[1]!();
    await sixth;
    expect(arrivals()).toEqual(["1", "2", "3", "4", "5", "99", "6"]);
  });
});
