import { describe, expect, it } from "vitest";
import { queryKey, routes, urlOf } from "./routes";

describe("URLs and query keys from the contract", () => {
  it("keys a path without parameters as itself", () => {
    expect(queryKey(routes.matches.list)).toEqual(["/api/matches"]);
    expect(queryKey(routes.admin.viral)).toEqual(["/api/admin/analytics/viral"]);
  });

  it("puts parameter values between the fixed runs, so the key joined with / is the URL", () => {
    expect(queryKey(routes.matches.get, { id: 7 })).toEqual(["/api/matches", 7]);
    expect(queryKey(routes.matches.distribution, { id: 7 })).toEqual(["/api/matches", 7, "distribution"]);
    expect(queryKey(routes.bets.onMatch, { id: 3 }).join("/")).toBe("/api/bets/match/3");
  });

  it("escapes parameter values in URLs, never the fixed path", () => {
    expect(urlOf(routes.auth.providerLogin, { provider: "a/b c" })).toBe("/api/login/a%2Fb%20c");
    expect(urlOf(routes.stats.matchViewers, { matchId: 12 })).toBe("/api/stats/match-viewers/12");
  });

  it("names every endpoint once", () => {
    const all = Object.values(routes).flatMap((area) => Object.values(area).map((r) => `${r.method} ${r.path}`));
    expect(new Set(all).size).toBe(all.length);
  });
});
