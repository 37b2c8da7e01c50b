import { z } from "zod";
import { MAX_PICK_GOALS } from "../constants";
import { endpoint } from "./contract";
import { idParam } from "./matches";
import { routes } from "./routes";

const goals = (side: "home" | "away") =>
  z
    .number({ error: `${side} must be a number of goals` })
    .int(`${side} must be a whole number of goals`)
    .min(0, `${side} cannot be below 0`)
    .max(MAX_PICK_GOALS, `${side} can be at most ${MAX_PICK_GOALS}`);

/** PUT /api/matches/:id/pick: the player's exact score, home first. */
export const pickBody = z.strictObject({ home: goals("home"), away: goals("away") });
export type PickBody = z.infer<typeof pickBody>;

/** A player's own pick. points is null until the match is scored (and stays null for a cancelled one). */
export const pickSchema = z.object({
  matchId: z.number().int(),
  home: z.number().int(),
  away: z.number().int(),
  points: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type PlayerPick = z.infer<typeof pickSchema>;

/** How the crowd picked a match, public from kick-off. Shares are fractions of all picks. */
export const crowdSchema = z.object({
  picks: z.number().int(),
  home: z.number(),
  draw: z.number(),
  away: z.number(),
  topScores: z.array(z.object({ score: z.string(), share: z.number() })),
  /** The score that earns the most expected points against the crowd's own picks; null under the minimum of picks. */
  crowdPick: z.string().nullable(),
});
export type Crowd = z.infer<typeof crowdSchema>;

/** The player's season as a prophet (profile): scored picks only count towards points per match. */
export const pickSummarySchema = z.object({
  seasonStart: z.string(),
  points: z.number().int(),
  picks: z.number().int(),
  scored: z.number().int(),
  exact: z.number().int(),
  pointsPerMatch: z.number().nullable(),
  /**
   * You vs the oracles: points per match on the same scored matches (the season's), and against the
   * crowd on those where the crowd had a pick of its own.
   */
  versus: z.object({
    matches: z.number().int(),
    you: z.number().nullable(),
    chatGPT: z.number().nullable(),
    grok: z.number().nullable(),
    crowdMatches: z.number().int(),
    youWithCrowd: z.number().nullable(),
    crowd: z.number().nullable(),
  }),
});
export type PickSummary = z.infer<typeof pickSummarySchema>;

export const pickEndpoints = {
  mine: endpoint({ ...routes.picks.mine, params: idParam, responses: { 200: pickSchema.nullable() } }),
  save: endpoint({ ...routes.picks.save, params: idParam, body: pickBody, responses: { 200: pickSchema } }),
  remove: endpoint({ ...routes.picks.remove, params: idParam, responses: { 204: z.undefined() } }),
  crowd: endpoint({ ...routes.picks.crowd, params: idParam, responses: { 200: crowdSchema } }),
  summary: endpoint({ ...routes.picks.summary, responses: { 200: pickSummarySchema } }),
};
