import { sql } from "drizzle-orm";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import type { PlayerPick } from "../../shared/api/picks";
import { parseScore } from "../../shared/scoring";
import { queryRows } from "../platform/db/client";
import { settleMatch } from "../game/settlement.service";
import { fillOraclePicks, lockPicksAtKickOff } from "./oracle-picks";
import { BETTING_ENV, BETTING_START, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

// "When I forget, pick like El Divino" (docs/rules.md#oracle-picks): at kick-off the chosen oracle's call becomes the
// pick of a player who follows the competition and made none, marked, scored at half points rounded down, and left
// out of the crowd.
describeEachDatabase(
  "an oracle that picks for you",
  (ctx) => {
    let upcoming: Match[] = [];
    beforeAll(async () => {
      upcoming = (await upcomingMatches(ctx().app)).sort((a, b) => a.matchDate.localeCompare(b.matchDate));
    });
    afterEach(() => vi.setSystemTime(BETTING_START));

    const call = (cookie: string | undefined, method: "GET" | "PUT" | "PATCH", url: string, payload?: unknown) =>
      ctx().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    const off = { inApp: false, email: false, push: false };
    const follow = async (cookie: string, competitions: number[]) => {
      const reply = await call(cookie, "PUT", "/api/notifications/preferences", {
        leadMinutes: 60,
        reminders: { backed: off, featured: off, followed: off, unpicked: off },
        followedCompetitions: competitions,
      });
      expect(reply.statusCode, reply.body).toBe(200);
    };
    const pickOf = async (cookie: string, match: Match): Promise<PlayerPick | null> =>
      (await call(cookie, "GET", `/api/matches/${match.id}/pick`)).json();

    it("fills a forgotten pick with the chosen oracle's call at kick-off, only where none exists, and scores it half", async () => {
      const { app, database } = ctx();
      const match = upcoming.find((m) => m.predictions.every((p) => parseScore(p.predictedScore)))!;
      const elDivino = match.predictions.find((p) => p.aiName === "ChatGPT")!;
      const [forgetful, ownPick, unfollowed, noOracle] = [await signUp(app), await signUp(app), await signUp(app), await signUp(app)];
      for (const p of [forgetful, ownPick, unfollowed]) {
        const set = await call(p.cookie, "PATCH", "/api/auth/user/settings", { oracleFill: "ChatGPT" });
        expect(set.statusCode, set.body).toBe(200);
        expect(set.json().oracleFill).toBe("ChatGPT");
      }
      for (const p of [forgetful, ownPick, noOracle]) await follow(p.cookie, [match.leagueId]);
      const own = { home: 4, away: 4 };
      expect((await call(ownPick.cookie, "PUT", `/api/matches/${match.id}/pick`, own)).statusCode).toBe(200);

      vi.setSystemTime(new Date(Date.parse(match.matchDate) + 1_000));
      // What every way a kick-off is seen does (the clock's pass, a provider's flip, a settlement); the clock's own pass
      // is played end to end in tests/e2e/kickoff.spec.ts.
      await lockPicksAtKickOff(database.db, match.id);
      const called = parseScore(elDivino.predictedScore)!;
      expect(await pickOf(forgetful.cookie, match)).toMatchObject({ ...called, byOracle: "ChatGPT", joker: false, points: null });
      expect(await pickOf(ownPick.cookie, match)).toMatchObject({ ...own, byOracle: null });
      expect(await pickOf(unfollowed.cookie, match)).toBeNull();
      expect(await pickOf(noOracle.cookie, match)).toBeNull();
      // The crowd is the players' own picks: one here.
      expect((await call(forgetful.cookie, "GET", `/api/matches/${match.id}/crowd`)).json().picks).toBe(1);
      // A second pass, or the settlement's, makes nothing twice.
      expect(await fillOraclePicks(database.db, match.id)).toBe(0);

      // El Divino's call comes true: 10 for an exact score, 5 for his pick made on the player's behalf, and no exact hit.
      await settleMatch(database.db, match.id, { status: "completed", score: called });
      expect((await pickOf(forgetful.cookie, match))?.points).toBe(5);
      const [week] = await queryRows<{ points: number; exact: number; picks: number; oracle_points: number; oracle_picks: number }>(
        database.db,
        sql`select points, exact, picks, oracle_points, oracle_picks from player_period_totals where user_id = ${forgetful.user.id} and period = 'week'`,
      );
      expect(week).toEqual({ points: 5, exact: 0, picks: 1, oracle_points: 5, oracle_picks: 1 });
    });

    it("rounds half points down, and the setting turns off", async () => {
      const { app, database } = ctx();
      const match = upcoming.filter((m) => m.predictions.every((p) => parseScore(p.predictedScore)))[3]!;
      const grok = parseScore(match.predictions.find((p) => p.aiName === "Grok")!.predictedScore)!;
      const [player, quitter] = [await signUp(app), await signUp(app)];
      for (const p of [player, quitter]) {
        await call(p.cookie, "PATCH", "/api/auth/user/settings", { oracleFill: "Grok" });
        await follow(p.cookie, [match.leagueId]);
      }
      const stopped = await call(quitter.cookie, "PATCH", "/api/auth/user/settings", { oracleFill: null });
      expect(stopped.json().oracleFill).toBeNull();
      vi.setSystemTime(new Date(Date.parse(match.matchDate) + 1_000));
      expect(await fillOraclePicks(database.db, match.id)).toBe(1);
      expect(await pickOf(quitter.cookie, match)).toBeNull();
      // A result on the called outcome but not the score: 5 halved is 2; the margin's 3 would be 1.
      const final =
        grok.home > grok.away
          ? { home: grok.home + 3, away: grok.away }
          : grok.home < grok.away
            ? { home: grok.home, away: grok.away + 3 }
            : { home: grok.home + 1, away: grok.away + 1 };
      await settleMatch(database.db, match.id, { status: "completed", score: final });
      expect(await pickOf(player.cookie, match)).toMatchObject({ ...grok, byOracle: "Grok", points: 2 });
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
