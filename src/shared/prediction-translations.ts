import type { Locale, TranslatedLocale } from "./i18n/locales";

// An oracle's own words in the game's other languages (docs/decisions.md#languages). The English
// reasoning is the text the prediction chain hashes, and /verify and the public log keep it; these are
// stored beside it (predictions.translations), shown to a reader of that language, and never hashed.

/** A prediction's reasoning and bold call in one language; a field left out reads the English. */
export interface TranslatedWords {
  reasoning?: string;
  boldPrediction?: string | null;
}

/** By language; a language left out (an LLM that did not answer in it, a row older than translations) reads the English. */
export type PredictionTranslations = Partial<Record<TranslatedLocale, TranslatedWords>>;

/**
 * The words a reader of `locale` is shown: the stored translation where there is one, field by field,
 * else the English. A bold call the English does not make is not made in any language.
 */
export function wordsIn(
  prediction: { reasoning: string; boldPrediction: string | null; translations?: PredictionTranslations | null },
  locale: Locale,
): { reasoning: string; boldPrediction: string | null } {
  const english = { reasoning: prediction.reasoning, boldPrediction: prediction.boldPrediction };
  if (locale === "en") return english;
  const translated = prediction.translations?.[locale];
  if (!translated) return english;
  return {
    reasoning: nonEmpty(translated.reasoning) ?? english.reasoning,
    boldPrediction: english.boldPrediction === null ? null : (nonEmpty(translated.boldPrediction) ?? english.boldPrediction),
  };
}

const nonEmpty = (text: unknown): string | undefined => (typeof text === "string" && text.trim() !== "" ? text : undefined);
