import { sql } from "drizzle-orm";
import type { ClubOdds, SeasonCompetition, SeasonOverview, SeasonQuestion } from "../../shared/api/season";
import { AI_NAMES, type AiName } from "../../shared/constants";
import { queryRows, type Db } from "../platform/db/client";
import { latestOdds, type OddsRow } from "./season-odds";
import { oracleAnswer, questionsWithAnswers, type QuestionRow } from "./season-questions";

// The season page's reply (docs/rules.md#season-questions): each competition's latest season, its questions with the
// player's own answers, and from the deadline what everyone may see (each answer's share, the crowd's answer, the
// oracles' sealed answers). Other players' answers are never named.

/** Every club's odds by each oracle now, and how far they moved since the reading before. */
function clubOdds(readings: Record<AiName, OddsRow[]>): ClubOdds[] {
  const [now] = [readings.ChatGPT[0] ?? readings.Grok[0]];
  if (!now) return [];
  const figure = (aiName: AiName, club: string, key: "champion" | "bottom") => {
    const [latest, before] = readings[aiName];
    const value = latest?.clubs.find((c) => c.club === club)?.[key] ?? 0;
    const earlier = before?.clubs.find((c) => c.club === club)?.[key];
    return { now: value, moved: earlier === undefined ? null : value - earlier };
  };
  return now.clubs
    .map(({ club }) => ({
      club,
      champion: { ChatGPT: figure("ChatGPT", club, "champion"), Grok: figure("Grok", club, "champion") },
      bottom: { ChatGPT: figure("ChatGPT", club, "bottom"), Grok: figure("Grok", club, "bottom") },
    }))
    .sort(
      (a, b) =>
        b.champion.ChatGPT.now + b.champion.Grok.now - (a.champion.ChatGPT.now + a.champion.Grok.now) ||
        a.bottom.ChatGPT.now + a.bottom.Grok.now - (b.bottom.ChatGPT.now + b.bottom.Grok.now) ||
        a.club.localeCompare(b.club),
    );
}

function questionView(question: QuestionRow, mine: SeasonQuestion["mine"], readings: Record<AiName, OddsRow[]>): SeasonQuestion {
  const sealed = question.sealedAt !== null;
  const counts = question.answerCounts ?? [];
  const answers = counts.reduce((sum, c) => sum + c.count, 0);
  // Before the deadline, what each oracle would answer now; from it, what each answered, sealed.
  const oracles = sealed
    ? (question.oracleAnswers ?? [])
    : AI_NAMES.flatMap((aiName) => {
        const reading = readings[aiName][0];
        const answer = reading ? oracleAnswer(question.kind, reading) : null;
        return answer ? [{ aiName, ...answer, points: null }] : [];
      });
  return {
    id: question.id,
    kind: question.kind,
    points: question.points,
    choices: question.choices,
    mine,
    oracles,
    answers: sealed ? answers : 0,
    shares: sealed ? counts.map((c) => ({ answer: c.answer, share: answers ? c.count / answers : 0 })) : null,
    crowdAnswer: sealed ? question.crowdAnswer : null,
    result: question.result,
  };
}

/** Each competition's latest season with questions, soonest deadline first. */
export async function seasonOverview(db: Db, userId: number): Promise<SeasonOverview> {
  const seasons = await queryRows<{ league_id: number; season: number }>(
    db,
    sql`select league_id, max(season) as season from season_questions group by league_id`,
  );
  const rows = await questionsWithAnswers(
    db,
    userId,
    seasons.map((s) => ({ leagueId: s.league_id, season: Number(s.season) })),
  );
  const competitions: SeasonCompetition[] = [];
  for (const { league_id: leagueId, season: rawSeason } of seasons) {
    const season = Number(rawSeason);
    const mineAndQuestions = rows.filter((r) => r.question.leagueId === leagueId && r.question.season === season);
    const first = mineAndQuestions[0]?.question;
    if (!first) continue;
    const readings = await latestOdds(db, leagueId, season);
    const latest = readings.ChatGPT[0] ?? readings.Grok[0];
    competitions.push({
      leagueId,
      leagueName: first.leagueName,
      season,
      deadline: first.deadline.toISOString(),
      sealed: first.sealedAt !== null,
      scored: mineAndQuestions.every((r) => r.question.scoredAt !== null),
      questions: mineAndQuestions.map((r) => questionView(r.question, r.mine, readings)),
      odds: latest
        ? { afterRound: latest.afterRound, updatedAt: latest.createdAt.toISOString(), seasons: latest.seasons, clubs: clubOdds(readings) }
        : null,
    });
  }
  competitions.sort(
    (a, b) => Number(a.scored) - Number(b.scored) || a.deadline.localeCompare(b.deadline) || a.leagueName.localeCompare(b.leagueName),
  );
  return { competitions };
}
