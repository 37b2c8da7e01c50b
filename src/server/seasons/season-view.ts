import type { ClubOdds, SeasonCompetition, SeasonOverview, SeasonQuestion } from "../../shared/api/season";
import { AI_NAMES, type AiName } from "../../shared/constants";
import type { Db } from "../platform/db/client";
import { latestOdds, readingsOf, type Readings } from "./season-odds";
import { shownQuestionsWithAnswers, oracleAnswer, type QuestionRow } from "./season-questions";

// The season page's reply (docs/rules.md#season-questions): each competition's seasons not yet scored and its latest
// scored one, their questions with the player's own answers, and from the deadline what everyone may see (each
// answer's share, the crowd's answer, the oracles' sealed answers). Other players' answers are never named.

/** Every club's odds by each oracle now, and how far they moved since the reading before. */
function clubOdds(readings: Readings): ClubOdds[] {
  const now = readings.ChatGPT[0] ?? readings.Grok[0];
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

function questionView(question: QuestionRow, mine: SeasonQuestion["mine"], readings: Readings): SeasonQuestion {
  const sealed = question.sealedAt !== null;
  const counts = question.answerCounts ?? [];
  const answers = counts.reduce((sum, c) => sum + c.count, 0);
  // Before the deadline, what each oracle would answer now; from it, what each answered, sealed.
  const oracles = sealed
    ? (question.oracleAnswers ?? []).map((answer) => ({ ...answer, hash: answer.hash ?? null }))
    : AI_NAMES.flatMap((aiName) => {
        const reading = readings[aiName][0];
        const answer = reading ? oracleAnswer(question.kind, reading) : null;
        return answer ? [{ aiName, ...answer, points: null, hash: null }] : [];
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
    crowdHash: sealed ? question.crowdHash : null,
    result: question.result,
  };
}

/** The seasons shown, open ones first, soonest deadline first, scored ones last: two queries. */
export async function seasonOverview(db: Db, userId: number): Promise<SeasonOverview> {
  const rows = await shownQuestionsWithAnswers(db, userId);
  const bySeason = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.question.leagueId}/${row.question.season}`;
    bySeason.set(key, [...(bySeason.get(key) ?? []), row]);
  }
  const seasons = [...bySeason.values()].map((group) => group[0]!.question);
  const found = await latestOdds(db, seasons);
  const competitions = seasons.map((first): SeasonCompetition => {
    const group = bySeason.get(`${first.leagueId}/${first.season}`)!;
    const readings = readingsOf(found, first.leagueId, first.season);
    const latest = readings.ChatGPT[0] ?? readings.Grok[0];
    return {
      leagueId: first.leagueId,
      leagueName: first.leagueName,
      season: first.season,
      deadline: first.deadline.toISOString(),
      sealed: first.sealedAt !== null,
      scored: group.every((r) => r.question.scoredAt !== null),
      questions: group.map((r) => questionView(r.question, r.mine, readings)),
      odds: latest
        ? { afterRound: latest.afterRound, updatedAt: latest.createdAt.toISOString(), seasons: latest.seasons, clubs: clubOdds(readings) }
        : null,
    };
  });
  competitions.sort(
    (a, b) => Number(a.scored) - Number(b.scored) || a.deadline.localeCompare(b.deadline) || a.leagueName.localeCompare(b.leagueName),
  );
  return { competitions };
}
