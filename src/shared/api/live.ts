import { z } from "zod";
import { endpoint } from "./contract";
import { routes } from "./routes";
import { MAX_MATCH_ID } from "../match-id";
import { matchStatusSchema } from "./matches";

/** The /ws messages, both ways (docs/decisions.md#client). */

/**
 * Client to server: follow one match (past PostgreSQL's integer range no match can exist), or stop
 * following it while the socket stays open for the player's notifications; or follow (or stop) every
 * match's state, the arena's cards, without commentary and without counting as anyone's viewer.
 */
export const wsClientMessage = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("subscribe"),
    matchId: z.number().int().positive().max(MAX_MATCH_ID, "Match not found"),
  }),
  z.object({ type: z.literal("unsubscribe") }),
  z.object({ type: z.literal("arena"), follow: z.boolean({ error: "follow must be true or false" }) }),
]);
export type WsClientMessage = z.infer<typeof wsClientMessage>;

/** A line of live commentary. */
export const commentaryMessage = z.object({
  type: z.literal("commentary"),
  matchId: z.number().int(),
  message: z.string(),
  minute: z.number().int(),
  createdAt: z.string(),
});
export type CommentaryMessage = z.infer<typeof commentaryMessage>;

/**
 * A match's state as the sync has just written it: sent whenever its score, minute or status changes,
 * and once on every subscribe, so a page that was away catches up. "completed" is sent only once
 * settlement's transaction has committed: the points, the duel and every bet are final by then.
 */
export const matchStateMessage = z.object({
  type: z.literal("match"),
  matchId: z.number().int(),
  status: matchStatusSchema,
  actualScore: z.string().nullable(),
  minute: z.number().int().nullable(),
});
export type MatchStateMessage = z.infer<typeof matchStateMessage>;

/** What a match's followers hear, and what one instance tells the others through PostgreSQL. */
export const matchFeedMessage = z.discriminatedUnion("type", [commentaryMessage, matchStateMessage]);
export type MatchFeedMessage = z.infer<typeof matchFeedMessage>;

/** Server to client: a match's commentary and state, the subscription's confirmation, a refusal in words, or news for the player. */
export const wsServerMessage = z.discriminatedUnion("type", [
  commentaryMessage,
  matchStateMessage,
  z.object({ type: z.literal("subscribed"), matchId: z.number().int() }),
  /** Every match's state follows from here on (sent on each arena follow, so a page back from a drop knows to catch up). */
  z.object({ type: z.literal("arena-followed") }),
  z.object({ type: z.literal("error"), message: z.string() }),
  /** The signed-in player has new notifications: read them (GET /api/notifications). */
  z.object({ type: z.literal("notifications") }),
]);
export type WsServerMessage = z.infer<typeof wsServerMessage>;

/** The arena's Total Players and Online Now. */
export const liveActivitySchema = z.object({ totalUsers: z.number().int(), onlineNow: z.number().int() });
export type LiveActivity = z.infer<typeof liveActivitySchema>;

export const liveEndpoints = {
  /** The upgrade. A plain HTTP request gets 426 with the one error shape. */
  socket: endpoint({ ...routes.live.socket, responses: {} }),
  activity: endpoint({ ...routes.live.activity, responses: { 200: liveActivitySchema } }),
};
