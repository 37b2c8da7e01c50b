import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseVisitorLink } from "@shared/visitor-link";
import { isSafeReturnPath, pendingReturnPath, rememberReturnPath } from "./return-path";
import { pendingLeagueInvite } from "./pending-league-invite";
import { memoryStorage } from "./test-storage";

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
  it("keeps a match's teams, final score, card and verdict, or a player's name, card and achievement, and refuses anything else", () => {
    const match = { kind: "match", path: "/match/1", homeTeam: "A", awayTeam: "B", finalScore: "2-1", image: "/og/match/1.png", verdict: "V" };
    expect(parseVisitorLink({ ...match, extra: 1 })).toEqual(match);
    const player = { kind: "player", path: "/u/x", username: "x", image: "/og/u/x.png", achievement: "First Victory!" };
    expect(parseVisitorLink(player)).toEqual(player);
    for (const bad of [
      null,
      "x",
      {},
      { kind: "match", path: "/match/1", homeTeam: "A" },
      { ...match, image: "https://elsewhere.example/og/match/1.png" },
      { ...match, image: "//elsewhere.example/og/match/1.png" },
      { ...match, verdict: 3 },
      { ...player, path: "u/x" },
      { ...player, achievement: "" },
      { kind: "player", path: "/u/x", username: "x" },
      { kind: "league" },
    ]) {
      expect(parseVisitorLink(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
