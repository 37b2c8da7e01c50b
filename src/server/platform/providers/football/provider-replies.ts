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
/**
 * The most a reply may hold, decompressed: a season's list is a few MB; past this the reply is cut off and
 * the call fails, so one source cannot fill the server's memory (docs/decisions.md#replies-are-untrusted-input).
 */
export const MAX_REPLY_BYTES = 20 * 1024 * 1024;
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

/** One GET, any status; only a timeout, a failed connection or a reply over MAX_REPLY_BYTES throws. */
export async function fetchReply(url: string, options: FetchReplyOptions): Promise<Reply> {
  try {
    // The signal also covers reading the body, so a reply that stalls half-way still times out.
    const response = await options.fetch(url, { headers: options.headers, signal: AbortSignal.timeout(options.timeoutMs) });
    options.onHeaders?.(response.headers);
    return { status: response.status, headers: response.headers, text: await readCapped(response, options.where) };
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (isTimeout(error)) throw new ProviderError("timeout", `${options.where}: timed out after ${options.timeoutMs} ms`);
    throw new ProviderError("network", `${options.where}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The body as text, read chunk by chunk (a chunk is at most 64 KB), and given up on as soon as it passes
 * MAX_REPLY_BYTES: the rest is never read, and cancelling the reader closes the connection.
 */
async function readCapped(response: Response, where: string): Promise<string> {
  const tooLarge = () =>
    new ProviderError("too_large", `${where}: reply over ${MAX_REPLY_BYTES / (1024 * 1024)} MB, not read further`, response.status);
  if (!response.body) return "";
  if (Number(response.headers.get("content-length") ?? 0) > MAX_REPLY_BYTES) {
    void response.body.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > MAX_REPLY_BYTES) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join("");
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

/** Told of the items a reply's list left out: one short line per reply, never the item itself. */
export type SkipReport = (message: string) => void;

/**
 * Every valid item of a reply's list. A bad one is left out, so one broken fixture never stops the others
 * (docs/decisions.md#replies-are-untrusted-input); `onSkip` hears how many went and the first one's wrong field,
 * as `${listName}[index]`.
 */
export function parseAll<Item extends z.ZodType>(
  list: readonly unknown[],
  itemSchema: Item,
  where: string,
  listName = "",
  onSkip?: SkipReport,
): z.output<Item>[] {
  const items: z.output<Item>[] = [];
  let skipped = 0;
  let first = "";
  for (const [index, raw] of list.entries()) {
    const item = itemSchema.safeParse(raw);
    if (item.success) {
      items.push(item.data);
      continue;
    }
    skipped += 1;
    if (!first) {
      const issue = firstIssue(item.error);
      first = `${listName}[${index}]${issue.path ? ` ${issue.path}` : ""}: ${issue.message}`;
    }
  }
  if (skipped > 0)
    onSkip?.(`${where}: left out ${skipped} bad item${skipped === 1 ? "" : "s"} of ${list.length}, first ${first}`.slice(0, MAX_MALFORMED_MESSAGE));
  return items;
}

/**
 * Each distinct message once: a fixture that stays broken is reported when it is first seen, not on every
 * sync. The memory is bounded, so a source that varies its faults cannot grow it.
 */
export function reportOnce(report: SkipReport, remember = 1_000): SkipReport {
  const seen = new Set<string>();
  return (message) => {
    if (seen.has(message)) return;
    if (seen.size >= remember) seen.clear();
    seen.add(message);
    report(message);
  };
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
