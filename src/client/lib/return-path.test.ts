import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseVisitorLink } from "@shared/visitor-link";
import { isSafeReturnPath, pendingReturnPath, rememberReturnPath } from "./return-path";
import { pendingLeagueInvite } from "./pending-league-invite";

/** A browser's localStorage, as far as kept-value.ts uses it. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("the path a visitor returns to after sign-in", () => {
  beforeEach(() => vi.stubGlobal("localStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("takes the app's own link pages, and nothing that could lead off the site", () => {
    for (const path of ["/match/42", "/u/oracle_fan", "/u/Some-One", "/leagues/join/ABCDEFGH", "/leagues/join/abcdefgh/", "/profile", "/leagues/7"]) {
      expect(isSafeReturnPath(path), path).toBe(true);
    }
    for (const path of [
      "//evil.example/match/1",
      "/\\evil.example",
      "https://evil.example/match/1",
      "javascript:alert(1)",
      "match/1",
      "/match/1?next=//evil.example",
      "/match/1#x",
      "/match/1\n",
      " /match/1",
      "/",
      "/api/login",
      "/logout",
      "/api/matches/1",
      "/no-such-page",
      `/u/${"a".repeat(300)}`,
    ]) {
      expect(isSafeReturnPath(path), JSON.stringify(path)).toBe(false);
    }
  });

  it("keeps a safe path for an hour and drops an unsafe one, a stale one or a tampered value", () => {
    const now = Date.parse("2026-03-01T12:00:00Z");
    rememberReturnPath("//evil.example", now);
    expect(pendingReturnPath(now)).toBeUndefined();
    rememberReturnPath("/match/42", now);
    expect(pendingReturnPath(now + 59 * 60_000)).toBe("/match/42");
    expect(pendingReturnPath(now + 61 * 60_000)).toBeUndefined();
    // Once stale it is gone, even for a clock set back.
    expect(pendingReturnPath(now)).toBeUndefined();
    localStorage.setItem("prophecy-league-return", JSON.stringify({ path: "//evil.example", at: now }));
    expect(pendingReturnPath(now)).toBeUndefined();
    localStorage.setItem("prophecy-league-return", "not json");
    expect(pendingReturnPath(now)).toBeUndefined();
  });

  it("lets the latest link win over a league invite opened before it", () => {
    localStorage.setItem("prophecy-league-invite", "ABCDEFGH");
    rememberReturnPath("/leagues/join/ABCDEFGH");
    expect(pendingLeagueInvite()).toBe("ABCDEFGH");
    rememberReturnPath("/match/42");
    expect(pendingLeagueInvite()).toBeUndefined();
    expect(pendingReturnPath()).toBe("/match/42");
  });
});

describe("the shared link's line, as the page carries it", () => {
  it("keeps a match's teams and final score, or a player's name, and refuses anything else", () => {
    expect(parseVisitorLink({ kind: "match", path: "/match/1", homeTeam: "A", awayTeam: "B", finalScore: "2-1", extra: 1 })).toEqual({
      kind: "match",
      path: "/match/1",
      homeTeam: "A",
      awayTeam: "B",
      finalScore: "2-1",
    });
    expect(parseVisitorLink({ kind: "player", path: "/u/x", username: "x" })).toEqual({ kind: "player", path: "/u/x", username: "x" });
    for (const bad of [
      null,
      "x",
      {},
      { kind: "match", path: "/match/1", homeTeam: "A" },
      { kind: "player", path: "u/x", username: "x" },
      { kind: "league" },
    ]) {
      expect(parseVisitorLink(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
