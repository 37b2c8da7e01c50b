import { CROWD_MODEL, CROWD_NAME, type AiName, type SeasonQuestionKind } from "../../shared/constants";
import { formatChance } from "../../shared/sealed-forecast";
import type { Tx } from "../platform/db/client";
import { appendEntry } from "../predictions/prediction-chain.service";
import type { QuestionRow } from "./season-questions";
import type { OddsRow } from "./season-odds";

// A season question's sealed answers in the public prediction chain (docs/rules.md#season-questions): at the deadline
// each oracle's answer, with every club's (or scorer's) odds it answered from in its hashed reasoning, and the crowd's
// answer with the shares it rests on. Players' own answers stay private: they are sealed by their salted hashes only.

const QUESTION_TEXT: Record<SeasonQuestionKind, { asked: string; verb: string; odds: string }> = {
  champion: { asked: "the champion", verb: "finishes top", odds: "Title odds" },
  top_scorer: { asked: "the top scorer", verb: "is top scorer", odds: "Top-scorer odds" },
  bottom: { asked: "the club that finishes bottom", verb: "finishes bottom", odds: "Bottom odds" },
};

/** A share (0-1) as the chain's words write it, "43.2%": the forecasts' own formatting, in millionths. */
const percent = (share: number) => formatChance(share * 1_000_000);

type Question = Pick<QuestionRow, "id" | "kind" | "leagueName" | "season">;

const asked = (q: Question) => `${q.leagueName}, season ${q.season}: ${QUESTION_TEXT[q.kind].asked}.`;

/** Every choice's chance in an oracle's reading, likeliest first: the odds its answer was picked from. */
export function oddsLines(kind: SeasonQuestionKind, odds: Pick<OddsRow, "clubs" | "scorers">): string[] {
  if (kind === "top_scorer") return odds.scorers.map((s) => `${s.player} (${s.club}) ${percent(s.topScorer)}`);
  const key = kind === "champion" ? "champion" : "bottom";
  return [...odds.clubs].sort((a, b) => b[key] - a[key] || a.club.localeCompare(b.club)).map((c) => `${c.club} ${percent(c[key])}`);
}

/** An oracle's sealed answer: its answer, its chance as the confidence, and the odds of every choice in the hashed words. */
export function appendOracleAnswer(
  tx: Tx,
  question: Question,
  answer: { aiName: AiName; model: string; answer: string; chance: number; odds: OddsRow },
  createdAt: Date,
) {
  const { odds } = answer;
  const read = odds.afterRound > 0 ? `after matchday ${odds.afterRound}` : "before the first matchday";
  return appendEntry(tx, {
    matchId: null,
    seasonQuestionId: question.id,
    aiName: answer.aiName,
    model: answer.model,
    predictedScore: answer.answer,
    confidence: Math.round(answer.chance * 100),
    reasoning:
      `${asked(question)} ${answer.answer} ${QUESTION_TEXT[question.kind].verb} in ${percent(answer.chance)} of ` +
      `${odds.seasons} seasons played out ${read}. ${QUESTION_TEXT[question.kind].odds}: ${oddsLines(question.kind, odds).join(", ")}.`,
    createdAt,
  });
}

/** The crowd's sealed answer: the commonest, its share as the confidence, and every answer's share in the hashed words. */
export function appendCrowdAnswer(
  tx: Tx,
  question: Question,
  crowdAnswer: string,
  counts: ReadonlyArray<{ answer: string; count: number }>,
  createdAt: Date,
) {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const mine = counts.find((c) => c.answer === crowdAnswer)?.count ?? 0;
  return appendEntry(tx, {
    matchId: null,
    seasonQuestionId: question.id,
    aiName: CROWD_NAME,
    model: CROWD_MODEL,
    predictedScore: crowdAnswer,
    confidence: Math.round((mine / total) * 100),
    reasoning:
      `${asked(question)} From ${total} players' answers at the deadline: ` +
      `${counts.map((c) => `${c.answer} ${percent(c.count / total)}`).join(", ")}. ${crowdAnswer} is the commonest.`,
    crowdPicks: total,
    createdAt,
  });
}
