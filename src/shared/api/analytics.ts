import { z } from "zod";
import { ANALYTICS_SESSION_ID_LENGTH } from "../constants";
import { endpoint } from "./contract";
import { routes } from "./routes";

/** nanoid's alphabet, 21 characters (docs/rules.md#analytics). */
export const analyticsSessionId = z
  .string({ error: "sessionId is required" })
  .regex(new RegExp(`^[A-Za-z0-9_-]{${ANALYTICS_SESSION_ID_LENGTH}}$`), "sessionId must be 21 URL-safe characters");

export const sessionStartBody = z.strictObject({ sessionId: analyticsSessionId });

const metadataValue = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);

export const trackEventBody = z.strictObject({
  sessionId: analyticsSessionId,
  eventType: z.enum(["page_view", "click", "share", "conversion"], { error: "eventType must be page_view, click, share or conversion" }),
  eventName: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_:/.-]+$/, "eventName may hold letters, digits and _ : / . -"),
  path: z.string().max(500).optional(),
  metadata: z
    .record(z.string().max(40), metadataValue)
    .refine((m) => Object.keys(m).length <= 20, "metadata may have at most 20 fields")
    .optional(),
});
export type TrackEventBody = z.infer<typeof trackEventBody>;

/** Public (visitors count too, docs/rules.md#access), validated, size-bounded and rate-limited. */
export const analyticsEndpoints = {
  sessionStart: endpoint({ ...routes.analytics.sessionStart, body: sessionStartBody, responses: { 204: z.undefined() } }),
  track: endpoint({ ...routes.analytics.track, body: trackEventBody, responses: { 204: z.undefined() } }),
};
