import type { z } from "zod";
import { envelopeSchema } from "./api-football-schemas";
import { ProviderError } from "../provider-error";
import { checkStatus, fetchReply, parseAll, parseJson, replyUrl, retryOnce, withoutSecret, type SkipReport } from "../provider-replies";

// One GET against API-Football v3, turned into validated items or a ProviderError (../provider-replies.ts
// reads the reply and retries a 5xx or a timeout once).

export interface ApiFootballClientOptions {
  apiKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** Told of the bad items a reply left out. */
  onSkip?: SkipReport;
}

/** API-Football reports quota and key problems as 200 with a non-empty `errors`. */
function apiErrors(errors: unknown): ProviderError | null {
  const entries = Array.isArray(errors) ? errors.map((value, index) => [String(index), value] as const) : Object.entries(errors ?? {});
  if (entries.length === 0) return null;
  const text = entries.map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`).join("; ");
  const limited = entries.some(([key]) => key === "requests" || key === "rateLimit");
  return new ProviderError(limited ? "rate_limit" : "api", `api-football error (${text.slice(0, 200)})`);
}

export class ApiFootballClient {
  /** The last reply's X-RateLimit-Remaining (requests left this minute), for the operator. */
  requestsLeftThisMinute: number | null = null;

  constructor(private readonly options: ApiFootballClientOptions) {}

  async get<Item extends z.ZodType>(path: string, params: Record<string, string>, itemSchema: Item): Promise<z.infer<Item>[]> {
    try {
      return await retryOnce(() => this.attempt(path, params, itemSchema));
    } catch (error) {
      throw withoutSecret(error, this.options.apiKey);
    }
  }

  private async attempt<Item extends z.ZodType>(path: string, params: Record<string, string>, itemSchema: Item): Promise<z.infer<Item>[]> {
    const where = `api-football ${path}`;
    const reply = await fetchReply(replyUrl(this.options.baseUrl, path, params), {
      fetch: this.options.fetch,
      headers: { "x-apisports-key": this.options.apiKey, accept: "application/json" },
      timeoutMs: this.options.timeoutMs,
      where,
      onHeaders: (headers) => {
        const left = Number(headers.get("x-ratelimit-remaining") ?? Number.NaN);
        if (Number.isFinite(left)) this.requestsLeftThisMinute = left;
      },
    });
    checkStatus(reply, where);

    const json = parseJson(reply.text, where, reply.status);
    const errorField = typeof json === "object" && json !== null ? (json as { errors?: unknown }).errors : undefined;
    const apiError = apiErrors(errorField);
    if (apiError) throw apiError;

    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) throw new ProviderError("malformed", `${where}: reply has no response list`, reply.status);
    return parseAll(envelope.data.response, itemSchema, where, "response", this.options.onSkip);
  }
}
