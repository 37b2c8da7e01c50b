import { describe, expect, it } from "vitest";
import { leagueChanged, leagueLeft, leaguePicksMoved, leagueRaceMoved, referralApplied } from "./social";
import { cacheWithEveryRead, droppedReads, everyRead, leagueReads, staleReads } from "./test-cache";

describe("referralApplied", () => {
  it("locks the Enter tab at once and makes the balance and the referral figures stale", async () => {
    const client = cacheWithEveryRead({ referralStats: { code: "PROPHET-ABC", hasReferrer: false } });
    await referralApplied(client);
    expect(client.getQueryData(everyRead.referralStats)).toEqual({ code: "PROPHET-ABC", hasReferrer: true });
    expect(staleReads(client)).toEqual(["leaderboard", "referralLeaderboard", "referralStats", "user"]);
  });
});

describe("leagueChanged", () => {
  it("makes every league read stale: the list, each page and table, the badges, an invite", async () => {
    const client = cacheWithEveryRead();
    await leagueChanged(client);
    expect(staleReads(client)).toEqual([...leagueReads]);
  });
});

describe("leagueLeft", () => {
  it("drops the league's page and tables and makes the other league reads stale", async () => {
    const client = cacheWithEveryRead();
    await leagueLeft(client, 3);
    expect(droppedReads(client)).toEqual(["league3", "league3Picks", "league3Season", "league3Week", "league3WeekChances"]);
    expect(staleReads(client)).toEqual(["badges", "invite", "invitePreview", "league4", "league4Week", "leaguePicks7", "leaguePicks8", "leagues"]);
  });
});

describe("leagueRaceMoved", () => {
  it("makes that league's chances stale and nothing else: not its tables, not another league's", async () => {
    const client = cacheWithEveryRead();
    await leagueRaceMoved(client, 3);
    expect(staleReads(client)).toEqual(["league3WeekChances"]);
  });
});

describe("leaguePicksMoved", () => {
  it("makes that league's picks by match stale and nothing else: not its tables, not another league's", async () => {
    const client = cacheWithEveryRead();
    await leaguePicksMoved(client, 3);
    expect(staleReads(client)).toEqual(["league3Picks"]);
  });
});
