import { z } from "zod";
import { TRANSLATED_LOCALES } from "../../../shared/i18n/locales";
import type { PredictionTranslations, TranslatedWords } from "../../../shared/prediction-translations";
import { formatScore, parseScore } from "../../../shared/scoring";

// What the model must answer, twice: as the JSON schema sent with the request (so the API constrains
// generation) and as the zod schema that checks what actually came back (so nothing unchecked reaches
// the hash chain).

/** The reasoning and bold call again in one of the other languages. */
const translatedWordsSchema = (language: string) =>
  ({
    type: "object",
    additionalProperties: false,
    required: ["reasoning", "boldPrediction"],
    properties: {
      reasoning: { type: "string", description: `The reasoning in ${language}, in your voice.` },
      boldPrediction: { type: ["string", "null"], description: `The bold prediction in ${language}, or null when it is null.` },
    },
  }) as const;

/** The reply as the API is asked to produce it. Strict mode needs every field required and no extras. */
export const predictionJsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["predictedScore", "confidence", "reasoning", "goalScorers", "boldPrediction", "likelyScores", "translations"],
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
    translations: {
      type: "object",
      description: "The reasoning and boldPrediction written again in Brazilian Portuguese, Spanish and German.",
      additionalProperties: false,
      required: ["pt-BR", "es", "de"],
      properties: {
        "pt-BR": translatedWordsSchema("Brazilian Portuguese"),
        es: translatedWordsSchema("Spanish"),
        de: translatedWordsSchema("German"),
      },
    },
  },
} as const;

const translatedText = (max: number) =>
  z
    .string()
    .transform((text) => text.trim().slice(0, max))
    .refine((text) => text !== "");

/**
 * Lenient, as translations are shown and never hashed: a language missing or malformed is left out (its
 * readers see the English), a field that is not text likewise, and nothing here fails the prediction.
 */
const translationsSchema = z
  .unknown()
  .optional()
  .transform((value): PredictionTranslations | null => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
    const translations: PredictionTranslations = {};
    for (const locale of TRANSLATED_LOCALES) {
      const words: unknown = (value as Record<string, unknown>)[locale];
      if (words === null || typeof words !== "object") continue;
      const { reasoning, boldPrediction } = words as Record<string, unknown>;
      const read: TranslatedWords = {};
      const text = translatedText(2_000).safeParse(reasoning);
      if (text.success) read.reasoning = text.data;
      const bold = translatedText(500).safeParse(boldPrediction);
      if (bold.success) read.boldPrediction = bold.data;
      if (read.reasoning !== undefined || read.boldPrediction !== undefined) translations[locale] = read;
    }
    return Object.keys(translations).length > 0 ? translations : null;
  });

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
  translations: translationsSchema,
});
export type LlmReply = z.infer<typeof llmReplySchema>;
