import { z } from "zod";
import { FACTS_PER_CLICK } from "../constants";
import { endpoint } from "./contract";
import { routes } from "./routes";

/** POST /api/generate-football-facts */
const COUNT_MESSAGE = "Count must be a whole number from 1 to 5";

// The body may be left out: it then asks for the usual number (a null body is refused).
export const generateFactsBody = z.preprocess(
  (body) => (body === undefined ? {} : body),
  z.strictObject({
    count: z.number({ error: COUNT_MESSAGE }).int(COUNT_MESSAGE).min(1, COUNT_MESSAGE).max(5, COUNT_MESSAGE).default(FACTS_PER_CLICK),
  }),
);

export const factSchema = z.object({ title: z.string(), description: z.string() });
export type Fact = z.infer<typeof factSchema>;

export const factsEndpoints = {
  /** Public (the history page is open to everyone, docs/rules.md#access) and rate-limited per address. */
  generate: endpoint({ ...routes.facts.generate, body: generateFactsBody, responses: { 200: z.object({ facts: z.array(factSchema) }) } }),
};
