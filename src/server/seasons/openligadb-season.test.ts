import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import type { SeasonCompetition, SeasonOverview } from "../../shared/api/season";
import { SeasonRituals } from "../game/season-rituals";
import { OpenLigaDbProvider } from "../platform/providers/football/openligadb/openligadb-provider";
import { describeEachDatabase, signUp } from "../testing/harness";
import { startOpenLigaDbWorld, type OpenLigaDbWorld } from "../testing/openligadb-world";

// The season questions on real football (docs/rules.md#season-questions): the Bundesliga through OpenLigaDB's replies
// (the local world in its shapes), opened once its season is under way, answered, sealed at the deadline a week
// later and scored when every match of the season has its final score.

const CLUBS = ["FC Bayern München", "Bayer 04 Leverkusen", "Borussia Dortmund", "RB Leipzig"] as const;
const DAY = 86_400_000;

let world: OpenLigaDbWorld;
beforeAll(async () => {
  world = await startOpenLigaDbWorld();
});
afterAll(() => world.close());

describeEachDatabase(
  "season questions on OpenLigaDB",
  (ctx) => {
    afterEach(() => vi.useRealTimers());

    it("open under way with the league's clubs and scorers, seal a week later, and score once the season is over", async () => {
      // A four-club season of two rounds: the first played, the second a week later.
      const round = (n: number, pairs: Array<[number, number]>, day: number) =>
        pairs.map(([home, away], i) =>
          world.addMatch({
            league: "bl1",
            season: 2025,
            home: CLUBS[home]!,
            away: CLUBS[away]!,
            kickoff: new Date(Date.UTC(2025, 7, day, 13 + 3 * i)),
            group: n,
          }),
        );
      const first = round(
        1,
        [
          [0, 1],
          [2, 3],
        ],
        23,
      );
      const second = round(
        2,
        [
          [0, 2],
          [1, 3],
        ],
        30,
      );
      world.addGoal(first[0]!, { minute: 20, scorer: "Harry Kane", side: "home" });
      world.addGoal(first[1]!, { minute: 55, scorer: "Serhou Guirassy", side: "home" });
      for (const id of first) world.finish(id);

      // The game's clock is the process's (the app's option below), set to the season's time.
      const clock = { now: new Date("2025-08-25T10:00:00Z") };
      vi.useFakeTimers({ toFake: ["Date"], now: clock.now });
      const provider = new OpenLigaDbProvider({ baseUrl: world.url, leagues: ["bl1"], now: () => clock.now });
      const rituals = new SeasonRituals(ctx().database.db, provider, 1, { error: () => {}, info: () => {} });
      // The game follows the Bundesliga: one of its matches is imported.
      await ctx().database.db.execute(sql`
      insert into matches (home_team, away_team, match_date, league_id, league_name, provider, api_fixture_id)
      values (${CLUBS[0]}, ${CLUBS[2]}, ${"2025-08-30T13:00:00Z"}::timestamptz, 78, '1. Fußball-Bundesliga', 'openligadb', ${String(second[0])})`);

      expect(await rituals.pass(clock.now)).toMatchObject({ opened: 1, odds: 1, sealed: 0 });
      const player = await signUp(ctx().app);
      const season = async (): Promise<SeasonCompetition> => {
        const overview: SeasonOverview = (await ctx().app.inject({ method: "GET", url: "/api/season", headers: { cookie: player.cookie } })).json();
        return overview.competitions.find((c) => c.leagueId === 78)!;
      };
      const opened = await season();
      expect(opened).toMatchObject({
        leagueName: "1. Fußball-Bundesliga",
        season: 2025,
        sealed: false,
        deadline: new Date(clock.now.getTime() + 7 * DAY).toISOString(),
      });
      const [champion, topScorer, bottom] = opened.questions;
      expect(champion!.choices.map((c) => c.value).sort()).toEqual([...CLUBS].sort());
      expect(topScorer!.choices.map((c) => c.value)).toEqual(expect.arrayContaining(["Harry Kane", "Serhou Guirassy"]));
      expect(opened.odds?.clubs).toHaveLength(4);
      for (const [question, answer] of [
        [champion!, "FC Bayern München"],
        [topScorer!, "Harry Kane"],
        [bottom!, "RB Leipzig"],
      ] as const) {
        const saved = await ctx().app.inject({
          method: "PUT",
          url: `/api/season/questions/${question.id}/answer`,
          headers: { cookie: player.cookie },
          payload: { answer },
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }

      // The second round is played: Bayern win again, Kane scores again.
      world.addGoal(second[0]!, { minute: 30, scorer: "Harry Kane", side: "home" });
      for (const id of second) world.finish(id);
      clock.now = new Date("2025-09-02T10:00:00Z");
      vi.setSystemTime(clock.now);
      expect((await rituals.pass(clock.now)).sealed).toBe(3);
      expect((await rituals.pass(new Date(clock.now.getTime() + 60_000))).scored).toBe(3);
      const scored = await season();
      expect(scored.scored).toBe(true);
      const byKind = new Map(scored.questions.map((q) => [q.kind, q]));
      expect(byKind.get("champion")).toMatchObject({ result: ["FC Bayern München"], mine: { points: 20 } });
      expect(byKind.get("top_scorer")).toMatchObject({ result: ["Harry Kane"], mine: { points: 15 } });
      // Leverkusen and Leipzig each lost 1-0 and drew 0-0 with the other: level on everything, the table goes by name.
      expect(byKind.get("bottom")).toMatchObject({ result: ["RB Leipzig"], mine: { points: 10 } });
    });
  },
  { app: { clock: "process" } },
);
