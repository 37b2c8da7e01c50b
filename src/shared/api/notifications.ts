import { z } from "zod";
import { NOTIFICATION_KINDS, NOTIFICATIONS_SHOWN } from "../constants";
import { endpoint } from "./contract";
import { routes } from "./routes";

/** One notification as the bell lists it: rendered text and the page it is about. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
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

export const notificationEndpoints = {
  list: endpoint({ ...routes.notifications.list, responses: { 200: notificationListSchema } }),
  read: endpoint({ ...routes.notifications.read, body: markReadBody, responses: { 200: z.object({ unread: z.number().int() }) } }),
};
