import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { PredictionLogEntry, PredictionLogPage } from "../../shared/api/matches";
import type { PredictionProof } from "../../shared/api/prediction-proof";
import type { MySeasonAnswer, SeasonCompetition, SeasonOverview } from "../../shared/api/season";
import { SEASON_QUESTION_POINTS } from "../../shared/constants";
import { verifyChain } from "../../shared/prediction-hash";
import { checkPredictionProof } from "../../shared/prediction-proof";
import { commitSeasonAnswer } from "../../shared/season-answer";
import { periodStartOf } from "../../shared/season";
import { SeasonRituals } from "../game/season-rituals";
import { queryRows } from "../platform/db/client";
import type { FootballProvider, SeasonTable } from "../platform/providers/football/football-provider";
import { describeEachDatabase, signUp } from "../testing/harness";

// The season questions (docs/rules.md#season-questions) through the game's rituals and GET /api/season, PUT
// /api/season/questions/:id/answer: opened with a deadline, answered and changed until it, sealed with a salted hash
// the player can check, shared as shares and the crowd's answer, scored when the provider says the season is over.

const CLUBS = ["Arsenal", "Brighton", "Chelsea", "Everton"] as const;
const SQUADS: Record<string, string[]> = {
  Arsenal: ["Saka", "Havertz"],
  Brighton: ["Welbeck", "Mitoma"],
  Chelsea: ["Palmer", "Jackson"],
  Everton: ["Calvert-Lewin", "McNeil"],
};
const HOUR = 3_600_000;

/** A four-club league's season as a provider tells it: `played` rounds of six, the rest ahead from `firstKickoff`. */
function seasonTable(leagueId: number, season: number, options: { played: number; firstKickoff: Date; finished?: boolean }): SeasonTable {
  const played = options.finished ? 6 : options.played;
  const standings = CLUBS.map((club, i) => ({
    club,
    played,
    won: played ? 3 - i : 0,
    drawn: 0,
    lost: played ? i : 0,
    goalsFor: played ? 12 - 3 * i : 0,
    goalsAgainst: played ? 3 * i : 0,
    points: played ? 3 * (3 - i) : 0,
  }));
  const remaining = options.finished
    ? []
    : Array.from({ length: (6 - played) * 2 }, (_, k) => ({
        fixtureId: `f-${k}`,
        round: played + 1 + Math.floor(k / 2),
        homeTeam: CLUBS[k % 4]!,
        awayTeam: CLUBS[(k + 1 + Math.floor(k / 4)) % 4]!,
        kickoff: new Date(options.firstKickoff.getTime() + k * HOUR),
      }));
  return {
    leagueId,
    leagueName: `League ${leagueId}`,
    season,
    rounds: 6,
    roundsComplete: played,
    finished: options.finished ?? false,
    standings,
    scorers: played
      ? [
          { player: "Saka", club: "Arsenal", goals: 7 },
          { player: "Palmer", club: "Chelsea", goals: 7 },
          { player: "Welbeck", club: "Brighton", goals: 3 },
        ]
      : [],
    remaining,
    nextRoundKickoff: options.finished ? null : (remaining[0]?.kickoff ?? null),
  };
}

/** A provider that knows one league's seasons, as the test sets them. */
function providerOf(tables: Map<number, SeasonTable>, current: () => number): FootballProvider {
  return {
    name: "simulated",
    requestsLeftThisMinute: () => null,
    fixturesBetween: async () => [],
    fixturesById: async () => [],
    events: async () => [],
    resultsBefore: async () => [],
    squad: async (team: string) => SQUADS[team] ?? [],
    currentSeason: async () => current(),
    seasonTable: async (_leagueId: number, season: number) => tables.get(season) ?? null,
  } as unknown as FootballProvider;
}

describeEachDatabase("season questions", (ctx) => {
  const call = (cookie: string | undefined, method: "GET" | "PUT" | "POST", url: string, payload?: unknown) =>
    ctx().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const overview = async (cookie: string): Promise<SeasonOverview> => (await call(cookie, "GET", "/api/season")).json();
  const competitionOf = async (cookie: string, leagueId: number): Promise<SeasonCompetition> =>
    (await overview(cookie)).competitions.find((c) => c.leagueId === leagueId)!;
  const followLeague = async (leagueId: number, at: Date) =>
    ctx().database.db.execute(sql`
      insert into matches (home_team, away_team, match_date, league_id, league_name, provider, api_fixture_id)
      values ('Arsenal', 'Brighton', ${at.toISOString()}::timestamptz, ${leagueId}, ${`League ${leagueId}`}, 'simulated', ${`season-test-${leagueId}`})`);
  /** The public prediction log, every page, as /verify reads it. */
  const wholeLog = async (): Promise<PredictionLogEntry[]> => {
    const entries: PredictionLogEntry[] = [];
    for (let cursor: string | null = "0"; cursor !== null;) {
      const page: PredictionLogPage = (await call(undefined, "GET", `/api/predictions/log?cursor=${cursor}`)).json();
      entries.push(...page.entries);
      cursor = page.nextCursor;
    }
    return entries;
  };
  const answers = (questionId: number) =>
    queryRows<{ user_id: number; answer: string; salt: string | null; commitment: string | null; points: number | null }>(
      ctx().database.db,
      sql`select user_id, answer, salt, commitment, points from season_answers where question_id = ${questionId} order by user_id`,
    );

  /** A league whose first season starts at `firstKickoff`, followed by the game, and the rituals that watch it. */
  const seasonAhead = async (leagueId: number, firstKickoff: Date) => {
    await followLeague(leagueId, firstKickoff);
    const tables = new Map([[1, seasonTable(leagueId, 1, { played: 0, firstKickoff })]]);
    return new SeasonRituals(
      ctx().database.db,
      providerOf(tables, () => 1),
      1,
      { error: () => {}, info: () => {} },
    );
  };

  /** A season two hours ahead with its questions open, and `count` players signed up to answer them. */
  const openWithPlayers = async (leagueId: number, count: number) => {
    const now = new Date();
    const firstKickoff = new Date(now.getTime() + 2 * HOUR);
    const rituals = await seasonAhead(leagueId, firstKickoff);
    await rituals.pass(now);
    const players = await Promise.all(Array.from({ length: count }, () => signUp(ctx().app)));
    const { questions } = await competitionOf(players[0]!.cookie, leagueId);
    return { rituals, firstKickoff, players, questions };
  };

  it("open before the season with a deadline at its first kick-off, take answers from the choices until it, and refuse the rest", async () => {
    const leagueId = 9001;
    const now = new Date();
    const firstKickoff = new Date(now.getTime() + 3 * HOUR);
    const rituals = await seasonAhead(leagueId, firstKickoff);
    const report = await rituals.pass(now);
    expect(report).toMatchObject({ opened: 1, odds: 1, sealed: 0, scored: 0 });
    // A second pass opens nothing again, and reads no odds before another matchday is complete.
    expect(await rituals.pass(now)).toMatchObject({ opened: 0, odds: 0 });

    const player = await signUp(ctx().app);
    const competition = await competitionOf(player.cookie, leagueId);
    expect(competition).toMatchObject({
      leagueName: `League ${leagueId}`,
      season: 1,
      deadline: firstKickoff.toISOString(),
      sealed: false,
      scored: false,
    });
    expect(competition.questions.map((q) => [q.kind, q.points])).toEqual([
      ["champion", SEASON_QUESTION_POINTS.champion],
      ["top_scorer", SEASON_QUESTION_POINTS.top_scorer],
      ["bottom", SEASON_QUESTION_POINTS.bottom],
    ]);
    const [champion, topScorer, bottom] = competition.questions as [
      SeasonCompetition["questions"][0],
      SeasonCompetition["questions"][0],
      SeasonCompetition["questions"][0],
    ];
    expect(champion.choices.map((c) => c.value)).toEqual([...CLUBS]);
    expect(topScorer.choices).toContainEqual({ value: "Palmer", club: "Chelsea" });
    expect(topScorer.choices).toHaveLength(8);
    // The oracles' answers before the deadline: what each would answer now, with its chance.
    expect(champion.oracles.map((o) => o.aiName)).toEqual(["ChatGPT", "Grok"]);
    for (const o of champion.oracles) {
      expect(CLUBS).toContain(o.answer);
      expect(o.chance).toBeGreaterThan(0);
      expect(o.chance).toBeLessThanOrEqual(1);
    }
    expect(champion.shares).toBeNull();
    expect(competition.odds?.afterRound).toBe(0);
    expect(competition.odds?.clubs.map((c) => c.club).sort()).toEqual([...CLUBS]);
    expect(competition.odds?.clubs[0]?.champion.ChatGPT.moved).toBeNull();

    const saved = await call(player.cookie, "PUT", `/api/season/questions/${champion.id}/answer`, { answer: "Chelsea" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ answer: "Chelsea", seal: null, points: null } satisfies Partial<MySeasonAnswer>);
    const changed = await call(player.cookie, "PUT", `/api/season/questions/${champion.id}/answer`, { answer: "Arsenal" });
    expect(changed.json().answer).toBe("Arsenal");
    expect((await competitionOf(player.cookie, leagueId)).questions[0]!.mine?.answer).toBe("Arsenal");

    // Refusals: each a clear message, and nothing changed.
    const refusals: Array<[string | undefined, string, unknown, number, string]> = [
      [undefined, `/api/season/questions/${champion.id}/answer`, { answer: "Chelsea" }, 401, "You need to sign in first"],
      [
        player.cookie,
        `/api/season/questions/${champion.id}/answer`,
        { answer: "Real Madrid" },
        400,
        "That answer is not one of the question's choices",
      ],
      [player.cookie, `/api/season/questions/${champion.id}/answer`, { answer: "Palmer" }, 400, "That answer is not one of the question's choices"],
      [player.cookie, `/api/season/questions/${champion.id}/answer`, {}, 400, ""],
      [player.cookie, `/api/season/questions/${champion.id}/answer`, { answer: 7 }, 400, ""],
      [player.cookie, `/api/season/questions/${champion.id}/answer`, { answer: "x".repeat(10_000) }, 400, ""],
      [player.cookie, `/api/season/questions/${champion.id}/answer`, { answer: "Chelsea", extra: 1 }, 400, ""],
      [player.cookie, `/api/season/questions/999999/answer`, { answer: "Chelsea" }, 404, "Season question not found"],
      [player.cookie, `/api/season/questions/abc/answer`, { answer: "Chelsea" }, 400, ""],
      [player.cookie, `/api/season/questions/99999999999999/answer`, { answer: "Chelsea" }, 400, ""],
    ];
    for (const [cookie, url, body, status, message] of refusals) {
      const reply = await call(cookie, "PUT", url, body);
      expect(reply.statusCode, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBe(status);
      const text = reply.json().message as string;
      expect(typeof text).toBe("string");
      if (message) expect(text).toBe(message);
    }
    expect((await answers(champion.id)).map((a) => a.answer)).toEqual(["Arsenal"]);
    expect(await answers(bottom.id)).toEqual([]);
  });

  it("seal at the deadline: each answer's salted hash checks, others see shares and the crowd's answer, never who, and a late answer is refused", async () => {
    const leagueId = 9002;
    const { rituals, firstKickoff, players, questions } = await openWithPlayers(leagueId, 6);
    const [champion] = questions;
    const picked = ["Chelsea", "Chelsea", "Chelsea", "Arsenal", "Arsenal", "Everton"];
    for (const [i, p] of players.entries()) {
      expect((await call(p.cookie, "PUT", `/api/season/questions/${champion!.id}/answer`, { answer: picked[i] })).statusCode).toBe(200);
    }

    // Past the deadline by the game's clock: sealed once, the oracles' answers fixed with it.
    const after = new Date(firstKickoff.getTime() + 1_000);
    expect((await rituals.pass(after)).sealed).toBe(3);
    expect((await rituals.pass(after)).sealed).toBe(0);
    const view = await competitionOf(players[0]!.cookie, leagueId);
    expect(view.sealed).toBe(true);
    const sealed = view.questions[0]!;
    expect(sealed.answers).toBe(6);
    expect(sealed.shares).toEqual([
      { answer: "Chelsea", share: 0.5 },
      { answer: "Arsenal", share: 2 / 6 },
      { answer: "Everton", share: 1 / 6 },
    ]);
    expect(sealed.crowdAnswer).toBe("Chelsea");
    expect(sealed.oracles).toHaveLength(2);
    // Nothing in the reply names another player or their answer.
    expect(JSON.stringify(await overview(players[0]!.cookie))).not.toContain(players[1]!.user.email!);
    // The player's own seal, checkable in the browser with the shared code.
    const seal = sealed.mine!.seal!;
    expect(await commitSeasonAnswer({ questionId: sealed.id, answer: "Chelsea", salt: seal.salt })).toBe(seal.commitment);
    expect(await commitSeasonAnswer({ questionId: sealed.id, answer: "Arsenal", salt: seal.salt })).not.toBe(seal.commitment);
    const rows = await answers(sealed.id);
    expect(new Set(rows.map((r) => r.salt)).size).toBe(6);

    // Too late: sealed, refused, unchanged.
    const late = await call(players[0]!.cookie, "PUT", `/api/season/questions/${sealed.id}/answer`, { answer: "Everton" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This question's answers were sealed at its deadline");
    expect((await answers(sealed.id)).map((r) => r.answer)).toEqual(rows.map((r) => r.answer));
  });

  it("keep the last scored season on the page beside the next one, until the next one is scored", async () => {
    const leagueId = 9006;
    const now = new Date();
    const DAY = 24 * HOUR;
    await followLeague(leagueId, now);
    const tables = new Map([[1, seasonTable(leagueId, 1, { played: 2, firstKickoff: new Date(now.getTime() + HOUR) })]]);
    let current = 1;
    const rituals = new SeasonRituals(
      ctx().database.db,
      providerOf(tables, () => current),
      1,
      { error: () => {}, info: () => {} },
    );
    expect((await rituals.pass(now)).opened).toBe(1);
    const player = await signUp(ctx().app);
    const seasonsShown = async () =>
      (await overview(player.cookie)).competitions.filter((c) => c.leagueId === leagueId).map((c) => [c.season, c.sealed, c.scored]);

    // Season 1 ends; season 2's first kick-off is a day away, so its questions open; season 1 is sealed, then scored.
    tables.set(1, seasonTable(leagueId, 1, { played: 6, firstKickoff: now, finished: true }));
    tables.set(2, seasonTable(leagueId, 2, { played: 0, firstKickoff: new Date(now.getTime() + 8 * DAY) }));
    const weekOn = new Date(now.getTime() + 7 * DAY + 1_000);
    await rituals.pass(weekOn);
    expect((await rituals.pass(weekOn)).scored).toBe(3);
    // The open season first, then the one just scored, with its results.
    expect(await seasonsShown()).toEqual([
      [2, false, false],
      [1, true, true],
    ]);

    // Season 2 is played out and scored: it is the one shown, season 1 is gone.
    current = 2;
    tables.set(2, seasonTable(leagueId, 2, { played: 6, firstKickoff: now, finished: true }));
    const later = new Date(now.getTime() + 9 * DAY);
    await rituals.pass(later);
    expect((await rituals.pass(later)).scored).toBe(3);
    expect(await seasonsShown()).toEqual([[2, true, true]]);
  });

  it("put the oracles' sealed answers with their odds, and the crowd's, in the public prediction chain, which still verifies", async () => {
    const leagueId = 9005;
    const { rituals, firstKickoff, players, questions } = await openWithPlayers(leagueId, 5);
    const [champion, , bottom] = questions;
    for (const [i, p] of players.entries()) {
      await call(p.cookie, "PUT", `/api/season/questions/${champion!.id}/answer`, { answer: i < 3 ? "Chelsea" : "Arsenal" });
    }
    // Before the deadline nothing of the season is in the chain.
    const seasonEntries = (log: PredictionLogEntry[], questionId: number) => log.filter((e) => e.seasonQuestionId === questionId);
    expect(seasonEntries(await wholeLog(), champion!.id)).toEqual([]);

    await rituals.pass(new Date(firstKickoff.getTime() + 1_000));
    const log = await wholeLog();
    const entries = seasonEntries(log, champion!.id);
    expect(entries.map((e) => e.aiName)).toEqual(["ChatGPT", "Grok", "Crowd"]);
    const view = await competitionOf(players[0]!.cookie, leagueId);
    const sealed = view.questions.find((q) => q.id === champion!.id)!;
    for (const oracle of sealed.oracles) {
      const entry = entries.find((e) => e.aiName === oracle.aiName)!;
      expect(entry).toMatchObject({ matchId: null, predictedScore: oracle.answer, confidence: Math.round(oracle.chance * 100), forecast: null });
      // The season page links the sealed answer to its entry.
      expect(oracle.hash).toBe(entry.hash);
      // Its odds of every club are in the words its hash covers.
      expect(entry.reasoning).toContain("Title odds: ");
      for (const club of CLUBS) expect(entry.reasoning).toMatch(new RegExp(`${club} \\d+\\.\\d%`));
    }
    const crowd = entries.find((e) => e.aiName === "Crowd")!;
    expect(crowd).toMatchObject({ predictedScore: "Chelsea", confidence: 60, model: "crowd" });
    expect(crowd.reasoning).toContain("From 5 players' answers at the deadline: Chelsea 60.0%, Arsenal 40.0%.");
    expect(sealed.crowdHash).toBe(crowd.hash);
    // The bottom club had no answers: the oracles answer it, the crowd does not.
    expect(seasonEntries(log, bottom!.id).map((e) => e.aiName)).toEqual(["ChatGPT", "Grok"]);

    // The whole chain verifies as /verify checks it, and an edited season answer breaks it where it was edited.
    expect(await verifyChain(log)).toEqual({ ok: true, length: log.length });
    const at = log.indexOf(crowd);
    const edited = log.map((e, i) => (i === at ? { ...e, predictedScore: "Arsenal" } : e));
    expect(await verifyChain(edited)).toMatchObject({ ok: false, index: at });
    // One season entry is proved on its own by its hash, as a match's are.
    const proof = (await call(undefined, "GET", `/api/predictions/proof?hash=${crowd.hash}`)).json<PredictionProof>();
    expect(proof.proofs.map((p) => p.entry)).toEqual([crowd]);
    expect((await checkPredictionProof(proof.proofs[0]!, proof)).ok).toBe(true);
    // Sealed once: a second pass adds nothing to the chain.
    await rituals.pass(new Date(firstKickoff.getTime() + 2_000));
    expect((await wholeLog()).length).toBe(log.length);
  });

  it("refuses an answer past the deadline by the clock even before the seal has run", async () => {
    const leagueId = 9003;
    const past = new Date(Date.now() - 60_000);
    await ctx().database.db.execute(sql`
      insert into season_questions (league_id, league_name, season, kind, points, choices, opens_at, deadline)
      values (${leagueId}, 'League', 1, 'champion', 20, ${JSON.stringify([{ value: "Chelsea", club: null }])}::jsonb, ${past.toISOString()}::timestamptz, ${past.toISOString()}::timestamptz)`);
    const player = await signUp(ctx().app);
    const [question] = (await competitionOf(player.cookie, leagueId)).questions;
    const late = await call(player.cookie, "PUT", `/api/season/questions/${question!.id}/answer`, { answer: "Chelsea" });
    expect(late.statusCode).toBe(409);
    expect(await answers(question!.id)).toEqual([]);
  });

  it("open a season under way with a deadline a week ahead in the competition's time, and score it when the provider says it is over", async () => {
    const leagueId = 9004;
    const now = new Date();
    const tables = new Map([[3, seasonTable(leagueId, 3, { played: 2, firstKickoff: new Date(now.getTime() + HOUR) })]]);
    await followLeague(leagueId, now);
    // SIM_SPEED 120: a week of the competition is 1.4 hours of the wall's.
    const rituals = new SeasonRituals(
      ctx().database.db,
      providerOf(tables, () => 3),
      120,
      { error: () => {}, info: () => {} },
    );
    expect((await rituals.pass(now)).opened).toBe(1);
    const [a, b] = [await signUp(ctx().app), await signUp(ctx().app)];
    const competition = await competitionOf(a.cookie, leagueId);
    expect(Date.parse(competition.deadline) - now.getTime()).toBe((7 * 24 * HOUR) / 120);
    const [champion, topScorer, bottom] = competition.questions;
    const answer = (cookie: string, id: number, value: string) => call(cookie, "PUT", `/api/season/questions/${id}/answer`, { answer: value });
    await answer(a.cookie, champion!.id, "Arsenal");
    await answer(a.cookie, topScorer!.id, "Palmer");
    await answer(a.cookie, bottom!.id, "Chelsea");
    await answer(b.cookie, champion!.id, "Chelsea");
    await answer(b.cookie, bottom!.id, "Everton");

    const sealAt = new Date(Date.parse(competition.deadline) + 1_000);
    await rituals.pass(sealAt);
    // Not over yet: nothing scored.
    expect((await rituals.pass(sealAt)).scored).toBe(0);

    const overAt = new Date(sealAt.getTime() + HOUR);
    tables.set(3, seasonTable(leagueId, 3, { played: 6, firstKickoff: now, finished: true }));
    expect((await rituals.pass(overAt)).scored).toBe(3);
    expect((await rituals.pass(overAt)).scored).toBe(0);
    const scored = await competitionOf(a.cookie, leagueId);
    expect(scored.scored).toBe(true);
    // Arsenal top, Everton bottom, Saka and Palmer level on seven goals: both count.
    expect(scored.questions.map((q) => [q.kind, q.result, q.mine?.points])).toEqual([
      ["champion", ["Arsenal"], 20],
      ["top_scorer", ["Saka", "Palmer"], 15],
      ["bottom", ["Everton"], 0],
    ]);
    for (const q of scored.questions) for (const o of q.oracles) expect([0, q.points]).toContain(o.points);
    const [bView] = [await competitionOf(b.cookie, leagueId)];
    expect(bView.questions.map((q) => q.mine?.points ?? null)).toEqual([0, null, 10]);

    // On the season's row of the day they were scored, apart from the picks' points.
    const seasonStart = periodStartOf("season", overAt).toISOString();
    const totals = await queryRows<{ user_id: number; question_points: number; points: number }>(
      ctx().database.db,
      sql`select user_id, question_points, points from player_period_totals
          where period = 'season' and period_start = ${seasonStart}::timestamptz and user_id in (${a.user.id}, ${b.user.id}) order by user_id`,
    );
    expect(totals.map((t) => [t.user_id, t.question_points, t.points])).toEqual([
      [a.user.id, 35, 0],
      [b.user.id, 10, 0],
    ]);

    // The season's tables: a column of their own, ranked by pick points plus question points. The scoring instant is
    // an hour ahead of the wall's clock, inside the same season (a season turns on 1 July, never within this test).
    const prophets = (await call(a.cookie, "GET", "/api/picks/prophets?period=season")).json();
    expect(prophets.you).toMatchObject({ points: 0, questionPoints: 35 });
    const oraclesScored = (kind: string) => scored.questions.find((q) => q.kind === kind)!.oracles;
    for (const name of ["ChatGPT", "Grok"] as const) {
      const expected = scored.questions.reduce((sum, q) => sum + (q.oracles.find((o) => o.aiName === name)?.points ?? 0), 0);
      expect(prophets.guests.find((g: { name: string }) => g.name === name).questionPoints).toBeGreaterThanOrEqual(expected);
    }
    expect(oraclesScored("champion")).toHaveLength(2);
    expect((await call(a.cookie, "GET", "/api/picks/prophets?period=week")).json().you?.questionPoints ?? 0).toBe(0);
    const league = (await call(a.cookie, "POST", "/api/leagues", { name: "Season Seers" })).json();
    const joined = await ctx().app.inject({
      method: "POST",
      url: "/api/leagues/join",
      headers: { cookie: b.cookie },
      payload: { code: league.inviteCode },
    });
    expect(joined.statusCode, joined.body).toBeLessThan(300);
    const table = (await call(a.cookie, "GET", `/api/leagues/${league.id}/table?period=season`)).json();
    expect(table.rows.map((r: { userId: number; rank: number; questionPoints: number }) => [r.userId, r.rank, r.questionPoints])).toEqual([
      [a.user.id, 1, 35],
      [b.user.id, 2, 10],
    ]);
    const week = (await call(a.cookie, "GET", `/api/leagues/${league.id}/table?period=week`)).json();
    expect(week.rows.map((r: { questionPoints: number }) => r.questionPoints)).toEqual([0, 0]);
  });
});
