import { z } from "zod";
import { endpoint } from "./contract";
import { routes } from "./routes";

export const matchImageParam = z.object({ file: z.string().regex(/^\d{1,10}\.png$/, "Ask for <id>.png") });
/** A card's language (`?lang=de`, as a shared link carries it): anything that is not one of the game's is English. */
export const cardImageQuery = z.object({ lang: z.string().max(10).optional().catch(undefined) });
export const userImageParam = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{3,20}\.png$/, "Ask for <username>.png") });

/** The share cards' images (docs/rules.md#sharing): public PNGs, cached briefly; not JSON, so no reply schema. */
export const shareEndpoints = {
  matchImage: endpoint({ ...routes.share.matchImage, params: matchImageParam, query: cardImageQuery, responses: {} }),
  playerImage: endpoint({ ...routes.share.playerImage, params: userImageParam, query: cardImageQuery, responses: {} }),
};
