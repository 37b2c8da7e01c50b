import OpenAI from "openai";
import { z } from "zod";
import { completionParts, parseReplyJson, replyText } from "../platform/providers/llm/llm-completion";
import type { Fact, FactWriter } from "./facts.service";

// Fresh facts from OPENAI_MODEL (gpt-4o unless set) when OPENAI_API_KEY is set, on OpenAI or any
// OpenAI-compatible server at OPENAI_BASE_URL. Any failure (HTTP, timeout, refusal, content that is
// not JSON or not the schema) throws, and the service answers from the bank instead. Each write takes
// one of LLM_DAILY_CALLS, the oracles' allowance, and only signed-in players ask (facts.service.ts).

/** The reply as the API is asked to produce it; strict mode needs every field required and no extras. */
export const factsJsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["facts"],
  properties: {
    facts: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["title", "description"],
        properties: {
          title: { type: "string", description: "A short headline, at most 60 characters." },
          description: { type: "string", description: "One or two sentences stating the fact." },
        },
      },
    },
  },
} as const;

/** What actually came back, checked before anything reaches a visitor. */
export const llmFactsReply = z.object({
  facts: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(100),
        description: z.string().trim().min(1).max(600),
      }),
    )
    .min(1)
    .max(20),
});

const SYSTEM_PROMPT =
  "You write short football (soccer) facts for the history page of a football prediction game. " +
  "State only facts that are well documented and checkable in standard references: real records, dates, " +
  "results and people. Never invent statistics or quotes; if unsure, choose a different fact. " +
  "Write in neutral English. Cover a mix of history, World Cups, records, clubs, players, the Laws of the Game and the women's game.";

export function buildFactsPrompt(count: number, avoidTitles: readonly string[]): string {
  const lines = [
    `Write ${count} new football fact${count === 1 ? "" : "s"}.`,
    "Each needs a title of at most 60 characters and a description of one or two sentences.",
  ];
  if (avoidTitles.length > 0) {
    lines.push("This reader has already seen the facts below; do not repeat or rephrase any of them:", ...avoidTitles.map((title) => `- ${title}`));
  }
  return lines.join("\n");
}

export interface LlmFactWriterOptions {
  apiKey: string;
  /** OpenAI's when left out; tests point it at a local replay server. */
  baseURL?: string | undefined;
  /** OPENAI_MODEL; gpt-4o when left out. */
  model?: string;
  timeoutMs?: number;
}

export class LlmFactWriter implements FactWriter {
  readonly model: string;
  private readonly client: OpenAI;

  constructor(options: LlmFactWriterOptions) {
    this.model = options.model ?? "gpt-4o";
    // One SDK retry covers a passing 429/5xx; the visitor is waiting on the button meanwhile.
    this.client = new OpenAI({
      apiKey: options.apiKey,
      maxRetries: 1,
      timeout: options.timeoutMs ?? 15_000,
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    });
  }

  async write(count: number, avoidTitles: readonly string[]): Promise<Fact[]> {
    const completion = await this.client.chat.completions.create({
      model: this.model,
      messages: [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: buildFactsPrompt(count, avoidTitles) },
      ],
      response_format: { type: "json_schema", json_schema: { name: "football_facts", strict: true, schema: factsJsonSchema } },
    });
    // Read as tolerantly as the oracles' replies: a server that ignores response_format may fence the JSON.
    return llmFactsReply.parse(parseReplyJson(replyText(completionParts(completion)))).facts;
  }
}
