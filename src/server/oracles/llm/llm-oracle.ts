import { outcomeOf, parseScore, sameScore } from "../../../shared/scoring";
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from "openai";
import { z } from "zod";
import type { AiName } from "../../../shared/constants";
import type { Oracle, OracleInput, OraclePrediction } from "../oracle";
import { llmForecast } from "./llm-forecast";
import { buildPrompt, personaFor } from "./llm-prompt";
import { metrics } from "../../platform/metrics/metrics";
import { oracleMetrics, type OracleCallResult } from "../../platform/metrics/oracle-metrics";
import type { LlmCallBudget } from "./llm-call-budget";
import { completionParts, parseReplyJson, replyText, type CompletionParts } from "../../platform/providers/llm/llm-completion";
import { llmReplySchema, predictionJsonSchema } from "./llm-reply";

// ChatGPT (OpenAI, OPENAI_MODEL) and Grok (xAI, XAI_MODEL) behind one class, on any OpenAI-compatible
// chat completions endpoint. The statistical twin runs first: its numbers go into the prompt, and its
// prediction is the answer whenever the language model fails in any way or the day's call budget is
// spent, so a prediction is always made (docs/rules.md#oracles).

export { buildPrompt, personaFor } from "./llm-prompt";
export { llmReplySchema, predictionJsonSchema, type LlmReply } from "./llm-reply";

export interface LlmOracleOptions {
  aiName: AiName;
  /** The model asked for (OPENAI_MODEL, XAI_MODEL): "gpt-4o", "grok-2-1212", or a local server's. */
  model: string;
  apiKey: string;
  /** OpenAI's when left out; "https://api.x.ai/v1" for xAI; any OpenAI-compatible server's /v1. */
  baseURL?: string;
  /** The statistical oracle: the baseline in the prompt and the answer on any failure. */
  fallback: Oracle;
  /** The day's allowance of calls, shared with the other oracle; no limit when left out. */
  budget?: LlmCallBudget;
  timeoutMs?: number;
  log?: (msg: string, detail?: unknown) => void;
}

/** How far (in percentage points) an LLM's confidence may stray from the model's before it is flagged. */
export const CONFIDENCE_FLAG_THRESHOLD = 25;

/** A note when the stated confidence is wildly off the statistical model's probability of that outcome. */
export function confidenceFlag(reply: { predictedScore: string; confidence: number }, baseline: OraclePrediction): string | null {
  const score = parseScore(reply.predictedScore);
  if (!score || !baseline.probabilities) return null;
  const modelPercent = Math.round(baseline.probabilities[outcomeOf(score)] * 100);
  if (Math.abs(reply.confidence - modelPercent) <= CONFIDENCE_FLAG_THRESHOLD) return null;
  return `stated ${reply.confidence}% where the statistical model gives this outcome ${modelPercent}%`;
}

/** Why the reply was not used, in a few words for the log. */
function reasonOf(error: unknown): string {
  if (error instanceof APIConnectionTimeoutError) return "timed out";
  if (error instanceof APIConnectionError) return "connection failed";
  if (error instanceof APIError) return `HTTP ${error.status ?? "error"}`;
  if (error instanceof SyntaxError) return "reply content is not JSON";
  if (error instanceof z.ZodError) {
    return `reply does not match the schema (${error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")})`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A request that never brought a usable completion back: the SDK's errors, or a body that is not JSON at all. */
function requestFailureOf(error: unknown): string {
  return error instanceof SyntaxError ? "reply body is not JSON" : reasonOf(error);
}

export class LlmOracle implements Oracle {
  readonly aiName: AiName;
  /** The configured model: what is asked for, and the metrics' label. */
  readonly model: string;
  private readonly client: OpenAI;
  private readonly fallback: Oracle;
  private readonly budget: LlmCallBudget | undefined;
  private readonly log: (msg: string, detail?: unknown) => void;

  constructor(options: LlmOracleOptions) {
    this.aiName = options.aiName;
    this.model = options.model;
    this.fallback = options.fallback;
    this.budget = options.budget;
    this.log = options.log ?? ((msg, detail) => console.warn(msg, detail ?? ""));
    // One SDK retry covers a passing 429/5xx/timeout; more would hold the sync job for minutes.
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 1, timeout: options.timeoutMs ?? 20_000 });
  }

  async predict(input: OracleInput): Promise<OraclePrediction> {
    const baseline = await this.fallback.predict(input);
    if (this.budget && !(await this.budget.take())) {
      this.count("budget_spent");
      return baseline;
    }
    const match = { match: `${input.homeTeam} vs ${input.awayTeam}` };
    let parts: CompletionParts;
    const started = performance.now();
    try {
      parts = completionParts(await this.request(input, baseline));
    } catch (error) {
      this.observe(started);
      return this.fellBack("failed", baseline, requestFailureOf(error), match);
    }
    this.observe(started, parts);
    try {
      const { likelyScores, ...reply } = this.read(parts, input);
      this.count("ok");
      // An LLM states a pick and a confidence, not 1X2 probabilities: none to record for the track
      // record. Its sealed forecast is its named scores completed by the statistical twin.
      return {
        ...reply,
        // The model that answered, as the API names it (a dated snapshot such as gpt-4o-2024-08-06).
        model: parts.model ?? this.model,
        probabilities: null,
        confidenceFlag: confidenceFlag(reply, baseline),
        scoreGrid: llmForecast(baseline.scoreGrid, likelyScores),
      };
    } catch (error) {
      return this.fellBack("fallback", baseline, reasonOf(error), match);
    }
  }

  private request(input: OracleInput, baseline: OraclePrediction) {
    return this.client.chat.completions.create({
      model: this.model,
      messages: [
        { role: "system", content: personaFor(this.aiName) },
        { role: "user", content: buildPrompt(input, baseline) },
      ],
      // Kept although not every OpenAI-compatible server honours it: OpenAI and xAI then answer bare,
      // schema-true JSON, and the reading below copes with the servers that answer as a chat would.
      response_format: { type: "json_schema", json_schema: { name: "prediction", strict: true, schema: predictionJsonSchema } },
    });
  }

  private read(parts: CompletionParts, input: OracleInput) {
    const reply = llmReplySchema.parse(parseReplyJson(replyText(parts)));
    const taken = input.taken ? parseScore(input.taken.score) : null;
    const called = parseScore(reply.predictedScore);
    if (taken && called && sameScore(taken, called)) throw new Error(`reply repeats ${input.taken!.by}'s call ${input.taken!.score}`);
    return reply;
  }

  private fellBack(result: "failed" | "fallback", baseline: OraclePrediction, reason: string, detail: unknown): OraclePrediction {
    this.count(result);
    metrics.oracleFallbacks.inc({ oracle: this.aiName });
    this.log(`${this.aiName} oracle (${this.model}) fell back to ${baseline.model}: ${reason}`, detail);
    return baseline;
  }

  private count(result: OracleCallResult): void {
    oracleMetrics.calls.inc({ oracle: this.aiName, model: this.model, result });
  }

  /** The call's time, and the tokens it was billed when the server says. */
  private observe(started: number, parts?: CompletionParts): void {
    const labels = { oracle: this.aiName, model: this.model };
    oracleMetrics.callDuration.observe(labels, (performance.now() - started) / 1000);
    if (parts?.usage.promptTokens) oracleMetrics.promptTokens.inc(labels, parts.usage.promptTokens);
    if (parts?.usage.completionTokens) oracleMetrics.completionTokens.inc(labels, parts.usage.completionTokens);
  }
}
