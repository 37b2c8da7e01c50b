import { z } from "zod";
import { AI_NAMES, SEASON_QUESTION_KINDS } from "../constants";
import { endpoint } from "./contract";
import { idParam } from "./matches";
import { routes } from "./routes";

// The season questions (docs/rules.md#season-questions): the champion, the top scorer and the bottom club of each
// competition's season, answered until a deadline, sealed then, and scored when the provider says the season is over.

/** The longest answer: a club's or a player's name as the provider spells it. */
export const SEASON_ANSWER_MAX_LENGTH = 80;

/** PUT /api/season/questions/:id/answer: one of the question's choices, as listed. */
export const seasonAnswerBody = z.strictObject({
  answer: z
    .string({ error: "answer must be text" })
    .trim()
    .min(1, "answer cannot be empty")
    .max(SEASON_ANSWER_MAX_LENGTH, `answer can be at most ${SEASON_ANSWER_MAX_LENGTH} characters`),
});
export type SeasonAnswerBody = z.infer<typeof seasonAnswerBody>;

/** A choice: a club, or a player with their club. */
export const seasonChoiceSchema = z.object({ value: z.string(), club: z.string().nullable() });
export type SeasonChoice = z.infer<typeof seasonChoiceSchema>;

/** The player's own answer; `seal` once the deadline has passed, with what the player needs to check it. */
export const mySeasonAnswerSchema = z.object({
  answer: z.string(),
  updatedAt: z.string(),
  seal: z.object({ salt: z.string(), commitment: z.string() }).nullable(),
  /** Null until the question is scored. */
  points: z.number().int().nullable(),
});
export type MySeasonAnswer = z.infer<typeof mySeasonAnswerSchema>;

/** An oracle's answer: its likeliest outcome and its chance of it, 0-1; fixed at the deadline. */
export const oracleSeasonAnswerSchema = z.object({
  aiName: z.enum(AI_NAMES),
  answer: z.string(),
  chance: z.number(),
  /** Null until the question is scored. */
  points: z.number().int().nullable(),
  /** From the deadline: the hash of the sealed answer's entry in the public prediction chain (/verify?hash=). */
  hash: z.string().nullable(),
});

export const seasonQuestionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SEASON_QUESTION_KINDS),
  points: z.number().int(),
  choices: z.array(seasonChoiceSchema),
  mine: mySeasonAnswerSchema.nullable(),
  /** Before the deadline: what the oracles would answer now. After: what they answered, sealed. */
  oracles: z.array(oracleSeasonAnswerSchema),
  /** From the deadline: how many answered, and each answer's share (never who gave it), commonest first. */
  answers: z.number().int(),
  shares: z.array(z.object({ answer: z.string(), share: z.number() })).nullable(),
  /** From the deadline: the commonest answer, from SEASON_CROWD_MIN_ANSWERS answers. */
  crowdAnswer: z.string().nullable(),
  /** The hash of the crowd's answer's entry in the public prediction chain. */
  crowdHash: z.string().nullable(),
  /** Once scored: the right answers (a shared lead in goals gives several top scorers). */
  result: z.array(z.string()).nullable(),
});
export type SeasonQuestion = z.infer<typeof seasonQuestionSchema>;

/** A club's odds by each oracle, 0-1, and how they moved since the matchday before (null on the first reading). */
const oracleOddsSchema = z.object({ now: z.number(), moved: z.number().nullable() });
export const clubOddsSchema = z.object({
  club: z.string(),
  champion: z.object({ ChatGPT: oracleOddsSchema, Grok: oracleOddsSchema }),
  bottom: z.object({ ChatGPT: oracleOddsSchema, Grok: oracleOddsSchema }),
});
export type ClubOdds = z.infer<typeof clubOddsSchema>;

export const seasonCompetitionSchema = z.object({
  leagueId: z.number().int(),
  leagueName: z.string(),
  season: z.number().int(),
  deadline: z.string(),
  sealed: z.boolean(),
  /** The provider says the season is over and its questions are scored. */
  scored: z.boolean(),
  questions: z.array(seasonQuestionSchema),
  /** The oracles' odds for every club, likeliest champion first, after the matchday `afterRound`; null before the first reading. */
  odds: z
    .object({
      afterRound: z.number().int(),
      updatedAt: z.string(),
      seasons: z.number().int(),
      clubs: z.array(clubOddsSchema),
    })
    .nullable(),
});
export type SeasonCompetition = z.infer<typeof seasonCompetitionSchema>;

/** GET /api/season: every competition's open or latest season questions, soonest deadline first. */
export const seasonOverviewSchema = z.object({ competitions: z.array(seasonCompetitionSchema) });
export type SeasonOverview = z.infer<typeof seasonOverviewSchema>;

export const seasonEndpoints = {
  overview: endpoint({ ...routes.season.overview, responses: { 200: seasonOverviewSchema } }),
  answer: endpoint({ ...routes.season.answer, params: idParam, body: seasonAnswerBody, responses: { 200: mySeasonAnswerSchema } }),
};
