import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import type { PlaceBetResponse } from "@shared/api/bets";
import type { LeagueTable } from "@shared/api/leagues";
import { routes } from "@shared/api/routes";
import { ApiError, apiRequest, errorMessage, getQueryFn, isApiError } from "./api";

/** Answers every fetch with `reply`, and keeps what was asked. */
function serve(reply: () => Response) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(reply());
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends the route's method, path, parameters, query and JSON body with cookies, and returns the reply's JSON", async () => {
    const calls = serve(() => Response.json({ id: 3, name: "Friday five" }));
    await expect(apiRequest(routes.leagues.rename, { params: { id: 3 }, body: { name: "Friday five" } })).resolves.toEqual({
      id: 3,
      name: "Friday five",
    });
    expect(calls).toEqual([
      {
        url: "/api/leagues/3",
        init: { method: "PATCH", headers: { "Content-Type": "application/json" }, body: '{"name":"Friday five"}', credentials: "include" },
      },
    ]);
    await apiRequest(routes.leagues.table, { params: { id: 3 }, query: { period: "season" } });
    expect(calls[1]).toEqual({
      url: "/api/leagues/3/table?period=season",
      init: { method: "GET", headers: {}, body: undefined, credentials: "include" },
    });
  });

  it("returns undefined for a reply with no body", async () => {
    serve(() => new Response(null, { status: 204 }));
    await expect(apiRequest(routes.auth.logout)).resolves.toBeUndefined();
  });

  it("types the reply and the input by the route: a wrong body, a missing parameter or an unknown query does not compile", () => {
    serve(() => Response.json({}));
    expectTypeOf(apiRequest(routes.bets.place, { body: { matchId: 1, aiSelected: "Grok", stake: 10 } })).resolves.toEqualTypeOf<PlaceBetResponse>();
    expectTypeOf(apiRequest(routes.leagues.table, { params: { id: 1 } })).resolves.toEqualTypeOf<LeagueTable>();
    expectTypeOf(apiRequest(routes.leagues.close, { params: { id: 1 } })).resolves.toEqualTypeOf<undefined>();
    // Each call below is refused by the compiler (npm run typecheck) before it runs: the lines are what the test shows.
    const refused = () => [
      // @ts-expect-error an oracle the contract does not name
      apiRequest(routes.bets.place, { body: { matchId: 1, aiSelected: "Gemini", stake: 10 } }),
      // @ts-expect-error the stake is missing
      apiRequest(routes.bets.place, { body: { matchId: 1, aiSelected: "Grok" } }),
      // @ts-expect-error a bet needs a body
      apiRequest(routes.bets.place),
      // @ts-expect-error the league's id is a path parameter, not a body
      apiRequest(routes.leagues.rename, { body: { name: "x" } }),
      // @ts-expect-error the table's query has a period, no page
      apiRequest(routes.leagues.table, { params: { id: 1 }, query: { page: 2 } }),
      // @ts-expect-error the player's read takes no body
      apiRequest(routes.auth.user, { body: {} }),
    ];
    expect(typeof refused).toBe("function");
  });
});

describe("ApiError", () => {
  it("says '<status>: <text>' and carries the status and the server's {message}", async () => {
    serve(() => Response.json({ message: "Insufficient credits" }, { status: 400 }));
    const error = await apiRequest(routes.bets.place, { body: { matchId: 1, aiSelected: "Grok", stake: 10 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '400: {"message":"Insufficient credits"}', status: 400, reply: { message: "Insufficient credits" } });
    expect(isApiError(error, 400)).toBe(true);
    expect(isApiError(error, 409)).toBe(false);
    expect(errorMessage(error, "Something went wrong")).toBe("Insufficient credits");
  });

  it("keeps a reply that is not JSON as its text, and an empty one as its status text", async () => {
    serve(() => new Response("Bad gateway", { status: 502 }));
    const text = await apiRequest(routes.auth.user).catch((e: unknown) => e);
    expect(text).toMatchObject({ message: "502: Bad gateway", status: 502, reply: undefined });
    expect(errorMessage(text, "fallback")).toBe("Bad gateway");

    serve(() => new Response("", { status: 503, statusText: "Service Unavailable" }));
    const empty = await apiRequest(routes.auth.user).catch((e: unknown) => e);
    expect(empty).toMatchObject({ message: "503: Service Unavailable", status: 503, reply: undefined });
  });

  it("leaves other errors' messages as they are, and anything else to the fallback", () => {
    expect(errorMessage(new TypeError("Failed to fetch"), "fallback")).toBe("Failed to fetch");
    expect(errorMessage("nope", "fallback")).toBe("fallback");
    expect(isApiError(new Error("404: Not found"))).toBe(false);
  });
});

describe("getQueryFn", () => {
  it("throws an ApiError for a refused read, and returns null for the signed-out player's 401 when asked to", async () => {
    serve(() => Response.json({ message: "Match not found" }, { status: 404 }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn: getQueryFn({ on401: "throw" }) } } });
    const error = await client.fetchQuery({ queryKey: ["/api/matches", 9] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: '404: {"message":"Match not found"}', status: 404, reply: { message: "Match not found" } });
    expect(error).toBeInstanceOf(ApiError);

    serve(() => Response.json({ message: "Not signed in" }, { status: 401 }));
    await expect(client.fetchQuery({ queryKey: ["/api/auth/user"], queryFn: getQueryFn({ on401: "returnNull" }) })).resolves.toBeNull();
  });
});
