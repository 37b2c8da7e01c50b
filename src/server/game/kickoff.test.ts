import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { MatchFeedMessage, MatchStateMessage } from "../../shared/api/live";
import type { Bet } from "../../shared/api/bets";
import type { Match } from "../../shared/api/matches";
import { CROWD_NAME } from "../../shared/constants";
import { queryRows, type Db } from "../platform/db/client";
import { matches, predictions } from "../platform/db/schema";
import type { CommentaryHub } from "../commentary/commentary-hub";
import { ApiFootballProvider } from "../platform/providers/football/api-football/api-football-provider";
import { startApiFootballWorld, type ApiFootballWorld } from "../testing/api-football-world";
import { me, placeBet } from "../testing/betting-arena";
import { databaseKinds, describeEachDatabase, signUp } from "../testing/harness";
import { startInstances, type Instances } from "../testing/instances";
import { providerSyncKit } from "../testing/provider-sync";

// A match goes live at its kick-off by the database's clock, whatever the provider says yet (kickoff.ts): the
// state is pushed to every instance's followers once, on the sync leader only; the provider's word carries on
// from there, postponed and cancelled included, with bets settled exactly as before.

const MINUTE = 60_000;

const live0 = (matchId: number): MatchStateMessage => ({ type: "match", matchId, status: "live", actualScore: "0-0", minute: 0 });

/** An instant on the database's clock, `offsetMs` from its now, in whole seconds (as a provider gives kick-offs). */
async function databaseInstant(db: Db, offsetMs: number): Promise<Date> {
  const [row] = await queryRows<{ at: Date | string }>(
    db,
    sql`select date_trunc('second', statement_timestamp() + ${offsetMs} * interval '1 millisecond') as at`,
  );
  return new Date(row!.at);
}

/** Waits (counted, not timed) until `done` holds, for what PostgreSQL delivers through NOTIFY after a statement returns. */
async function eventually(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
}

/** Every match state the hub delivers for these matches, by match. */
function listen(hub: CommentaryHub, ids: number[]): Map<number, MatchStateMessage[]> {
  const heard = new Map<number, MatchStateMessage[]>(ids.map((id) => [id, []]));
  for (const id of ids)
    hub.subscribe(id, (message: MatchFeedMessage) => {
      if (message.type === "match") heard.get(id)!.push(message);
    });
  return heard;
}

/**
 * Hears nothing more for `ids` once a marker published after the statements under test has arrived: NOTIFY
 * delivers in commit order, so whatever they published came before it.
 */
async function settleDeliveries(hub: CommentaryHub, heard: Map<number, MatchStateMessage[]>, markerId: number): Promise<void> {
  const before = heard.get(markerId)!.length;
  await hub.publish({ type: "match", matchId: markerId, status: "upcoming", actualScore: null, minute: null });
  await eventually(() => heard.get(markerId)!.length > before);
}

let world: ApiFootballWorld;
const app = async () => {
  world = await startApiFootballWorld();
  return { game: { provider: new ApiFootballProvider({ apiKey: world.apiKey, baseUrl: world.url, leagues: [39] }) } };
};

describeEachDatabase(
  "kick-off by the database's clock",
  (ctx) => {
    const kit = providerSyncKit(ctx);
    const { ids, stored, sync } = kit;
    const id = (name: string) => stored[name]!.id;
    const row = async (name: string) =>
      (
        await ctx()
          .database.db.select()
          .from(matches)
          .where(eq(matches.id, id(name)))
      )[0]!;
    const betOn = async (name: string): Promise<Bet> => {
      const history: Bet[] = (await ctx().app.inject({ url: "/api/bets/history", headers: { cookie: kit.player.cookie } })).json();
      return history.find((b) => b.matchId === id(name))!;
    };
    /** The provider and the game agree the match kicks off at `at` (it moved there before anyone noticed). */
    const kickOffAt = async (name: string, at: Date) => {
      world.setKickoff(ids[name]!, at);
      await ctx()
        .database.db.update(matches)
        .set({ matchDate: at })
        .where(eq(matches.id, id(name)));
    };

    beforeAll(async () => {
      const kickoff = new Date(Math.ceil((Date.now() + 30 * MINUTE) / 1000) * 1000);
      ids.clock = world.addMatch({ home: "Arsenal", away: "Chelsea", kickoff });
      ids.postponed = world.addMatch({ home: "Everton", away: "Fulham", kickoff });
      ids.cancelled = world.addMatch({ home: "Brentford", away: "Burnley", kickoff });
      ids.ahead = world.addMatch({ home: "Liverpool", away: "Wolves", kickoff: new Date(kickoff.getTime() + MINUTE) });
      // The first run through runExclusive: on PostgreSQL it takes the sync's leadership, which kick-off needs.
      expect((await ctx().app.game.sync.runExclusive())?.imported).toBe(4);
      await kit.storeImported();
      for (const name of ["clock", "postponed", "cancelled"])
        expect((await placeBet(ctx().app, kit.player.cookie, { matchId: id(name), aiSelected: "Grok", stake: 100 })).statusCode).toBe(201);
      // Five players' picks, so the crowd has a pick to freeze at kick-off.
      for (const [home, away] of [
        [2, 1],
        [2, 1],
        [1, 1],
        [0, 0],
        [3, 1],
      ] as const) {
        const { cookie } = await signUp(ctx().app);
        const put = await ctx().app.inject({ method: "PUT", url: `/api/matches/${id("clock")}/pick`, headers: { cookie }, payload: { home, away } });
        expect(put.statusCode).toBe(200);
      }
    });

    afterAll(async () => {
      vi.useRealTimers();
      await world.close();
    });

    it("moves a match live, 0-0 at minute 0, once its kick-off passed on the database's clock, pushes it once and freezes the crowd", async () => {
      const { app, database } = ctx();
      const heard = listen(app.game.hub, [id("clock"), id("ahead")]);
      // PostgreSQL's clock is not the process's, and only the database's counts: a process clock two hours
      // ahead starts nothing, one an hour behind does not hold back a kick-off passed (PGlite's clock is the
      // process's own, faked or not).
      if (database.pool) {
        vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 120 * MINUTE });
        expect(await app.game.sync.kickOff()).toEqual([]);
        vi.useRealTimers();
      }
      await kickOffAt("clock", await databaseInstant(database.db, -1000));
      if (database.pool) vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 60 * MINUTE });
      expect(await app.game.sync.kickOff()).toEqual([live0(id("clock"))]);
      vi.useRealTimers();
      await eventually(() => heard.get(id("clock"))!.length > 0);
      expect(heard.get(id("clock"))).toEqual([live0(id("clock"))]);
      expect(await row("clock")).toMatchObject({ status: "live", actualScore: "0-0", minute: 0, settledAt: null });
      expect((await row("ahead")).status).toBe("upcoming");
      const crowd = await database.db
        .select()
        .from(predictions)
        .where(and(eq(predictions.matchId, id("clock")), eq(predictions.aiName, CROWD_NAME)));
      expect(crowd).toHaveLength(1);
      const page = (await app.inject({ url: `/api/matches/${id("clock")}`, headers: { cookie: kit.player.cookie } })).json();
      expect(page).toMatchObject({ status: "live", actualScore: "0-0", minute: 0 });

      // Idempotent: a second call, on this instance or on the next leader, moves and pushes nothing.
      expect(await app.game.sync.kickOff()).toEqual([]);
      await settleDeliveries(app.game.hub, heard, id("ahead"));
      expect(heard.get(id("clock"))).toHaveLength(1);
    });

    it("keeps the match live through the provider's late 'not started', then follows its live and result, settling as before", async () => {
      const { app } = ctx();
      const heard = listen(app.game.hub, [id("clock"), id("ahead")]);
      await sync();
      expect(await row("clock")).toMatchObject({ status: "live", actualScore: "0-0", minute: 0 });
      world.setStatus(ids.clock!, "1H", 1);
      await sync();
      expect(await row("clock")).toMatchObject({ status: "live", actualScore: "0-0", minute: 1 });
      world.setScore(ids.clock!, 2, 1);
      world.setStatus(ids.clock!, "FT");
      const before = (await me(app, kit.player.cookie)).credits;
      await sync();
      expect(await row("clock")).toMatchObject({ status: "completed", actualScore: "2-1" });
      const bet = await betOn("clock");
      expect(bet.outcome).not.toBeNull();
      expect((await me(app, kit.player.cookie)).credits).toBe(before + (bet.payout ?? 0));
      await settleDeliveries(app.game.hub, heard, id("ahead"));
      // No second kick-off, and the minute never went back: the provider's live, then the finish (pushed after settlement).
      const states = heard.get(id("clock"))!;
      expect(states[0]).toEqual({ ...live0(id("clock")), minute: 1 });
      expect(states.filter((s) => s.status !== "live" || s.minute === 0)).toEqual([
        { type: "match", matchId: id("clock"), status: "completed", actualScore: "2-1", minute: null },
      ]);
    });

    it("moves a match the clock started to postponed or cancelled at the provider's word, bets waiting or refunded once", async () => {
      const { app, database } = ctx();
      const at = await databaseInstant(database.db, -1000);
      await kickOffAt("postponed", at);
      await kickOffAt("cancelled", at);
      expect(await app.game.sync.kickOff()).toEqual([live0(id("postponed")), live0(id("cancelled"))]);
      const before = (await me(app, kit.player.cookie)).credits;
      world.setStatus(ids.postponed!, "PST");
      world.setStatus(ids.cancelled!, "CANC");
      await sync();
      expect(await row("postponed")).toMatchObject({ status: "postponed", settledAt: null });
      expect((await betOn("postponed")).outcome).toBeNull();
      expect((await row("cancelled")).status).toBe("cancelled");
      expect(await betOn("cancelled")).toMatchObject({ outcome: "void", payout: 100 });
      expect((await me(app, kit.player.cookie)).credits).toBe(before + 100);
      // Neither the next sync nor the clock moves them again, nor refunds twice.
      await sync();
      expect(await app.game.sync.kickOff()).toEqual([]);
      expect((await me(app, kit.player.cookie)).credits).toBe(before + 100);
      expect((await row("postponed")).status).toBe("postponed");

      // The postponed match is played after all: the provider's live and result proceed as ever.
      world.setStatus(ids.postponed!, "2H", 60);
      world.setScore(ids.postponed!, 0, 1);
      await sync();
      expect(await row("postponed")).toMatchObject({ status: "live", actualScore: "0-1", minute: 60 });
      world.setStatus(ids.postponed!, "FT");
      await sync();
      expect(await row("postponed")).toMatchObject({ status: "completed", actualScore: "0-1" });
      const bet = await betOn("postponed");
      expect(bet.outcome).not.toBeNull();
      expect((await me(app, kit.player.cookie)).credits).toBe(before + 100 + (bet.payout ?? 0));
    });

    it("the leader's timer starts a match at its kick-off while the provider still says it has not started", async () => {
      const { app, database } = ctx();
      const heard = listen(app.game.hub, [id("ahead")]);
      const kickoff = await databaseInstant(database.db, 2000);
      await kickOffAt("ahead", kickoff);
      await app.game.sync.start();
      try {
        await eventually(() => heard.get(id("ahead"))!.some((s) => s.status === "live"));
      } finally {
        await app.game.sync.stop();
      }
      expect(heard.get(id("ahead"))![0]).toEqual(live0(id("ahead")));
      expect(await row("ahead")).toMatchObject({ status: "live", minute: 0 });
    });

    it("drops this instance's kept page of a match as its sync writes the match's state, not when the hub's echo returns", async () => {
      const { app } = ctx();
      const page = async () => (await app.inject({ url: `/api/matches/${id("ahead")}`, headers: { cookie: kit.player.cookie } })).json<Match>();
      expect((await page()).status).toBe("live");
      // No echo from the hub: on PostgreSQL it comes back through NOTIFY after the run returns, so a read in
      // between sees only what this instance dropped itself.
      const publish = vi.spyOn(app.game.hub, "publish").mockResolvedValue();
      try {
        world.setScore(ids.ahead!, 1, 0);
        world.setStatus(ids.ahead!, "FT");
        await sync();
        expect(publish).toHaveBeenCalled();
        expect(await page()).toMatchObject({ status: "completed", actualScore: "1-0" });
      } finally {
        publish.mockRestore();
      }
    });
  },
  { app },
);

describe.skipIf(!databaseKinds.includes("postgres"))("kick-off on the sync leader only [postgres]", () => {
  let instances: Instances;
  let leaderWorld: ApiFootballWorld;
  let matchId = 0;

  beforeAll(async () => {
    leaderWorld = await startApiFootballWorld();
    const provider = new ApiFootballProvider({ apiKey: leaderWorld.apiKey, baseUrl: leaderWorld.url, leagues: [39] });
    const fixture = leaderWorld.addMatch({
      home: "Arsenal",
      away: "Chelsea",
      kickoff: new Date(Math.ceil((Date.now() + 30 * MINUTE) / 1000) * 1000),
    });
    instances = await startInstances(2, { app: { game: { provider }, rateLimits: false } });
    const [leader, standby] = instances.apps;
    expect(await leader!.game.sync.runExclusive()).toBeDefined();
    expect(await standby!.game.sync.runExclusive()).toBeUndefined();
    const db = instances.database.db;
    const [stored] = await db
      .select()
      .from(matches)
      .where(eq(matches.apiFixtureId, String(fixture)));
    matchId = stored!.id;
    const at = await databaseInstant(db, -1000);
    leaderWorld.setKickoff(fixture, at);
    await db.update(matches).set({ matchDate: at }).where(eq(matches.id, matchId));
  });

  afterAll(async () => {
    await instances.close();
    await leaderWorld.close();
  });

  it("a standby starts nothing; the leader starts the match and every instance's followers hear it", async () => {
    const [leader, standby] = instances.apps;
    const heardByStandby = listen(standby!.game.hub, [matchId]);
    expect(await standby!.game.sync.kickOff()).toBeUndefined();
    const [row] = await instances.database.db.select().from(matches).where(eq(matches.id, matchId));
    expect(row!.status).toBe("upcoming");
    expect(await leader!.game.sync.kickOff()).toEqual([live0(matchId)]);
    await eventually(() => heardByStandby.get(matchId)!.length > 0);
    expect(heardByStandby.get(matchId)).toEqual([live0(matchId)]);
  });
});
