import { Counter, Histogram } from "prom-client";
import { registry } from "./metrics";

/**
 * How an oracle's turn at a language model ended:
 * - ok: the model's reply was used;
 * - failed: the request failed (network, timeout, HTTP error after the SDK's one retry), the twin answered;
 * - fallback: the API answered but the reply could not be used (refusal, not JSON, off the schema,
 *   repeating the other oracle's call), the twin answered;
 * - budget_spent: the day's LLM_DAILY_CALLS were used up, so no request was made and the twin answered.
 */
export type OracleCallResult = "ok" | "failed" | "fallback" | "budget_spent";

// Language model calls take seconds, not milliseconds: 20 s is one attempt's timeout, twice that with the retry.
const CALL_SECONDS = [0.25, 0.5, 1, 2, 4, 8, 15, 25, 45];

/**
 * The oracles' language model calls on /metrics. `model` is the configured model (OPENAI_MODEL,
 * XAI_MODEL), the same label on every result so rates divide cleanly; the dated snapshot that answered
 * is recorded with each prediction instead.
 */
export const oracleMetrics = {
  /** The model that actually answered each stored prediction: an LLM's dated snapshot, or the statistical twin's name. */
  predictions: new Counter({
    name: "prophecy_oracle_predictions_total",
    help: "Predictions stored, by oracle and the model that made them (as the API named itself, or the statistical twin)",
    labelNames: ["oracle", "model"] as const,
    registers: [registry],
  }),
  calls: new Counter({
    name: "prophecy_oracle_calls_total",
    help: "Oracle turns at a language model, by oracle, configured model and result (ok, failed, fallback, budget_spent)",
    labelNames: ["oracle", "model", "result"] as const,
    registers: [registry],
  }),
  promptTokens: new Counter({
    name: "prophecy_oracle_prompt_tokens_total",
    help: "Prompt tokens the language model APIs reported (the reply's usage), by oracle and configured model",
    labelNames: ["oracle", "model"] as const,
    registers: [registry],
  }),
  completionTokens: new Counter({
    name: "prophecy_oracle_completion_tokens_total",
    help: "Completion tokens the language model APIs reported (the reply's usage), by oracle and configured model",
    labelNames: ["oracle", "model"] as const,
    registers: [registry],
  }),
  callDuration: new Histogram({
    name: "prophecy_oracle_call_duration_seconds",
    help: "Time from request to reply or failure of one language model call (with the SDK's retry), by oracle and configured model",
    labelNames: ["oracle", "model"] as const,
    buckets: CALL_SECONDS,
    registers: [registry],
  }),
};
