import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { fixturesAhead, matches, predictions } from "../platform/db/schema";
import { addPlayedSeason, footballDataOnTestClock } from "../testing/football-data-game";
import { startFootballDataWorld, type FootballDataWorld } from "../testing/football-data-world";
import { describeEachDatabase, signUp, type TestContext } from "../testing/harness";

// fetch-new on football-data.org (docs/decisions.md#fetch-new): players import the fixtures the sync's last
// window read kept beyond its 24 h import horizon, at no request to the provider, and the sync's next
// request goes out on time however often they click.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = new Date("2026-11-28T12:00:00Z");
const CLUBS = ["Arsenal FC", "Chelsea FC", "Liverpool FC", "Everton FC", "Fulham FC", "Brentford FC"];

let world: FootballDataWorld;
/** The world's ids of the fixtures past the sync's import horizon. */
const beyond: number[] = [];

async function freshWorld() {
  world = await startFootballDataWorld({ now: () => new Date() });
  addPlayedSeason(world, CLUBS, (n) => [n % 3, (n * 5) % 4]);
  // Two within the sync's horizon, twelve between 30 and 41 hours ahead (within fetch-new's 48).
  for (const hours of [3, 5])
    world.addMatch({ competition: "PL", home: CLUBS[0]!, away: CLUBS[hours % 6]!, kickoff: new Date(START.getTime() + hours * HOUR) });
  beyond.length = 0;
  for (let n = 0; n < 12; n += 1) {
    const kickoff = new Date(START.getTime() + (30 + n) * HOUR);
    beyond.push(world.addMatch({ competition: "PL", home: CLUBS[n % 6]!, away: CLUBS[(n + 1) % 6]!, kickoff }));
  }
  return { game: { provider: footballDataOnTestClock(world) }, clock: "process" as const };
}

describeEachDatabase(
  "fetch-new on football-data.org",
  (ctx: () => TestContext) => {
    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: START });
      const report = await ctx().app.game.sync.runOnce();
      // The sync imports its 24 hours only, and keeps the rest of what it read for fetch-new.
      expect(report.imported).toBe(2);
      expect(await ctx().database.db.select().from(fixturesAhead)).toHaveLength(12);
    });

    afterAll(async () => {
      vi.useRealTimers();
      await world.close();
    });

    const storedBeyond = () =>
      ctx()
        .database.db.select()
        .from(matches)
        .where(
          inArray(
            matches.apiFixtureId,
            beyond.map((id) => String(id)),
          ),
        );

    it("15 calls from three players cost the provider nothing and add the 12 fixtures ahead, 10 at most a call, all predicted", async () => {
      const { app, database } = ctx();
      const asked = world.requests.length;
      const players = [await signUp(app), await signUp(app), await signUp(app)];
      // The second player reads the game in German: the reply says what it did in German too.
      const settings = { method: "PATCH" as const, url: "/api/auth/user/settings", headers: { cookie: players[1]!.cookie } };
      expect((await app.inject({ ...settings, payload: { locale: "de" } })).statusCode).toBe(200);
      const messages: string[] = [];
      const added: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        for (const player of players) {
          const response = await app.inject({
            method: "POST",
            url: "/api/matches/real/fetch-new",
            headers: { cookie: player.cookie },
            payload: { count: 10 },
          });
          expect(response.statusCode).toBe(200);
          const body = response.json<{ message: string; added: number }>();
          expect(Object.keys(body).sort()).toEqual(["added", "message"]);
          added.push(body.added);
          messages.push(body.message);
        }
      }
      expect(world.requests.length - asked).toBe(0);
      expect(added.slice(0, 3)).toEqual([10, 2, 0]);
      expect(messages.slice(0, 3)).toEqual([
        "10 new matches added with fresh prophecies",
        "2 neue Spiele mit frischen Prophezeiungen hinzugefügt",
        "No new matches right now: every upcoming fixture is already in the arena",
      ]);
      expect(messages[4]).toBe("Gerade keine neuen Spiele: Jede anstehende Partie ist schon in der Arena");
      expect(added.slice(3).every((n) => n === 0)).toBe(true);
      const stored = await storedBeyond();
      expect(stored).toHaveLength(12);
      for (const match of stored) {
        expect(match.matchDate.getTime()).toBeGreaterThan(START.getTime() + 24 * HOUR);
        const made = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(predictions)
          .where(eq(predictions.matchId, match.id));
        expect(made[0]!.n).toBe(2);
      }
    });

    it("leaves the sync's next request on time: clicks in the same minute do not hold it back", async () => {
      const { app } = ctx();
      const runAt = START.getTime() + 11 * MINUTE;
      vi.setSystemTime(runAt);
      const asked = world.requests.length;
      for (let round = 0; round < 5; round += 1) {
        for (const player of [await signUp(app), await signUp(app), await signUp(app)]) {
          const response = await app.inject({
            method: "POST",
            url: "/api/matches/real/fetch-new",
            headers: { cookie: player.cookie },
            payload: { count: 10 },
          });
          expect(response.json()).toEqual({ message: "No new matches right now: every upcoming fixture is already in the arena", added: 0 });
        }
      }
      expect(world.requests.length - asked).toBe(0);
      await app.game.sync.runOnce();
      const sent = world.requests.slice(asked);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.every((request) => request.at.getTime() === runAt && request.status === 200)).toBe(true);
    });
  },
  { app: freshWorld },
);
