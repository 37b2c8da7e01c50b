import { z } from "zod";
import { endpoint } from "./contract";
import { routes } from "./routes";
import { aiStatsSchema, predictionLogPageSchema, predictionLogQuerySchema } from "./matches";
import { trackRecordResponse } from "./track-record";

/** All public (docs/rules.md#access): the AI Transparency page and the verify page read them signed out. */
export const oracleEndpoints = {
  aiStats: endpoint({ ...routes.oracles.aiStats, responses: { 200: z.array(aiStatsSchema) } }),
  trackRecord: endpoint({ ...routes.oracles.trackRecord, responses: { 200: trackRecordResponse } }),
  /** One page of the public prediction log, oldest first; its pages are cached compressed (prediction-log.ts). */
  predictionLog: endpoint({
    ...routes.oracles.predictionLog,
    query: predictionLogQuerySchema,
    responses: { 200: predictionLogPageSchema, 304: z.undefined() },
  }),
};
