import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { OpenPicks } from "../../../shared/api/picks";
import { buildApp } from "../../app";
import { findLedgerViolations } from "../../ledger/ledger-check";
import { PICKS_CLOSED_MESSAGE } from "../../picks/picks.service";
import { placeBet } from "../../testing/betting-arena";
import { databaseKinds, openTestDatabase, signUp, testConfig } from "../../testing/harness";
import { plantPredictions } from "../../testing/prediction-chain";
import { queryRows, type Database } from "./client";
import type { SqlClock } from "./sql-clock";

// Bets and picks close at kick-off by the database's clock, whatever the clock of the instance that
// takes them says. PostgreSQL only: PGlite runs inside this process and reads its clock, faked or not.

if (!databaseKinds.includes("postgres")) {
  console.info("The database's kick-off clock not tested: TEST_DATABASE_URL is not set (it needs PostgreSQL).");
}

/**
 * An app on a fresh database of `kind` whose bets and picks close by `clock`, for the calling describe block; the
 * ledger holds at its end, and a test's faked clock is put back after it.
 */
function appClosingBy(kind: "pglite" | "postgres", clock: SqlClock): { database: () => Database; app: () => FastifyInstance } {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ config: testConfig(), database, logger: false, rateLimits: false, clock });
    await app.ready();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    expect(await findLedgerViolations(database.db)).toEqual([]);
    await app.close();
    await database.close();
  });
  return { database: () => database, app: () => app };
}

describe.skipIf(!databaseKinds.includes("postgres"))("bets and picks close at kick-off by the database's clock [postgres]", () => {
  const on = appClosingBy("postgres", "database");

  /** A match both oracles have spoken on, kicking off `offsetMs` from now by the database's clock. */
  async function matchFromDatabaseNow(offsetMs: number): Promise<number> {
    const [row] = await queryRows<{ now: Date | string }>(on.database().db, sql`select statement_timestamp() as now`);
    const kickoff = new Date(new Date(row!.now).getTime() + offsetMs);
    const [planted] = await plantPredictions(on.database().db, 1, { kickoff: () => kickoff, oracles: ["ChatGPT", "Grok"] });
    return planted!.matchId;
  }
  /** The process's clock at `at` (Date only: the pool's timers run on), and a player signed up on it. */
  async function playerAt(at: string): Promise<string> {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(at) });
    return (await signUp(on.app())).cookie;
  }
  const pick = (cookie: string, matchId: number) =>
    on.app().inject({ method: "PUT", url: `/api/matches/${matchId}/pick`, headers: { cookie }, payload: { home: 2, away: 1 } });
  const pickSheet = (cookie: string, matchId: number) =>
    on.app().inject({ method: "PUT", url: "/api/picks", headers: { cookie }, payload: { picks: [{ matchId, home: 0, away: 0 }] } });
  const openIds = async (cookie: string) =>
    (await on.app().inject({ url: "/api/picks/open", headers: { cookie } })).json<OpenPicks>().matches.map((m) => m.matchId);

  it("refuses a bet and a pick a minute after kick-off, though this process's clock says it is years before", async () => {
    const matchId = await matchFromDatabaseNow(-60_000);
    const cookie = await playerAt("2001-01-01T00:00:00Z");

    const bet = await placeBet(on.app(), cookie, { matchId, aiSelected: "Grok", stake: 100 });
    expect(bet.statusCode, bet.body).toBe(409);
    expect(bet.json()).toEqual({ message: "Betting is closed for this match" });

    const single = await pick(cookie, matchId);
    expect(single.statusCode, single.body).toBe(409);
    expect(single.json()).toEqual({ message: PICKS_CLOSED_MESSAGE });
    expect((await pickSheet(cookie, matchId)).json()).toEqual({ saved: [], refused: [{ matchId, message: PICKS_CLOSED_MESSAGE }] });
    expect(await openIds(cookie)).not.toContain(matchId);
    expect((await on.app().inject({ method: "DELETE", url: `/api/matches/${matchId}/pick`, headers: { cookie } })).statusCode).toBe(409);
    // The crowd is shown from the kick-off that locked the picks (too few picks to summarise is no refusal).
    expect((await on.app().inject({ url: `/api/matches/${matchId}/crowd`, headers: { cookie } })).statusCode).toBe(200);
  });

  it("takes a bet and a pick a minute before kick-off, though this process's clock says it is years after", async () => {
    const matchId = await matchFromDatabaseNow(60_000);
    const cookie = await playerAt("2099-01-01T00:00:00Z");

    const bet = await placeBet(on.app(), cookie, { matchId, aiSelected: "Grok", stake: 100 });
    expect(bet.statusCode, bet.body).toBe(201);
    expect(bet.json().bet).toMatchObject({ matchId, stake: 100 });

    const single = await pick(cookie, matchId);
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json()).toMatchObject({ matchId, home: 2, away: 1 });
    expect((await pickSheet(cookie, matchId)).json()).toMatchObject({ saved: [{ matchId, home: 0, away: 0 }], refused: [] });
    expect(await openIds(cookie)).toContain(matchId);
    expect((await on.app().inject({ method: "DELETE", url: `/api/matches/${matchId}/pick`, headers: { cookie } })).statusCode).toBe(204);
    const crowd = await on.app().inject({ url: `/api/matches/${matchId}/crowd`, headers: { cookie } });
    expect(crowd.statusCode, crowd.body).toBe(409);
    expect(crowd.json().message).toMatch(/shown from kick-off/);
  });
});

// With the process's clock the bet's statement carries this process's now, as a value: the statement is built once
// per name (executeNamed), so each bet must still close by its own instant, not the first bet's.
for (const kind of databaseKinds) {
  describe(`bets close at kick-off by the process's clock, each by its own instant [${kind}]`, () => {
    const on = appClosingBy(kind, "process");

    it("takes a bet a minute before kick-off, then refuses the next one a minute after it", async () => {
      const kickoff = new Date("2030-06-01T18:00:00Z");
      const [planted] = await plantPredictions(on.database().db, 1, { kickoff: () => kickoff, oracles: ["ChatGPT", "Grok"] });
      const matchId = planted!.matchId;

      vi.useFakeTimers({ toFake: ["Date"], now: new Date(kickoff.getTime() - 60_000) });
      const early = await placeBet(on.app(), (await signUp(on.app())).cookie, { matchId, aiSelected: "Grok", stake: 100 });
      expect(early.statusCode, early.body).toBe(201);

      vi.setSystemTime(new Date(kickoff.getTime() + 60_000));
      const late = await placeBet(on.app(), (await signUp(on.app())).cookie, { matchId, aiSelected: "ChatGPT", stake: 100 });
      expect(late.statusCode, late.body).toBe(409);
      expect(late.json()).toEqual({ message: "Betting is closed for this match" });
    });
  });
}
