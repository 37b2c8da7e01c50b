import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followLeagueJoin, forgetJustJoined, isJustJoined, leagueInviteForSignUp, takeJoinedFromUrl } from "./league-invite-sign-up";
import { pendingLeagueInvite } from "./pending-league-invite";
import { pendingReturnPath, rememberReturnPath } from "./return-path";
import { memoryStorage } from "./test-storage";

const keepInvite = (code: string) => localStorage.setItem("prophecy-league-invite", code);

describe("a league invite through sign-up", () => {
  beforeEach(() => vi.stubGlobal("localStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("sends only a code that can be one, in the server's form", () => {
    expect(leagueInviteForSignUp()).toBeUndefined();
    keepInvite("abcdefgh");
    expect(leagueInviteForSignUp()).toBe("ABCDEFGH");
    // Letters the invite alphabet leaves out (0, O, 1, I, L) or the wrong length: the sign-up goes without it.
    for (const code of ["ABCDEFG", "ABCDEFGHJ", "ABCDEFG0", "abc"]) {
      keepInvite(code);
      expect(leagueInviteForSignUp(), code).toBeUndefined();
    }
  });

  it("returns to the league joined, says so once, and forgets the invite", () => {
    keepInvite("ABCDEFGH");
    rememberReturnPath("/leagues/join/ABCDEFGH");
    followLeagueJoin({ joined: true, leagueId: 7, name: "Sunday" });
    expect(pendingReturnPath()).toBe("/leagues/7");
    expect(pendingLeagueInvite()).toBeUndefined();
    expect(isJustJoined(8)).toBe(false);
    // Read as often as a page renders, until the page that said so forgets it.
    expect(isJustJoined(7)).toBe(true);
    expect(isJustJoined(7)).toBe(true);
    forgetJustJoined();
    expect(isJustJoined(7)).toBe(false);
  });

  it("returns to the invite that was refused, whose page says why, and changes nothing without an outcome", () => {
    keepInvite("ABCDEFGH");
    followLeagueJoin(undefined);
    expect(pendingLeagueInvite()).toBe("ABCDEFGH");
    followLeagueJoin({ joined: false, reason: "full", message: "This league is full: it holds 500 members" });
    expect(pendingReturnPath()).toBe("/leagues/join/ABCDEFGH");
    expect(pendingLeagueInvite()).toBeUndefined();
    expect(isJustJoined(7)).toBe(false);
  });

  it("takes a provider's landing on /leagues/{id}?joined as a join, and drops the ?joined", () => {
    const replaced: string[] = [];
    vi.stubGlobal("window", {
      location: { pathname: "/leagues/12", search: "?joined" },
      history: { state: null, replaceState: (_: unknown, __: string, url: string) => replaced.push(url) },
    });
    rememberReturnPath("/leagues/join/ABCDEFGH");
    takeJoinedFromUrl();
    expect(replaced).toEqual(["/leagues/12"]);
    expect(pendingReturnPath()).toBe("/leagues/12");
    expect(isJustJoined(12)).toBe(true);
    // Any other page, or the league without ?joined, is left alone.
    vi.stubGlobal("window", { location: { pathname: "/leagues/12", search: "" }, history: { state: null, replaceState: () => replaced.push("x") } });
    takeJoinedFromUrl();
    expect(replaced).toEqual(["/leagues/12"]);
  });
});
