import { outcomeOf, parseScore, sameScore } from "../../../../shared/scoring";
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from "openai";
import { z } from "zod";
import type { AiName } from "../../../../shared/constants";
import type { Oracle, OracleInput, OraclePrediction } from "../oracle";
import { llmForecast } from "./llm-forecast";
import { buildPrompt, personaFor } from "./llm-prompt";
import { metrics } from "../../../metrics/metrics";
import { llmReplySchema, predictionJsonSchema } from "./llm-reply";

// ChatGPT (OpenAI, gpt-4o) and Grok (xAI's OpenAI-compatible endpoint, grok-2-1212) behind one class.
// The statistical twin runs first: its numbers go into the prompt, and its prediction is the answer
// whenever the language model fails in any way, so a prediction is always made (docs/rules.md#oracles).

export { buildPrompt, personaFor } from "./llm-prompt";
export { llmReplySchema, predictionJsonSchema, type LlmReply } from "./llm-reply";

export interface LlmOracleOptions {
  aiName: AiName;
  /** "gpt-4o" for ChatGPT, "grok-2-1212" for Grok. */
  model: string;
  apiKey: string;
  /** OpenAI's when left out; "https://api.x.ai/v1" for xAI. */
  baseURL?: string;
  /** The statistical oracle: the baseline in the prompt and the answer on any failure. */
  fallback: Oracle;
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

export class LlmOracle implements Oracle {
  readonly aiName: AiName;
  readonly model: string;
  private readonly client: OpenAI;
  private readonly fallback: Oracle;
  private readonly log: (msg: string, detail?: unknown) => void;

  constructor(options: LlmOracleOptions) {
    this.aiName = options.aiName;
    this.model = options.model;
    this.fallback = options.fallback;
    this.log = options.log ?? ((msg, detail) => console.warn(msg, detail ?? ""));
    // One SDK retry covers a passing 429/5xx/timeout; more would hold the sync job for minutes.
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 1, timeout: options.timeoutMs ?? 20_000 });
  }

  async predict(input: OracleInput): Promise<OraclePrediction> {
    const baseline = await this.fallback.predict(input);
    try {
      const { likelyScores, ...reply } = await this.ask(input, baseline);
      // An LLM states a pick and a confidence, not 1X2 probabilities: none to record for the track
      // record. Its sealed forecast is its named scores completed by the statistical twin.
      return {
        ...reply,
        model: this.model,
        probabilities: null,
        confidenceFlag: confidenceFlag(reply, baseline),
        scoreGrid: llmForecast(baseline.scoreGrid, likelyScores),
      };
    } catch (error) {
      metrics.oracleFallbacks.inc({ oracle: this.aiName });
      this.log(`${this.aiName} oracle (${this.model}) fell back to ${baseline.model}: ${reasonOf(error)}`, {
        match: `${input.homeTeam} vs ${input.awayTeam}`,
      });
      return baseline;
    }
  }

  private async ask(input: OracleInput, baseline: OraclePrediction) {
    const completion = await this.client.chat.completions.create({
      model: this.model,
      messages: [
        { role: "system", content: personaFor(this.aiName) },
        { role: "user", content: buildPrompt(input, baseline) },
      ],
      response_format: { type: "json_schema", json_schema: { name: "prediction", strict: true, schema: predictionJsonSchema } },
    });
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw new Error(`model refused: ${message.refusal.slice(0, 200)}`);
    if (!message?.content) throw new Error("reply has no content");
    const reply = llmReplySchema.parse(JSON.parse(message.content));
    const taken = input.taken ? parseScore(input.taken.score) : null;
    const called = parseScore(reply.predictedScore);
    if (taken && called && sameScore(taken, called)) throw new Error(`reply repeats ${input.taken!.by}'s call ${input.taken!.score}`);
    return reply;
  }
}
