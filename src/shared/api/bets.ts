import { z } from "zod";
import { endpoint } from "./contract";
import { routes } from "./routes";
import { aiNameSchema, idParam } from "./matches";
import { MAX_MATCH_ID } from "../match-id";

/** POST /api/bets. The stake is a whole number of credits, at least 1. */
export const placeBetBody = z.strictObject({
  matchId: z.number({ error: "matchId must be a number" }).int("matchId must be a whole number").min(1).max(MAX_MATCH_ID),
  aiSelected: z.enum(["ChatGPT", "Grok"], { error: "aiSelected must be ChatGPT or Grok" }),
  stake: z
    .number({ error: "Stake must be a number" })
    .int("Stake must be a whole number of credits")
    .min(1, "Stake must be at least ₡1")
    .max(1_000_000_000, "Insufficient credits"),
});
export type PlaceBetBody = z.infer<typeof placeBetBody>;

/** A bet. outcome null = pending; "void" = refunded (docs/rules.md#refunds). payout is the total returned (docs/rules.md#payout). */
export const betSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  matchId: z.number().int(),
  aiSelected: aiNameSchema,
  stake: z.number().int(),
  payout: z.number().int().nullable(),
  outcome: z.enum(["won", "lost", "void"]).nullable(),
  createdAt: z.string(),
  /** When the bet was paid or refunded: the arena's "Just finished" keeps it for 30 minutes from here. */
  settledAt: z.string().nullable(),
  match: z
    .object({
      homeTeam: z.string(),
      awayTeam: z.string(),
      matchDate: z.string(),
      status: z.string(),
      actualScore: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type Bet = z.infer<typeof betSchema>;

/** The reply to a placed bet: the bet and the new balance. */
export const placeBetResponse = z.object({ bet: betSchema, credits: z.number().int() });
export type PlaceBetResponse = z.infer<typeof placeBetResponse>;

/**
 * The player's whole record, counted by the server over every bet (the history shows the latest 200):
 * the win rate is won ÷ (won + lost) with one decimal, refunds and pending bets counting as neither
 * (docs/rules.md#win-rate).
 */
export const betRecordSchema = z.object({
  won: z.number().int(),
  lost: z.number().int(),
  refunded: z.number().int(),
  pending: z.number().int(),
  winRate: z.string(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betEndpoints = {
  place: endpoint({ ...routes.bets.place, body: placeBetBody, responses: { 201: placeBetResponse } }),
  /** The player's own bet on a match, or null. */
  onMatch: endpoint({ ...routes.bets.onMatch, params: idParam, responses: { 200: betSchema.nullable() } }),
  history: endpoint({ ...routes.bets.history, responses: { 200: z.array(betSchema) } }),
  record: endpoint({ ...routes.bets.record, responses: { 200: betRecordSchema } }),
};
