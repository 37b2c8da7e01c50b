import { z } from "zod";
import { MAX_FOLLOWED_COMPETITIONS, NOTIFICATION_KINDS, NOTIFICATIONS_SHOWN, REMINDER_LEAD_MINUTES } from "../constants";
import { endpoint } from "./contract";
import { idParam } from "./matches";
import { routes } from "./routes";

/**
 * A player's scored picks of one UTC kick-off day, the figures their one bell entry is stored as
 * (docs/rules.md#notifications); the bell writes its sentence from them (shared/scored-picks-day.ts).
 */
export const scoredPicksSchema = z.object({
  day: z.string(),
  picks: z.number().int(),
  points: z.number().int(),
  exact: z.number().int(),
});

/** One notification as the bell lists it: rendered text and the page it is about. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  /** A pick_scored entry's figures; null for every other kind. */
  scoredPicks: scoredPicksSchema.nullable(),
  read: z.boolean(),
  createdAt: z.string(),
  /** When it last changed: its creation, or a scored-picks entry's latest settlement. */
  changedAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The bell: how many are unread, and the newest first. */
export const notificationListSchema = z.object({ unread: z.number().int(), items: z.array(notificationSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

const notificationId = z
  .number({ error: "ids must be notification ids" })
  .int("ids must be notification ids")
  .min(1, "ids must be notification ids")
  .max(Number.MAX_SAFE_INTEGER, "ids must be notification ids");

/** Marks the given notifications read, or every one of the player's. */
export const markReadBody = z.union(
  [
    z.strictObject({
      ids: z.array(notificationId).min(1, "ids needs at least one id").max(NOTIFICATIONS_SHOWN, `At most ${NOTIFICATIONS_SHOWN} ids at once`),
    }),
    z.strictObject({ all: z.literal(true, { error: "all must be true" }) }),
  ],
  { error: 'Send {"ids": [...]} or {"all": true}' },
);
export type MarkReadBody = z.infer<typeof markReadBody>;

const channels = z.strictObject({
  inApp: z.boolean({ error: "inApp must be true or false" }),
  email: z.boolean({ error: "email must be true or false" }),
  push: z.boolean({ error: "push must be true or false" }),
});

/** A player's reminders: how long before kick-off, and by which way for each group of matches. */
export const preferencesBody = z.strictObject({
  leadMinutes: z.union(
    REMINDER_LEAD_MINUTES.map((minutes) => z.literal(minutes)),
    { error: `leadMinutes must be one of ${REMINDER_LEAD_MINUTES.join(", ")}` },
  ),
  reminders: z.strictObject({ backed: channels, featured: channels, followed: channels, unpicked: channels }),
  followedCompetitions: z
    .array(z.number({ error: "followedCompetitions must be competition ids" }).int().min(1).max(2_147_483_647), {
      error: "followedCompetitions must be a list of competition ids",
    })
    .max(MAX_FOLLOWED_COMPETITIONS, `Follow at most ${MAX_FOLLOWED_COMPETITIONS} competitions`),
});
export type Preferences = z.infer<typeof preferencesBody>;

/** The settings page: the choices, whether e-mail and push can be chosen (and why not), and the competitions there are. */
export const preferencesReplySchema = z.object({
  preferences: preferencesBody,
  email: z.object({ available: z.boolean(), reason: z.string().nullable() }),
  push: z.object({ available: z.boolean(), reason: z.string().nullable() }),
  competitions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The upcoming matches the player asked to be reminded of from their pages. */
  askedMatches: z.array(z.number().int()),
  /** How long before kick-off a reminder comes, in real seconds (the simulated calendar runs faster). */
  leadSeconds: z.number(),
});
export type PreferencesReply = z.infer<typeof preferencesReplySchema>;

/** An unsubscribe link's query: the player and the server's signature of them. */
export const unsubscribeQuery = z.object({
  u: z.coerce.number({ error: "This unsubscribe link is not valid" }).int("This unsubscribe link is not valid").min(1).max(2_147_483_647),
  t: z
    .string({ error: "This unsubscribe link is not valid" })
    .min(1, "This unsubscribe link is not valid")
    .max(100, "This unsubscribe link is not valid"),
});

/**
 * A browser's push subscription, as PushSubscription.toJSON() gives it. Which push services the server
 * sends to is the server's check (its list can be extended by configuration); this is the shape.
 */
export const pushSubscriptionBody = z.strictObject({
  endpoint: z
    .url({ protocol: /^https$/, error: "endpoint must be the push service's https URL" })
    .max(2_000, "endpoint is too long")
    .refine((endpoint) => !/^https:\/\/[^/?#]*@/i.test(endpoint), "endpoint must not carry a user name or password"),
  expirationTime: z.number({ error: "expirationTime must be a time in milliseconds or null" }).nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, "keys.p256dh must be the browser's public key"),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/, "keys.auth must be the browser's secret"),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;
export const pushEndpointBody = z.strictObject({ endpoint: z.string().max(2_000, "endpoint is too long") });

export const notificationEndpoints = {
  pushKey: endpoint({ ...routes.notifications.pushKey, responses: { 200: z.object({ publicKey: z.string() }) } }),
  subscribePush: endpoint({
    ...routes.notifications.subscribePush,
    body: pushSubscriptionBody,
    responses: { 201: z.object({ subscribed: z.literal(true) }) },
  }),
  unsubscribePush: endpoint({ ...routes.notifications.unsubscribePush, body: pushEndpointBody, responses: { 204: z.undefined() } }),
  /** A page (HTML) asking to confirm; mail clients' one-click unsubscribe POSTs the same address. */
  unsubscribe: endpoint({ ...routes.notifications.unsubscribe, query: unsubscribeQuery, responses: {} }),
  confirmUnsubscribe: endpoint({ ...routes.notifications.confirmUnsubscribe, query: unsubscribeQuery, responses: {} }),
  preferences: endpoint({ ...routes.notifications.preferences, responses: { 200: preferencesReplySchema } }),
  savePreferences: endpoint({ ...routes.notifications.savePreferences, body: preferencesBody, responses: { 200: preferencesReplySchema } }),
  /** Remind me of this match before kick-off, in the bell (the player's lead time; 409 when kick-off is nearer). */
  remindMatch: endpoint({ ...routes.notifications.remindMatch, params: idParam, responses: { 200: preferencesReplySchema } }),
  list: endpoint({ ...routes.notifications.list, responses: { 200: notificationListSchema } }),
  read: endpoint({ ...routes.notifications.read, body: markReadBody, responses: { 200: z.object({ unread: z.number().int() }) } }),
};
