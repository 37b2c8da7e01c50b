import type { AiName } from "../../shared/constants";
import type { SealedGrid } from "../../shared/sealed-forecast";
import type { PredictionTranslations } from "../../shared/prediction-translations";
import type { ResultRow } from "../platform/providers/football/football-provider";

// An oracle predicts one match. The statistical models are the embedded default; the LLM adapters
// (OpenAI for ChatGPT, xAI for Grok) wrap them and fall back to them on any failure.

export interface OracleInput {
  homeTeam: string;
  awayTeam: string;
  leagueId: number;
  leagueName: string;
  kickoff: Date;
  /** Completed results before kick-off only (no look-ahead), oldest first. */
  history: readonly ResultRow[];
  homeSquad: readonly string[];
  awaySquad: readonly string[];
  /**
   * The score the other oracle called first on this match, when it did: this oracle then calls its own
   * best score among the others, so the two never call the same (docs/decisions.md, "Two calls, never one").
   */
  taken?: { by: AiName; score: string } | null;
}

export interface OraclePrediction {
  /** "H-A", home first. */
  predictedScore: string;
  /** Integer percent 0-100: the model's probability that the pick's outcome happens. */
  confidence: number;
  reasoning: string;
  goalScorers: string | null;
  boldPrediction: string | null;
  /**
   * The reasoning and bold call in the game's other languages, shown to their readers but never hashed
   * (the English above is): a language left out shows the English.
   */
  translations?: PredictionTranslations | null;
  /** Which model made it, e.g. "dixon-coles-v1", "gpt-4o". */
  model: string;
  /**
   * The model's probabilities of a home win, a draw and an away win, for the public track record
   * (RPS, Brier, reliability). The statistical models give them; an LLM's reply does not.
   */
  probabilities?: { home: number; draw: number; away: number } | null;
  /** The full score forecast, sealed until kick-off (docs/rules.md#sealing): the duel's tiebreak reads it. */
  scoreGrid: SealedGrid;
  /**
   * Set when an LLM's stated confidence is far from the statistical model's probability of the same
   * outcome: the prediction is kept, and the record says why it stands out.
   */
  confidenceFlag?: string | null;
}

export interface Oracle {
  readonly aiName: AiName;
  predict(input: OracleInput): Promise<OraclePrediction>;
}
