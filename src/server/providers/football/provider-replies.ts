import type { z } from "zod";
import { ProviderError } from "./provider-error";

// How every football client fetches and reads a reply, so that a timeout, a refused connection, a 429, a body
// that is not JSON or an item of the wrong shape ends in the same ProviderError whichever source sent it.
// The sync job runs every minute while matches are live, so a failed call is retried once at most (5xx or
// timeout): the next sync is the real retry, and hammering a source only burns its quota.

export interface Reply {
  status: number;
  text: string;
  headers: Headers;
}

export interface FetchReplyOptions {
  fetch: typeof fetch;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Names the call in every message, e.g. "api-football /fixtures". */
  where: string;
  /** Sees the headers before the body is read, so a quota the source reports counts even when the body then stalls. */
  onHeaders?: (headers: Headers) => void;
}

const RETRY_DELAY_MS = 250;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** A reply's issue can quote a long value; the operator reads one line. */
const MAX_MALFORMED_MESSAGE = 250;

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/** `baseUrl` with or without a trailing slash, and no `?` when there are no parameters. */
export function replyUrl(baseUrl: string, path: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${baseUrl.replace(/\/+$/, "")}${path}${query ? `?${query}` : ""}`;
}

/** One GET, any status; only a timeout or a failed connection throws. */
export async function fetchReply(url: string, options: FetchReplyOptions): Promise<Reply> {
  try {
    // The signal also covers reading the body, so a reply that stalls half-way still times out.
    const response = await options.fetch(url, { headers: options.headers, signal: AbortSignal.timeout(options.timeoutMs) });
    options.onHeaders?.(response.headers);
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    if (isTimeout(error)) throw new ProviderError("timeout", `${options.where}: timed out after ${options.timeoutMs} ms`);
    throw new ProviderError("network", `${options.where}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A 429 is a rate limit (never retried: it would only spend more of the quota); any other non-2xx is an HTTP error. */
export function checkStatus(reply: Reply, where: string): void {
  if (reply.status === 429) throw new ProviderError("rate_limit", `${where}: rate limited (HTTP 429)`, reply.status);
  if (reply.status < 200 || reply.status >= 300) throw new ProviderError("http", `${where}: HTTP ${reply.status}`, reply.status);
}

export function parseJson(text: string, where: string, status: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError("malformed", `${where}: reply is not JSON`, status);
  }
}

function malformed(message: string, status: number): ProviderError {
  return new ProviderError("malformed", message.slice(0, MAX_MALFORMED_MESSAGE), status);
}

/** The first issue only: the field that is wrong is what the operator needs, not every consequence of it. */
function firstIssue(error: z.ZodError): { path: string; message: string } {
  const issue = error.issues[0];
  return { path: issue ? issue.path.join(".") : "", message: issue ? issue.message : "invalid" };
}

/** A whole reply against its schema; the message names the first wrong field. */
export function parseReply<Schema extends z.ZodType>(json: unknown, schema: Schema, where: string, status: number): z.output<Schema> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = firstIssue(parsed.error);
  throw malformed(`${where}: ${issue.path || "reply"}: ${issue.message}`, status);
}

/**
 * Every item of a reply's list, or none: one bad item fails the reply, so a caller never takes a partial list
 * for real data. The message names the item, as `${listName}[index]`, and its first wrong field.
 */
export function parseAll<Item extends z.ZodType>(
  list: readonly unknown[],
  itemSchema: Item,
  where: string,
  status: number,
  listName = "",
): z.output<Item>[] {
  const items: z.output<Item>[] = [];
  for (const [index, raw] of list.entries()) {
    const item = itemSchema.safeParse(raw);
    if (!item.success) {
      const issue = firstIssue(item.error);
      throw malformed(`${where}: ${listName}[${index}]${issue.path ? ` ${issue.path}` : ""}: ${issue.message}`, status);
    }
    items.push(item.data);
  }
  return items;
}

/** One more try after a retryable ProviderError (a 5xx or a timeout); anything else, or a second failure, is thrown. */
export async function retryOnce<T>(attempt: () => Promise<T>, sleep: (ms: number) => Promise<void> = wait): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof ProviderError) || !error.retryable) throw error;
    await sleep(RETRY_DELAY_MS);
    return attempt();
  }
}

/** The same error without `secret`: whatever a source or the network echoes, a message never carries the key. */
export function withoutSecret(error: unknown, secret: string): unknown {
  if (!(error instanceof ProviderError) || !secret || !error.message.includes(secret)) return error;
  return new ProviderError(error.kind, error.message.split(secret).join("***"), error.status);
}
