import { z } from "zod";

// What one chat completion brought back, read so that any OpenAI-compatible server will do. OpenAI,
// xAI, Ollama, vLLM and llama.cpp agree on choices[0].message.content; `model`, `usage` and `refusal`
// are missing or shaped otherwise on some, so each is read on its own and a bad one costs only itself.

/** The answering model's name goes into the hash chain: printable, no spaces, bounded (as OPENAI_MODEL). */
const modelName = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,200}$/);
const tokenCount = z.number().int().nonnegative();

const envelopeSchema = z.object({
  model: modelName.optional().catch(undefined),
  usage: z
    .object({
      prompt_tokens: tokenCount.optional().catch(undefined),
      completion_tokens: tokenCount.optional().catch(undefined),
    })
    .nullish()
    .catch(undefined),
  choices: z
    .array(
      z.object({
        message: z
          .object({
            content: z.string().nullish().catch(undefined),
            refusal: z.string().nullish().catch(undefined),
          })
          .nullish()
          .catch(undefined),
      }),
    )
    .optional()
    .catch(undefined),
});

export interface CompletionUsage {
  promptTokens: number | undefined;
  completionTokens: number | undefined;
}

export interface CompletionParts {
  /** The reply's `model` (e.g. "gpt-4o-2024-08-06"), when the server named one. */
  model: string | undefined;
  usage: CompletionUsage;
  /** The message text; undefined with `refusal` when the model declined. */
  content: string | undefined;
  refusal: string | undefined;
}

/** Takes apart a chat completion as the SDK returns it (the server's JSON, unchecked). */
export function completionParts(completion: unknown): CompletionParts {
  const envelope = envelopeSchema.parse(typeof completion === "object" && completion !== null ? completion : {});
  const message = envelope.choices?.[0]?.message;
  return {
    model: envelope.model,
    usage: { promptTokens: envelope.usage?.prompt_tokens, completionTokens: envelope.usage?.completion_tokens },
    content: message?.content ?? undefined,
    refusal: message?.refusal ?? undefined,
  };
}

/** The reply's text, or why there is none to use. */
export function replyText(parts: CompletionParts): string {
  if (parts.refusal) throw new Error(`model refused: ${parts.refusal.slice(0, 200)}`);
  if (!parts.content?.trim()) throw new Error("reply has no content");
  return parts.content;
}

/**
 * The JSON object in a reply's text. response_format json_schema makes OpenAI and xAI answer bare
 * JSON, but a server that ignores it (some llama.cpp builds, some aggregated models) answers as a
 * chat would: inside a ```json fence, after a <think> block, or with a sentence around it. Text
 * without any object throws a SyntaxError, as JSON.parse does.
 */
export function parseReplyJson(text: string): unknown {
  const bare = text.replace(/<think>[\s\S]*?<\/think>/gi, "").trim();
  try {
    return JSON.parse(bare);
  } catch (error) {
    const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(bare)?.[1] ?? bare;
    const start = fenced.indexOf("{");
    const end = fenced.lastIndexOf("}");
    if (start < 0 || end < start) throw error;
    return JSON.parse(fenced.slice(start, end + 1));
  }
}
