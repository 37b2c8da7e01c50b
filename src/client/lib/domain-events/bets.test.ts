import { describe, expect, it } from "vitest";
import { betPlaced } from "./bets";
import { cacheWithEveryRead, staleReads } from "./test-cache";

describe("betPlaced", () => {
  it("makes stale the balance, the bet, the match's count and split, the list, the history and record, the totals", async () => {
    const client = cacheWithEveryRead();
    await betPlaced(client, 7);
    expect(staleReads(client)).toEqual(
      ["bet7", "betHistory", "betRecord", "distribution7", "leaderboard", "match7", "matchList", "statsBets", "user"].sort(),
    );
  });
});
