import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { MatchFeedMessage } from "../../../shared/api/live";
import { recordEvents, toMessage } from "../../commentary/commentary.service";
import type { Database } from "../../platform/db/client";
import { commentary, matches } from "../../platform/db/schema";
import type { MatchEvent } from "../../platform/providers/football/football-provider";
import { databaseKinds } from "../harness";
import { startInstances, type Instances } from "../instances";

// Two instances of the game on one PostgreSQL database. NOTIFY reaches only the connections listening
// when it is sent: the commentary one instance publishes while the other's listener is down must reach
// the other's followers once it listens again, each line once and in order.

if (!databaseKinds.includes("postgres")) {
  console.info("Live replay not tested: TEST_DATABASE_URL is not set (it needs PostgreSQL).");
}

describe.skipIf(!databaseKinds.includes("postgres"))("commentary missed while an instance's listener was down [postgres]", () => {
  let instances: Instances;
  let first: Database;
  /** Publishes (the sync's instance). */
  let one: FastifyInstance;
  /** Loses its listener. */
  let two: FastifyInstance;

  beforeAll(async () => {
    instances = await startInstances(2, { app: { rateLimits: false } });
    first = instances.database;
    [one, two] = instances.apps as [FastifyInstance, FastifyInstance];
  });

  afterAll(() => instances.close());

  let fixture = 0;
  async function newMatch(): Promise<{ id: number; homeTeam: string; awayTeam: string }> {
    fixture += 1;
    const [match] = await first.db
      .insert(matches)
      .values({
        homeTeam: "Home",
        awayTeam: "Away",
        matchDate: new Date(),
        leagueId: 39,
        leagueName: "Premier League",
        provider: "live-replay-test",
        apiFixtureId: `replay-${fixture}`,
      })
      .returning();
    return match!;
  }

  let card = 0;
  /** Writes and publishes `count` lines through the first instance, as its match sync does. */
  async function publishLines(match: { id: number; homeTeam: string; awayTeam: string }, count: number): Promise<void> {
    const events: MatchEvent[] = Array.from({ length: count }, () => {
      card += 1;
      return { key: `card-${card}`, minute: card % 90, kind: "yellow_card", team: "home", player: `Player ${card}`, homeGoals: 0, awayGoals: 0 };
    });
    expect(await recordEvents(first.db, one.game.hub, match, events)).toBe(count);
  }

  /** Every stored line of a match as its followers hear it, oldest first. */
  async function storedLines(matchId: number): Promise<MatchFeedMessage[]> {
    const rows = await first.db.select().from(commentary).where(eq(commentary.matchId, matchId)).orderBy(asc(commentary.id));
    return rows.map(toMessage);
  }

  function follow(app: FastifyInstance, matchId: number): MatchFeedMessage[] {
    const heard: MatchFeedMessage[] = [];
    app.game.hub.subscribe(matchId, (message) => heard.push(message));
    return heard;
  }

  /** Ends the second instance's LISTEN connection on the server side, as a dropped connection does. */
  async function dropListener(): Promise<void> {
    await vi.waitFor(() => expect(two.game.hub.listening).toBe(true), { timeout: 10_000, interval: 20 });
    const listener = (two.game.hub as unknown as { listenClient: { processID: number } }).listenClient;
    const { rows } = await first.pool!.query<{ ended: boolean }>(
      "select pg_terminate_backend(pid) as ended from pg_stat_activity where pid = $1 and query ilike 'listen%'",
      [listener.processID],
    );
    expect(rows).toEqual([{ ended: true }]);
    await vi.waitFor(() => expect(two.game.hub.listening).toBe(false), { timeout: 2_000, interval: 5 });
  }

  /** Waits for `count` messages, then a while longer: a message delivered twice would come in that while. */
  async function settle(heard: MatchFeedMessage[], count: number): Promise<void> {
    await vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(count), { timeout: 10_000, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  it("delivers every line once and in order while nobody's listener drops", async () => {
    const match = await newMatch();
    const onTwo = follow(two, match.id);
    const onOne = follow(one, match.id);
    const observed: MatchFeedMessage[] = [];
    const stopObserving = two.game.hub.observe((message) => {
      if (message.matchId === match.id) observed.push(message);
    });
    await publishLines(match, 4);
    for (let i = 0; i < 4; i++) await publishLines(match, 1);
    await settle(onTwo, 8);
    await settle(onOne, 8);
    stopObserving();
    const stored = await storedLines(match.id);
    expect(stored).toHaveLength(8);
    expect(onTwo).toEqual(stored);
    expect(onOne).toEqual(stored);
    expect(observed).toEqual(stored);
    // The row's id travels in the NOTIFY only: what the followers get is the contract's message.
    expect(Object.keys(onTwo[0]!).sort()).toEqual(["createdAt", "matchId", "message", "minute", "type"]);
  });

  it("replays the lines published while its listener was down, once each, before the ones after", async () => {
    const match = await newMatch();
    const heard = follow(two, match.id);
    await publishLines(match, 2);
    await settle(heard, 2);

    await dropListener();
    await publishLines(match, 2);
    await publishLines(match, 1);
    // Sent while the second instance did not listen: NOTIFY did not reach it (it tries again after 500 ms).
    expect(two.game.hub.listening).toBe(false);

    await vi.waitFor(() => expect(two.game.hub.listening).toBe(true), { timeout: 10_000, interval: 20 });
    await publishLines(match, 2);
    await settle(heard, 7);
    const stored = await storedLines(match.id);
    expect(stored).toHaveLength(7);
    expect(heard).toEqual(stored);
  });

  it("delivers once a line both read back and heard late, and does not replay old lines", async () => {
    const match = await newMatch();
    const heard = follow(two, match.id);
    await dropListener();
    // Written while the listener is down, their NOTIFY not sent yet (a publisher slow between the two),
    // and one line from long ago that was never published at all.
    const late = await first.db
      .insert(commentary)
      .values([
        { matchId: match.id, minute: 10, kind: "yellow_card", eventKey: "late-1", message: "Late one" },
        { matchId: match.id, minute: 11, kind: "yellow_card", eventKey: "late-2", message: "Late two" },
      ])
      .returning();
    await first.db.insert(commentary).values({
      matchId: match.id,
      minute: 1,
      kind: "kick_off",
      eventKey: "long-ago",
      message: "Long ago",
      createdAt: new Date(Date.now() - 60 * 60_000),
    });
    expect(two.game.hub.listening).toBe(false);
    const lateLines = late.sort((a, b) => a.id - b.id).map(toMessage);

    // Read back once it listens again.
    await settle(heard, 2);
    expect(heard).toEqual(lateLines);
    // Then their NOTIFY arrives, and a new line after them.
    for (const row of late) await one.game.hub.publish(toMessage(row), row.id);
    await publishLines(match, 1);
    await settle(heard, 3);
    const stored = await storedLines(match.id);
    expect(heard).toEqual([...lateLines, stored.at(-1)]);
    expect(heard.map((m) => m.type === "commentary" && m.message)).not.toContain("Long ago");
  });

  it("holds what it hears while reading back until the missed lines are delivered", async () => {
    const match = await newMatch();
    const heard = follow(two, match.id);
    // The missed lines are written in a transaction that keeps the table locked: the read-back waits on
    // it, and a message heard on the new connection meanwhile must come after the lines, not before.
    const locker = await first.pool!.connect();
    try {
      await locker.query("begin; lock table commentary in access exclusive mode");
      for (const minute of [20, 21, 22]) {
        await locker.query("insert into commentary (match_id, minute, kind, event_key, message) values ($1, $2, 'yellow_card', $3, $4)", [
          match.id,
          minute,
          `held-${minute}`,
          `Card at ${minute}`,
        ]);
      }
      await dropListener();
      await vi.waitFor(() => expect(two.game.hub.listening).toBe(true), { timeout: 10_000, interval: 20 });
      await vi.waitFor(
        async () => {
          const { rows } = await first.pool!.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%from "commentary"%'`,
          );
          expect(rows[0]!.n).toBe(1);
        },
        { timeout: 5_000, interval: 20 },
      );
      await one.game.hub.publish({ type: "match", matchId: match.id, status: "live", actualScore: "0-0", minute: 23 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([]);
      await locker.query("commit");
    } finally {
      // Closed, not returned to the pool: a failed test must not leave the table locked.
      locker.release(true);
    }
    await settle(heard, 4);
    expect(heard).toEqual([...(await storedLines(match.id)), { type: "match", matchId: match.id, status: "live", actualScore: "0-0", minute: 23 }]);
    expect(heard).toHaveLength(4);
  });

  it("hears a steady stream across a drop and a relisten with nothing missing and nothing twice", async () => {
    const match = await newMatch();
    const heard = follow(two, match.id);
    const streaming = new AbortController();
    // Counted, not timed: a loaded machine publishes fewer lines a second, never fewer around the drop.
    let published = 0;
    let whileAway = 0;
    const stream = (async () => {
      while (!streaming.signal.aborted) {
        await publishLines(match, 1);
        published += 1;
        if (!two.game.hub.listening) whileAway += 1;
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    })();
    try {
      await vi.waitFor(() => expect(published).toBeGreaterThanOrEqual(8), { timeout: 10_000, interval: 20 });
      await dropListener();
      await vi.waitFor(() => expect(two.game.hub.listening).toBe(true), { timeout: 10_000, interval: 20 });
      const back = published;
      await vi.waitFor(() => expect(published).toBeGreaterThanOrEqual(back + 8), { timeout: 10_000, interval: 20 });
    } finally {
      streaming.abort();
      await stream;
    }
    expect(whileAway).toBeGreaterThan(0);
    const stored = await storedLines(match.id);
    // Lines went out before the drop, while the listener was away, and after it was back.
    expect(stored.length).toBeGreaterThan(15);
    await settle(heard, stored.length);
    expect(heard).toEqual(stored);
  });
});
