import { z } from "zod";
import { endpoint } from "./contract";
import { routes } from "./routes";

export const matchImageParam = z.object({ file: z.string().regex(/^\d{1,10}\.png$/, "Ask for <id>.png") });
export const userImageParam = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{3,20}\.png$/, "Ask for <username>.png") });

/**
 * The share cards' images (docs/rules.md#sharing): public PNGs, cached briefly; not JSON, so no reply schema.
 * A card's `?lang=` (as a shared link carries it) is read as the pages read it (request-locale.ts's
 * linkLocale): never refused, anything that is not one of the game's languages is English.
 */
export const shareEndpoints = {
  matchImage: endpoint({ ...routes.share.matchImage, params: matchImageParam, responses: {} }),
  playerImage: endpoint({ ...routes.share.playerImage, params: userImageParam, responses: {} }),
};
