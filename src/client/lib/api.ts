import type { QueryFunction } from "@tanstack/react-query";
import type { CallArgs, CallReply } from "@shared/api/calls";
import { filledPath, type Route } from "@shared/api/routes";

// Cookies always, JSON bodies, and any non-OK reply becomes an ApiError whose message is
// "<status>: <text>" (docs/decisions.md#client).

/**
 * A reply that was not OK. The message stays "<status>: <text>" (the reply's text, or its status text when
 * empty); the status and the server's `{message}` (when the reply is JSON with a string message) are fields,
 * so no caller reads them back out of the text.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    /** The reply's text, or the status text when the reply was empty. */
    readonly text: string,
    /** The reply's `{message}`, when it was JSON with a string message. */
    readonly reply?: { message: string },
  ) {
    super(`${status}: ${text}`);
  }

  static async of(response: Response): Promise<ApiError> {
    const text = (await response.text()) || response.statusText;
    return new ApiError(response.status, text, parsedMessage(text));
  }
}

function parsedMessage(text: string): { message: string } | undefined {
  try {
    const parsed = JSON.parse(text) as { message?: unknown } | null;
    return typeof parsed?.message === "string" ? { message: parsed.message } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the error is the server's refusal, with the given status when one is named. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The text for a toast: the server's {message}, else the reply's text, else any other error's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.reply?.message || error.text || fallback;
  return (error instanceof Error && error.message) || fallback;
}

/** A route's reply as it came, typed by its route so `readJson` knows what the body holds. */
export type ApiResponse<R extends Route> = Response & { readonly route?: R };

/** A call's input as sent, once CallArgs has checked it against its route. */
interface Sent {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/** The URL of a call: the route's path with its parameters, then its query. */
function urlFor(route: Route, input: Sent | undefined): string {
  const path = filledPath(route, input?.params);
  const query = Object.entries(input?.query ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]));
  return query.length === 0 ? path : `${path}?${new URLSearchParams(query).toString()}`;
}

/**
 * Calls an endpoint by its contract entry (routes.ts) and returns the reply as it came, for the few
 * callers that read its headers or bytes; the input is typed by the route (calls.ts).
 */
export async function apiResponse<R extends Route>(route: R, ...[input]: CallArgs<R>): Promise<ApiResponse<R>> {
  const call = input as Sent | undefined;
  const response = await fetch(urlFor(route, call), {
    method: route.method,
    headers: call?.body === undefined ? {} : { "Content-Type": "application/json" },
    body: call?.body === undefined ? undefined : JSON.stringify(call.body),
    credentials: "include",
  });
  if (!response.ok) throw await ApiError.of(response);
  return response;
}

/** A reply's JSON as its route declares it; undefined for a reply with no body (204). */
export async function readJson<R extends Route>(response: ApiResponse<R>): Promise<CallReply<R>> {
  const text = await response.text();
  return (text === "" ? undefined : JSON.parse(text)) as CallReply<R>;
}

/**
 * Calls an endpoint by its contract entry (routes.ts): `{ params, query, body }` as the route takes
 * them, and the reply as the contract declares it (calls.ts), so no caller casts and a wrong body does
 * not compile.
 */
export async function apiRequest<R extends Route>(route: R, ...input: CallArgs<R>): Promise<CallReply<R>> {
  return readJson(await apiResponse(route, ...input));
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** Reads GET <key joined with "/">. The product throws on 401; the user lookup returns null. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (options.on401 === "returnNull" && response.status === 401) return null as T;
    if (!response.ok) throw await ApiError.of(response);
    return (await response.json()) as T;
  };
}
