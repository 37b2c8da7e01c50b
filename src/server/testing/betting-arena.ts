import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeAll, expect, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import type { User } from "../../shared/api/auth";
import { parseScore } from "../../shared/scoring";
import { settleMatch } from "../game/settlement.service";
import { queryRows, type Db } from "../platform/db/client";
import { signUp, type TestContext } from "./harness";

/** The clock the betting suites run on: the simulated league has upcoming matches from here. */
export const BETTING_START = new Date("2025-04-02T09:00:05Z");

/** The league these suites need (SIM_SEED 5 at SIM_SPEED 60): pass it as describeEachDatabase's env. */
export const BETTING_ENV = { SIM_SPEED: "60", SIM_SEED: "5" };

/**
 * Fills a fresh app's arena for betting tests: the clock at BETTING_START, the league synced and
 * fetch-new asked for more fixtures. Returns the upcoming matches, each with both oracles' picks.
 */
export async function upcomingMatches(app: FastifyInstance): Promise<Match[]> {
  vi.useFakeTimers({ toFake: ["Date"], now: BETTING_START });
  await app.game.sync.runOnce();
  const { cookie } = await signUp(app);
  await app.inject({ method: "POST", url: "/api/matches/real/fetch-new", headers: { cookie }, payload: { count: 10 } });
  const all: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie } })).json();
  const upcoming = all.filter((m) => m.status === "upcoming");
  expect(upcoming.length).toBeGreaterThanOrEqual(55);
  return upcoming;
}

/** The offset-th upcoming match whose two oracles disagree on the score, so an exact result names a winner. */
export function disagreeing(upcoming: Match[], offset: number): Match {
  return upcoming.filter((m) => m.predictions[0]!.predictedScore !== m.predictions[1]!.predictedScore)[offset]!;
}

/**
 * The set-up of a story of picks and leagues on the arena: its upcoming matches read once (`upcoming`, filled before
 * the first test), the clock put back at the start after each test, a player's requests (by their cookie, or none for
 * a visitor) and their pick on a match, which must be saved.
 */
export function arenaStory(ctx: () => TestContext) {
  const story = { upcoming: [] as Match[], call, pick };
  beforeAll(async () => {
    story.upcoming = await upcomingMatches(ctx().app);
  });
  afterEach(() => vi.setSystemTime(BETTING_START));
  function call(cookie: string | undefined, url: string, method: "GET" | "POST" | "PUT" = "GET", payload?: object) {
    return ctx().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  }
  async function pick(cookie: string, match: Match, score: string) {
    expect((await call(cookie, `/api/matches/${match.id}/pick`, "PUT", parseScore(score)!)).statusCode).toBe(200);
  }
  return story;
}

export const placeBet = (app: FastifyInstance, cookie: string, payload: unknown) =>
  app.inject({ method: "POST", url: "/api/bets", headers: { cookie }, payload: payload as object });

/**
 * A player's season credits as the period totals kept them, beside what their won and lost bets came to: equal when
 * every settled match's bets were added once.
 */
export async function seasonCreditsAgainstBets(db: Db, userId: number): Promise<{ settled: string; kept: string }> {
  const [row] = await queryRows<{ settled: string; kept: string }>(
    db,
    sql`select
      (select coalesce(sum(coalesce(payout, 0) - stake), 0) from bets where user_id = ${userId} and outcome in ('won', 'lost'))::text as settled,
      (select coalesce(sum(credits_won), 0) from player_period_totals where user_id = ${userId} and period = 'season')::text as kept`,
  );
  return row!;
}

export const me = async (app: FastifyInstance, cookie: string): Promise<User> =>
  (await app.inject({ url: "/api/auth/user", headers: { cookie } })).json();

/**
 * A settled duel to count: a winner backs El Divino with ₡400 and a loser O Eterno with ₡300 on the
 * first match where they disagree, and the match ends on El Divino's exact pick.
 */
export async function settledDuel({ app, database }: TestContext, upcoming: Match[]): Promise<void> {
  const match = disagreeing(upcoming, 0);
  const chat = match.predictions.find((p) => p.aiName === "ChatGPT")!;
  const [winner, loser] = [await signUp(app), await signUp(app)];
  await placeBet(app, winner.cookie, { matchId: match.id, aiSelected: "ChatGPT", stake: 400 });
  await placeBet(app, loser.cookie, { matchId: match.id, aiSelected: "Grok", stake: 300 });
  await settleMatch(database.db, match.id, { status: "completed", score: parseScore(chat.predictedScore)! });
}
