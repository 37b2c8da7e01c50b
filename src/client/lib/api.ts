import type { QueryFunction } from "@tanstack/react-query";
import type { Method } from "@shared/api/routes";

// Cookies always, JSON bodies, and any non-OK reply becomes "<status>: <text>" (docs/decisions.md#client).

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/**
 * Calls an endpoint by its contract entry (routes.ts), or by its method and a URL built from one.
 */
export async function apiRequest(route: { method: Method; path: string }, data?: unknown): Promise<Response> {
  const response = await fetch(route.path, {
    method: route.method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

/** The server's {message} out of an "<status>: <json>" error, for toasts. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, "");
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === "string" && parsed.message) return parsed.message;
  } catch {
    // not JSON: the text itself
  }
  return body || fallback;
}

/** The HTTP status of an "<status>: <text>" error (apiRequest's), or undefined for any other error. */
export function errorStatus(error: unknown): number | undefined {
  const status = error instanceof Error ? /^(\d{3}): /.exec(error.message)?.[1] : undefined;
  return status === undefined ? undefined : Number(status);
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** Reads GET <key joined with "/">. The product throws on 401; the user lookup returns null. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (options.on401 === "returnNull" && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
