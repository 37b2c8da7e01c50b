import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { MySeasonAnswer, SeasonChoice } from "../../shared/api/season";
import {
  AI_NAMES,
  SEASON_CROWD_MIN_ANSWERS,
  type AiName,
  SEASON_QUESTION_KINDS,
  SEASON_QUESTION_POINTS,
  type SeasonQuestionKind,
} from "../../shared/constants";
import { commitSeasonAnswer } from "../../shared/season-answer";
import { addQuestionTotals } from "../leagues/period-totals";
import { queryRows, type Db } from "../platform/db/client";
import { seasonAnswers, seasonQuestions } from "../platform/db/schema";
import { sqlNow, type SqlClock } from "../platform/db/sql-clock";
import { badRequest, conflict, notFound } from "../platform/http/errors";
import type { SeasonTable } from "../platform/providers/football/football-provider";
import { appendCrowdAnswer, appendOracleAnswer } from "./season-chain";
import type { OddsRow } from "./season-odds";

// The season questions' life (docs/rules.md#season-questions): opened with their choices and deadline, answered and
// changed until the deadline, sealed at it (each answer's salted hash, the oracles' answers, the crowd's), scored when
// the provider says the season is over. The game calls each step from its loop (game/season-rituals.ts).

export type QuestionRow = typeof seasonQuestions.$inferSelect;
type AnswerRow = typeof seasonAnswers.$inferSelect;

/** The choices of each question: the clubs for the champion and the bottom club, the players for the top scorer. */
export function questionChoices(table: SeasonTable, squads: ReadonlyMap<string, readonly string[]>): Record<SeasonQuestionKind, SeasonChoice[]> {
  const clubs = table.standings.map((s) => s.club).sort((a, b) => a.localeCompare(b));
  const players = new Map<string, SeasonChoice>();
  for (const club of clubs) for (const player of squads.get(club) ?? []) players.set(player, { value: player, club });
  for (const s of table.scorers) if (!players.has(s.player)) players.set(s.player, { value: s.player, club: s.club });
  const clubChoices = clubs.map((club) => ({ value: club, club: null }));
  return {
    champion: clubChoices,
    bottom: clubChoices,
    top_scorer: [...players.values()].sort((a, b) => a.value.localeCompare(b.value)),
  };
}

/**
 * Opens a competition's season questions with their deadline, unless they are open already. The top scorer is asked
 * only where the provider knows players. Returns whether it opened them.
 */
export async function openQuestions(
  db: Db,
  table: SeasonTable,
  squads: ReadonlyMap<string, readonly string[]>,
  deadline: Date,
  now: Date,
): Promise<boolean> {
  const choices = questionChoices(table, squads);
  const kinds = SEASON_QUESTION_KINDS.filter((kind) => choices[kind].length > 0);
  const opened = await db
    .insert(seasonQuestions)
    .values(
      kinds.map((kind) => ({
        leagueId: table.leagueId,
        leagueName: table.leagueName,
        season: table.season,
        kind,
        points: SEASON_QUESTION_POINTS[kind],
        choices: choices[kind],
        opensAt: now,
        deadline,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: seasonQuestions.id });
  return opened.length > 0;
}

/** The competitions' seasons whose questions are open or sealed and not yet scored, the soonest deadline first. */
export async function unscoredSeasons(db: Db): Promise<Array<{ leagueId: number; season: number }>> {
  return db
    .select({ leagueId: seasonQuestions.leagueId, season: seasonQuestions.season })
    .from(seasonQuestions)
    .where(isNull(seasonQuestions.scoredAt))
    .groupBy(seasonQuestions.leagueId, seasonQuestions.season)
    .orderBy(sql`min(${seasonQuestions.deadline})`, seasonQuestions.leagueId);
}

const toMine = (row: AnswerRow): MySeasonAnswer => ({
  answer: row.answer,
  updatedAt: row.updatedAt.toISOString(),
  seal: row.salt && row.commitment ? { salt: row.salt, commitment: row.commitment } : null,
  points: row.points,
});

/**
 * Saves or changes the player's answer before the question's deadline, by the clock that seals it. The question's row
 * is read FOR SHARE, so the seal (which updates it first) and an answer never cross: an answer lands before the seal
 * covers it, or is refused after.
 */
export async function saveAnswer(db: Db, userId: number, questionId: number, answer: string, clock: SqlClock): Promise<MySeasonAnswer> {
  return db.transaction(async (tx) => {
    const [question] = await queryRows<{ choices: SeasonChoice[]; open: boolean }>(
      tx,
      sql`select choices, (sealed_at is null and deadline > ${sqlNow(clock)}) as open from season_questions where id = ${questionId} for share`,
    );
    if (!question) throw notFound("Season question not found", "unknown_season_question");
    if (!question.open) throw conflict("This question's answers were sealed at its deadline", "season_sealed");
    if (!question.choices.some((c) => c.value === answer)) throw badRequest("That answer is not one of the question's choices", "season_choice");
    const [saved] = await tx
      .insert(seasonAnswers)
      .values({ questionId, userId, answer })
      .onConflictDoUpdate({ target: [seasonAnswers.questionId, seasonAnswers.userId], set: { answer, updatedAt: sql`now()` } })
      .returning();
    return toMine(saved!);
  });
}

/** Each answer's count, commonest first (then by name, so every reader sees one order). */
export function countAnswers(answers: readonly string[]): Array<{ answer: string; count: number }> {
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(a, (counts.get(a) ?? 0) + 1);
  return [...counts].map(([answer, count]) => ({ answer, count })).sort((a, b) => b.count - a.count || a.answer.localeCompare(b.answer));
}

/** The crowd's answer: the commonest, named from SEASON_CROWD_MIN_ANSWERS answers; a tie for the most names none. */
export function crowdAnswerOf(counts: ReadonlyArray<{ answer: string; count: number }>): string | null {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  if (total < SEASON_CROWD_MIN_ANSWERS || counts.length === 0) return null;
  if (counts.length > 1 && counts[1]!.count === counts[0]!.count) return null;
  return counts[0]!.answer;
}

/** An oracle's answer to a question from its odds: the likeliest champion, bottom club or top scorer, and its chance. */
export function oracleAnswer(kind: SeasonQuestionKind, odds: Pick<OddsRow, "clubs" | "scorers">): { answer: string; chance: number } | null {
  if (kind === "top_scorer") {
    const best = odds.scorers[0];
    return best ? { answer: best.player, chance: best.topScorer } : null;
  }
  const key = kind === "champion" ? "champion" : "bottom";
  const best = [...odds.clubs].sort((a, b) => b[key] - a[key] || a.club.localeCompare(b.club))[0];
  return best ? { answer: best.club, chance: best[key] } : null;
}

/** Sealed answers are written this many to a statement. */
const SEAL_BATCH = 500;

/**
 * Seals every question past its deadline: each answer's salt and commitment, the answers' counts and the crowd's
 * answer, and each oracle's answer from its latest odds (`oddsOf`, asked once per competition's season, read by the
 * model `models` names). The oracles' answers with their odds, and the crowd's, enter the prediction chain
 * (season-chain.ts). One transaction a question; the update that marks it sealed comes first, so an answer in flight
 * waits for it and is then refused.
 */
export async function sealDue(
  db: Db,
  now: Date,
  oddsOf: (leagueId: number, season: number) => Promise<Record<string, OddsRow | undefined>>,
  models: Record<AiName, string>,
): Promise<number> {
  const due = await db
    .select()
    .from(seasonQuestions)
    .where(and(isNull(seasonQuestions.sealedAt), lte(seasonQuestions.deadline, now)))
    .orderBy(asc(seasonQuestions.id));
  const odds = new Map<string, Promise<Record<string, OddsRow | undefined>>>();
  let sealed = 0;
  for (const question of due) {
    const key = `${question.leagueId}/${question.season}`;
    if (!odds.has(key)) odds.set(key, oddsOf(question.leagueId, question.season));
    const readings = await odds.get(key)!;
    const oracleAnswers = AI_NAMES.flatMap((aiName) => {
      const reading = readings[aiName];
      const answer = reading ? oracleAnswer(question.kind, reading) : null;
      return answer && reading ? [{ aiName, ...answer, points: null, odds: reading }] : [];
    });
    sealed += await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(seasonQuestions)
        .set({ sealedAt: now })
        .where(and(eq(seasonQuestions.id, question.id), isNull(seasonQuestions.sealedAt)))
        .returning({ id: seasonQuestions.id });
      if (!claimed) return 0;
      const sealedAnswers = [];
      for (const { odds, ...answer } of oracleAnswers) {
        const entry = await appendOracleAnswer(tx, question, { ...answer, odds, model: models[answer.aiName] }, now);
        sealedAnswers.push({ ...answer, hash: entry.hash });
      }
      const answers = await tx
        .select({ userId: seasonAnswers.userId, answer: seasonAnswers.answer })
        .from(seasonAnswers)
        .where(eq(seasonAnswers.questionId, question.id));
      for (let start = 0; start < answers.length; start += SEAL_BATCH) {
        const seals = await Promise.all(
          answers.slice(start, start + SEAL_BATCH).map(async ({ userId, answer }) => {
            const salt = randomBytes(16).toString("hex");
            return sql`(${userId}::int, ${salt}, ${await commitSeasonAnswer({ questionId: question.id, answer, salt })})`;
          }),
        );
        await tx.execute(sql`
          update season_answers a set salt = v.salt, commitment = v.commitment
          from (values ${sql.join(seals, sql`, `)}) as v(user_id, salt, commitment)
          where a.question_id = ${question.id} and a.user_id = v.user_id`);
      }
      const counts = countAnswers(answers.map((a) => a.answer));
      const crowdAnswer = crowdAnswerOf(counts);
      const crowdHash = crowdAnswer ? (await appendCrowdAnswer(tx, question, crowdAnswer, counts, now)).hash : null;
      await tx
        .update(seasonQuestions)
        .set({ oracleAnswers: sealedAnswers, answerCounts: counts, crowdAnswer, crowdHash })
        .where(eq(seasonQuestions.id, question.id));
      return 1;
    });
  }
  return sealed;
}

/** The right answers to a question from the final table: the champion, the bottom club, every player level on the most goals. */
export function rightAnswers(kind: SeasonQuestionKind, table: SeasonTable): string[] {
  if (kind === "champion") return table.standings.slice(0, 1).map((s) => s.club);
  if (kind === "bottom") return table.standings.slice(-1).map((s) => s.club);
  const most = table.scorers[0]?.goals ?? 0;
  return most > 0 ? table.scorers.filter((s) => s.goals === most).map((s) => s.player) : [];
}

/**
 * Scores a finished season's sealed questions: each answer gets the question's points when right, nothing otherwise,
 * and the points go on the players' season row of the day they were scored (period-totals.ts). Once per question: the
 * update that marks it scored claims it. Returns how many questions it scored.
 */
export async function scoreSeason(db: Db, table: SeasonTable, now: Date): Promise<number> {
  if (!table.finished) return 0;
  const questions = await db
    .select()
    .from(seasonQuestions)
    .where(
      and(
        eq(seasonQuestions.leagueId, table.leagueId),
        eq(seasonQuestions.season, table.season),
        isNull(seasonQuestions.scoredAt),
        sql`${seasonQuestions.sealedAt} is not null`,
      ),
    );
  let scored = 0;
  for (const question of questions) {
    const result = rightAnswers(question.kind, table);
    const oracleAnswers = (question.oracleAnswers ?? []).map((o) => ({ ...o, points: result.includes(o.answer) ? question.points : 0 }));
    scored += await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(seasonQuestions)
        .set({ scoredAt: now, result, oracleAnswers })
        .where(and(eq(seasonQuestions.id, question.id), isNull(seasonQuestions.scoredAt)))
        .returning({ id: seasonQuestions.id });
      if (!claimed) return 0;
      await tx
        .update(seasonAnswers)
        .set({ points: sql`case when ${seasonAnswers.answer} = any(${sql.param(result)}::text[]) then ${question.points} else 0 end` })
        .where(eq(seasonAnswers.questionId, question.id));
      await addQuestionTotals(tx, question.id, now);
      return 1;
    });
  }
  return scored;
}

/** The season page's questions (each season not yet scored, and each competition's latest scored one) with the player's own answers: one query. */
export async function shownQuestionsWithAnswers(db: Db, userId: number): Promise<Array<{ question: QuestionRow; mine: MySeasonAnswer | null }>> {
  const rows = await db
    .select({ question: seasonQuestions, mine: seasonAnswers })
    .from(seasonQuestions)
    .leftJoin(seasonAnswers, and(eq(seasonAnswers.questionId, seasonQuestions.id), eq(seasonAnswers.userId, userId)))
    .where(
      // Every season not yet scored, and each competition's latest scored one: its results stay beside the next season.
      sql`(${seasonQuestions.leagueId}, ${seasonQuestions.season}) in (
        select league_id, season from season_questions where scored_at is null
        union select league_id, max(season) from season_questions where scored_at is not null group by league_id)`,
    )
    .orderBy(asc(seasonQuestions.id));
  return rows.map((r) => ({ question: r.question, mine: r.mine ? toMine(r.mine) : null }));
}
