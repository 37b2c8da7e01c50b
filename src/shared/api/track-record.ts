import { z } from "zod";
import { AI_NAMES } from "../constants";

/** Below this many completed matches an oracle's figures are marked 'calibrating'. */
export const CALIBRATING_BELOW = 30;

export const reliabilityBucket = z.object({
  /** Lower bound of the stated-confidence decile, in percent (30 = 30-40 %). */
  from: z.number().int(),
  count: z.number().int(),
  /** Mean stated confidence in the bucket, percent. */
  stated: z.number(),
  /** Share of picks whose outcome happened, percent. */
  observed: z.number(),
});
export type ReliabilityBucket = z.infer<typeof reliabilityBucket>;

export const oracleTrackRecord = z.object({
  aiName: z.enum(AI_NAMES),
  /** Completed matches the oracle predicted: what points, accuracy and exact rate rest on. */
  matches: z.number().int(),
  pointsPerMatch: z.number(),
  /** Percent, one decimal. */
  outcomeAccuracy: z.number(),
  exactRate: z.number(),
  /** Predictions that stored their outcome probabilities: what RPS, Brier and reliability rest on. */
  probabilisticMatches: z.number().int(),
  rps: z.number().nullable(),
  brier: z.number().nullable(),
  reliability: z.array(reliabilityBucket),
  calibrating: z.boolean(),
});
export type OracleTrackRecord = z.infer<typeof oracleTrackRecord>;

/** The crowd's frozen picks, scored like the oracles: a third row beside them (no side of the duel). */
export const crowdTrackRecord = z.object({
  matches: z.number().int(),
  pointsPerMatch: z.number(),
  outcomeAccuracy: z.number(),
  exactRate: z.number(),
  /** How many players' picks a crowd's pick rested on, on average. */
  averagePicks: z.number(),
});
export type CrowdTrackRecord = z.infer<typeof crowdTrackRecord>;

/** GET /api/ai-stats/track-record (public). crowd is null until a crowd's pick has been scored. */
export const trackRecordResponse = z.object({ oracles: z.array(oracleTrackRecord), crowd: crowdTrackRecord.nullable() });
export type TrackRecord = z.infer<typeof trackRecordResponse>;
