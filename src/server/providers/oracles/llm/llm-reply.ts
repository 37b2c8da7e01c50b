import { z } from "zod";
import { formatScore, parseScore } from "../../../../shared/scoring";

// What the model must answer, twice: as the JSON schema sent with the request (so the API constrains
// generation) and as the zod schema that checks what actually came back (so nothing unchecked reaches
// the hash chain).

/** The reply as the API is asked to produce it. Strict mode needs every field required and no extras. */
export const predictionJsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["predictedScore", "confidence", "reasoning", "goalScorers", "boldPrediction", "likelyScores"],
  // Ranges and the score pattern live in descriptions, not as `pattern`/`minimum` keywords: not every
  // OpenAI-compatible endpoint (xAI) accepts those keywords in strict mode, and zod checks them anyway.
  properties: {
    predictedScore: { type: "string", description: 'Final score "H-A", home goals first, e.g. "2-1".' },
    confidence: {
      type: "integer",
      description: "Integer percent 0-100: probability that the predicted outcome (home win, draw or away win) happens.",
    },
    reasoning: { type: "string", description: "Two or three sentences, in character, naming the numbers that drove the pick." },
    goalScorers: { type: ["string", "null"], description: "Likely scorers from the squads given, comma-separated, or null." },
    boldPrediction: { type: ["string", "null"], description: "One short daring call about the match, or null." },
    likelyScores: {
      type: "array",
      description: "Up to five final scores you think likeliest, each with your probability of exactly that score.",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["score", "percent"],
        properties: {
          score: { type: "string", description: 'Final score "H-A", home goals first.' },
          percent: { type: "number", description: "Your probability of exactly this final score, in percent 0-100." },
        },
      },
    },
  },
} as const;

const optionalText = z
  .string()
  .nullable()
  .transform((text) => {
    const trimmed = text?.trim() ?? "";
    return trimmed === "" ? null : trimmed.slice(0, 500);
  });

export const llmReplySchema = z.object({
  predictedScore: z.string().transform((text, ctx) => {
    const score = parseScore(text);
    if (!score) {
      ctx.addIssue({ code: "custom", message: `"${text.slice(0, 20)}" is not a score like 2-1` });
      return z.NEVER;
    }
    // Normalised ("02-1" becomes "2-1"), since the score is hashed and compared as text.
    return formatScore(score);
  }),
  confidence: z.number().int().min(0).max(100),
  reasoning: z.string().trim().min(1).max(2_000),
  goalScorers: optionalText,
  boldPrediction: optionalText,
  // Lenient: an entry that is not a score is dropped, and a reply without the list keeps its pick,
  // with the statistical twin's whole forecast (llm-forecast.ts).
  likelyScores: z
    .array(z.object({ score: z.string(), percent: z.number().finite() }))
    .max(20)
    .optional()
    .default([])
    .transform((list) =>
      list.flatMap(({ score, percent }) => {
        const parsed = parseScore(score);
        return parsed ? [{ score: parsed, percent: Math.min(100, Math.max(0, percent)) }] : [];
      }),
    ),
});
export type LlmReply = z.infer<typeof llmReplySchema>;
