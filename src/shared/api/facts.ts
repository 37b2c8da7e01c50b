import { z } from "zod";
import { FACTS_PER_CLICK } from "../constants";

/** POST /api/generate-football-facts */
const COUNT_MESSAGE = "Count must be a whole number from 1 to 5";

export const generateFactsBody = z.strictObject({
  count: z
    .number({ error: COUNT_MESSAGE })
    .int(COUNT_MESSAGE)
    .min(1, COUNT_MESSAGE)
    .max(5, COUNT_MESSAGE)
    .default(FACTS_PER_CLICK),
});
