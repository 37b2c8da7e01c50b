import { z } from "zod";
import { AI_NAMES, PREDICTOR_NAMES } from "../constants";
import { endpoint } from "./contract";
import { routes } from "./routes";
import { MAX_MATCH_ID } from "../match-id";

export const aiNameSchema = z.enum(AI_NAMES);
/** Who may stand in the prediction chain: the oracles and the crowd. */
export const predictorNameSchema = z.enum(PREDICTOR_NAMES);

/** An oracle's prediction (docs/rules.md#oracles), plus its hash-chain fields (docs/rules.md#predictions). */
/** A sealed score forecast as revealed from kick-off: the grid and the salt of its commitment. */
export const revealedForecastSchema = z.object({ grid: z.array(z.number().int()), salt: z.string() });

export const predictionSchema = z.object({
  id: z.number().int(),
  aiName: aiNameSchema,
  model: z.string(),
  predictedScore: z.string(),
  confidence: z.number().int(),
  reasoning: z.string(),
  goalScorers: z.string().nullable(),
  boldPrediction: z.string().nullable(),
  points: z.number().int().nullable(),
  hash: z.string(),
  createdAt: z.string(),
  /** SHA-256 of the sealed forecast, covered by `hash`; null on predictions from before sealing. */
  forecastCommitment: z.string().nullable(),
  /** The sealed forecast, from kick-off on, in a match's own reply (GET /api/matches/:id); never in the list. */
  forecast: revealedForecastSchema.nullable(),
  /** Once the match is completed: the forecast's chance of the final score, in millionths. */
  finalScoreChance: z.number().int().nullable(),
});
export type Prediction = z.infer<typeof predictionSchema>;

export const matchStatusSchema = z.enum(["upcoming", "live", "completed", "postponed", "cancelled"]);
export type MatchStatus = z.infer<typeof matchStatusSchema>;

/**
 * The crowd's pick, frozen into the prediction chain at kick-off from the players' own picks (from 5
 * picks up): scored like the oracles, shown beside them, never bet on.
 */
export const crowdPredictionSchema = z.object({
  predictedScore: z.string(),
  picks: z.number().int(),
  points: z.number().int().nullable(),
  hash: z.string(),
});
export type CrowdPrediction = z.infer<typeof crowdPredictionSchema>;

/** A match. `betCount` replaces the bets list: no player sees another's bets (docs/rules.md#privacy). */
export const matchSchema = z.object({
  id: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  matchDate: z.string(),
  status: matchStatusSchema,
  featured: z.boolean(),
  leagueId: z.number().int(),
  leagueName: z.string(),
  actualScore: z.string().nullable(),
  actualWinner: z.enum(["home", "away", "draw"]).nullable(),
  actualGoalDifference: z.number().int().nullable(),
  minute: z.number().int().nullable(),
  apiFixtureId: z.string(),
  createdAt: z.string(),
  predictions: z.array(predictionSchema),
  /** The crowd's frozen pick; null before kick-off and for a match with fewer than 5 picks. */
  crowd: crowdPredictionSchema.nullable(),
  betCount: z.number().int(),
  /** The duel's result once settled (docs/rules.md#duel); null before, and on matches settled before the rule. */
  duel: z.object({ winner: z.enum(["ChatGPT", "Grok", "void"]), by: z.enum(["points", "tiebreak"]).nullable() }).nullable(),
});
export type Match = z.infer<typeof matchSchema>;

/**
 * A prediction as the match list carries it: what the cards, History and share cards show. The
 * reasoning, scorers, bold call, hashes and forecasts are the match page's (GET /api/matches/:id):
 * they were four fifths of the list's bytes, and every player reads the list.
 */
export const listedPredictionSchema = predictionSchema.pick({
  id: true,
  aiName: true,
  predictedScore: true,
  confidence: true,
  points: true,
  finalScoreChance: true,
});
export type ListedPrediction = z.infer<typeof listedPredictionSchema>;

export const listedMatchSchema = matchSchema.extend({ predictions: z.array(listedPredictionSchema) });
export type ListedMatch = z.infer<typeof listedMatchSchema>;

/** Path ids: digits only, within int4. */
export const idParam = z.object({
  id: z.coerce
    .number({ error: "The id must be a number" })
    .int("The id must be a whole number")
    .min(1, "The id must be positive")
    .max(MAX_MATCH_ID, "The id is too large"),
});

// The body may be left out altogether: it then asks for the most.
export const fetchNewBody = z.preprocess(
  (body) => body ?? {},
  z.strictObject({
    count: z.number({ error: "count must be a number" }).int().min(1).max(10).default(10),
  }),
);
export const fetchNewResponse = z.object({ message: z.string(), added: z.number().int() });

export const distributionSchema = z.object({ chatGPT: z.number(), grok: z.number(), totalBets: z.number().int() });
export type Distribution = z.infer<typeof distributionSchema>;

export const viewerCountSchema = z.object({ count: z.number().int() });

/** An oracle's stats (docs/rules.md#oracle-stats); accuracyPercent is a string holding a number with one decimal. */
export const aiStatsSchema = z.object({
  id: z.number().int(),
  aiName: aiNameSchema,
  totalMatches: z.number().int(),
  accuracyPercent: z.string(),
  eloRating: z.number().int(),
  wins: z.number().int(),
  totalPoints: z.number().int(),
});
export type AiStats = z.infer<typeof aiStatsSchema>;

/** One entry of the public prediction log (docs/rules.md#predictions). */
export const predictionLogEntrySchema = z.object({
  id: z.number().int(),
  /** The match predicted; null on a season question's entry. */
  matchId: z.number().int().nullable(),
  /** The season question answered (docs/rules.md#season-questions); null on a match's entry. */
  seasonQuestionId: z.number().int().nullable(),
  aiName: predictorNameSchema,
  model: z.string(),
  predictedScore: z.string(),
  confidence: z.number().int(),
  reasoning: z.string(),
  createdAt: z.string(),
  prevHash: z.string(),
  hash: z.string(),
  forecastCommitment: z.string().nullable(),
  /** The sealed forecast, revealed from the match's kick-off on; null before. */
  forecast: revealedForecastSchema.nullable(),
  /** Set when an LLM's confidence was far from the statistical model's (kept, but flagged). */
  confidenceFlag: z.string().nullable(),
});
export type PredictionLogEntry = z.infer<typeof predictionLogEntrySchema>;

/**
 * GET /api/predictions/log[?cursor=C]: one page of the log, oldest first; `nextCursor` names the
 * next page, null on the last one. The header Prediction-Log-Total counts every entry in the log.
 */
export const predictionLogPageSchema = z.object({
  entries: z.array(predictionLogEntrySchema),
  nextCursor: z.string().nullable(),
});
export type PredictionLogPage = z.infer<typeof predictionLogPageSchema>;

export const predictionLogQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, "cursor must be one the prediction log gave")
    .optional(),
});

export const matchEndpoints = {
  list: endpoint({ ...routes.matches.list, responses: { 200: z.array(listedMatchSchema) } }),
  get: endpoint({ ...routes.matches.get, params: idParam, responses: { 200: matchSchema } }),
  distribution: endpoint({ ...routes.matches.distribution, params: idParam, responses: { 200: distributionSchema } }),
  fetchNew: endpoint({ ...routes.matches.fetchNew, body: fetchNewBody, responses: { 200: fetchNewResponse } }),
};
