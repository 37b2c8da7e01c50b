import type { z } from "zod";
import { envelopeSchema } from "./api-football-schemas";
import { ProviderError } from "./provider-error";

// One GET against API-Football v3, turned into validated items or a ProviderError. The sync job runs
// every minute while matches are live, so a failed call is not retried beyond once (5xx or timeout):
// the next sync is the real retry, and hammering a rate-limited key only burns the day's quota.

export interface ApiFootballClientOptions {
  apiKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

const RETRY_DELAY_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
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
  constructor(private readonly options: ApiFootballClientOptions) {}

  async get<Item extends z.ZodType>(path: string, params: Record<string, string>, itemSchema: Item): Promise<z.infer<Item>[]> {
    try {
      return await this.attempt(path, params, itemSchema);
    } catch (error) {
      if (!(error instanceof ProviderError) || !error.retryable) throw error;
      await sleep(RETRY_DELAY_MS);
      return this.attempt(path, params, itemSchema);
    }
  }

  private async attempt<Item extends z.ZodType>(path: string, params: Record<string, string>, itemSchema: Item): Promise<z.infer<Item>[]> {
    const where = `api-football ${path}`;
    const url = `${this.options.baseUrl.replace(/\/+$/, "")}${path}?${new URLSearchParams(params).toString()}`;
    let text: string;
    let status: number;
    try {
      // The signal also covers reading the body, so a reply that stalls half-way still times out.
      const response = await this.options.fetch(url, {
        headers: { "x-apisports-key": this.options.apiKey, accept: "application/json" },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (isTimeout(error)) throw new ProviderError("timeout", `${where}: timed out after ${this.options.timeoutMs} ms`);
      throw new ProviderError("network", `${where}: ${error instanceof Error ? error.message : String(error)}`);
    }

    if (status === 429) throw new ProviderError("rate_limit", `${where}: rate limited (HTTP 429)`, status);
    if (status < 200 || status >= 300) throw new ProviderError("http", `${where}: HTTP ${status}`, status);

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderError("malformed", `${where}: reply is not JSON`, status);
    }
    const errorField = typeof json === "object" && json !== null ? (json as { errors?: unknown }).errors : undefined;
    const apiError = apiErrors(errorField);
    if (apiError) throw apiError;

    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) throw new ProviderError("malformed", `${where}: reply has no response list`, status);
    const items: z.infer<Item>[] = [];
    for (const [index, raw] of envelope.data.response.entries()) {
      const item = itemSchema.safeParse(raw);
      if (!item.success) {
        const issue = item.error.issues[0];
        const at = issue ? `${issue.path.join(".")}: ${issue.message}` : "invalid";
        throw new ProviderError("malformed", `${where}: response[${index}] ${at}`, status);
      }
      items.push(item.data);
    }
    return items;
  }
}
