import { z } from "zod";
import { AI_NAMES, MAX_PICK_GOALS } from "../constants";
import { MAX_MATCH_ID } from "../match-id";
import { MAX_PICKS_PER_SAVE } from "../pick-rules";
import { LEAGUE_PERIODS } from "../season";
import { endpoint } from "./contract";
import { leagueTableSchema, tableQuery } from "./leagues";
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
  /** The week's joker is on this pick: its points count twice (docs/rules.md#joker). `points` is what the score earned. */
  joker: z.boolean(),
  /** Made at kick-off from this oracle's call, the player having asked it to pick when they forget; it scores half. */
  byOracle: z.enum(AI_NAMES).nullable(),
  updatedAt: z.string(),
});
export type PlayerPick = z.infer<typeof pickSchema>;

/** Where a week's joker is (the week's Monday, 00:00 UTC), and whether its match has kicked off, which locks it there. */
export const weekJokerSchema = z.object({ weekStart: z.string(), matchId: z.number().int(), locked: z.boolean() });
export type WeekJoker = z.infer<typeof weekJokerSchema>;

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

/** One pick of a batch save: the match it is for, and the score as the single save takes it. */
export const batchPickSchema = pickBody.extend({
  matchId: z
    .number({ error: "matchId must be a match id" })
    .int("matchId must be a whole number")
    .min(1, "matchId must be positive")
    .max(MAX_MATCH_ID, "matchId is too large"),
});
export type BatchPick = z.infer<typeof batchPickSchema>;

/**
 * PUT /api/picks: several picks at once (the picks page), each checked as the single save checks it.
 * One pick per match: a match named twice is refused, since which of the two to keep is a guess.
 */
export const batchPicksBody = z.strictObject({
  picks: z
    .array(batchPickSchema, { error: "picks must be a list of picks" })
    .min(1, "Send at least one pick")
    .max(MAX_PICKS_PER_SAVE, `At most ${MAX_PICKS_PER_SAVE} picks can be saved at once`)
    .superRefine((picks, ctx) => {
      const seen = new Set<number>();
      for (const [index, pick] of picks.entries()) {
        if (seen.has(pick.matchId)) {
          ctx.addIssue({ code: "custom", path: [index, "matchId"], message: `Match ${pick.matchId} is picked twice: send one pick per match` });
          return;
        }
        seen.add(pick.matchId);
      }
    }),
});
export type BatchPicksBody = z.infer<typeof batchPicksBody>;

/** What a batch save did: the picks stored, and each refused one with the reason in words. */
export const batchPicksReplySchema = z.object({
  saved: z.array(pickSchema),
  refused: z.array(z.object({ matchId: z.number().int(), message: z.string() })),
});
export type BatchPicksReply = z.infer<typeof batchPicksReplySchema>;

/** A match still open for picks (upcoming, kick-off ahead), with the caller's own pick or null. */
export const openPickSchema = z.object({
  matchId: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  matchDate: z.string(),
  leagueName: z.string(),
  /** The league's round where the provider names one (docs/rules.md#page-picks); null or absent otherwise. */
  matchday: z.number().int().nullable().optional(),
  pick: pickSchema.nullable(),
});
export type OpenPick = z.infer<typeof openPickSchema>;

/** The picks page: the open matches soonest first, at most MAX_OPEN_PICKS of `total`. */
export const openPicksSchema = z.object({
  matches: z.array(openPickSchema),
  total: z.number().int(),
  /** The player's jokers from this week on, a locked one included, so the sheet knows which weeks' are spent. */
  jokers: z.array(weekJokerSchema),
});
export type OpenPicks = z.infer<typeof openPicksSchema>;

const prophetRowSchema = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  points: z.number().int(),
  exact: z.number().int(),
  /** Scored picks in the period. */
  picks: z.number().int(),
  /** Season questions' points (docs/rules.md#season-questions): in the season's table only. Ranked by points plus these. */
  questionPoints: z.number().int(),
  /** What the player's jokers added to `points` in the period (docs/rules.md#joker), shown as "×2". */
  jokerPoints: z.number().int(),
  isYou: z.boolean(),
});
export type ProphetRow = z.infer<typeof prophetRowSchema>;

/**
 * Every player with a scored pick in the period, ranked by pick points with exact hits breaking ties
 * (equal both: equal rank): the top PROPHETS_SHOWN, the caller's own line wherever it stands (null
 * without a scored pick in the period), and the oracles and the crowd as guests, scored on the
 * period's finished matches that a player picked, shown where they would stand.
 */
export const prophetsSchema = z.object({
  period: z.enum(LEAGUE_PERIODS),
  from: z.string(),
  /** How many players the period ranks. */
  players: z.number().int(),
  rows: z.array(prophetRowSchema),
  you: prophetRowSchema.nullable(),
  /** The caller's picks in the period still waiting for their match's result (not played or not finished yet). */
  waiting: z.number().int(),
  guests: leagueTableSchema.shape.guests,
});
export type Prophets = z.infer<typeof prophetsSchema>;

export const pickEndpoints = {
  mine: endpoint({ ...routes.picks.mine, params: idParam, responses: { 200: pickSchema.nullable() } }),
  save: endpoint({ ...routes.picks.save, params: idParam, body: pickBody, responses: { 200: pickSchema } }),
  remove: endpoint({ ...routes.picks.remove, params: idParam, responses: { 204: z.undefined() } }),
  putJoker: endpoint({ ...routes.picks.putJoker, params: idParam, responses: { 200: weekJokerSchema } }),
  removeJoker: endpoint({ ...routes.picks.removeJoker, params: idParam, responses: { 204: z.undefined() } }),
  crowd: endpoint({ ...routes.picks.crowd, params: idParam, responses: { 200: crowdSchema } }),
  summary: endpoint({ ...routes.picks.summary, responses: { 200: pickSummarySchema } }),
  saveMany: endpoint({ ...routes.picks.saveMany, body: batchPicksBody, responses: { 200: batchPicksReplySchema } }),
  open: endpoint({ ...routes.picks.open, responses: { 200: openPicksSchema } }),
  prophets: endpoint({ ...routes.picks.prophets, query: tableQuery, responses: { 200: prophetsSchema } }),
};
