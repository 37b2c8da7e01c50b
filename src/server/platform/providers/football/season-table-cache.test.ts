import { describe, expect, it } from "vitest";
import type { SeasonTable } from "./football-provider";
import { ProviderError } from "./provider-error";
import { SeasonTableCache } from "./season-table-cache";

// How a provider with a request budget keeps its season tables (docs/decisions.md#season-questions).

const MINUTE = 60_000;
const table = (season: number) => ({ season }) as SeasonTable;

describe("SeasonTableCache", () => {
  it("keeps the season being played half an hour and another six hours", async () => {
    let now = 0;
    const cache = new SeasonTableCache(() => new Date(now));
    const reads: string[] = [];
    const read = (key: string, season: number) => async () => (reads.push(key), table(season));
    await cache.get("current", "current", read("current", 1));
    await cache.get("next", "other", read("next", 2));
    now += 29 * MINUTE;
    await cache.get("current", "current", read("current", 1));
    expect(reads).toEqual(["current", "next"]);
    now += 2 * MINUTE;
    await cache.get("current", "current", read("current", 1));
    now += 6 * 60 * MINUTE;
    await cache.get("next", "other", read("next", 2));
    expect(reads).toEqual(["current", "next", "current", "next"]);
  });

  it("takes a refusal for a season not being played as no season, and lets one for the season being played through", async () => {
    const cache = new SeasonTableCache(() => new Date(0));
    const refused = async (): Promise<SeasonTable | null> => {
      throw new ProviderError("api", "no such season");
    };
    expect(await cache.get("next", "other", refused)).toBeNull();
    await expect(cache.get("current", "current", refused)).rejects.toThrow("no such season");
    // Not kept: the next call asks again.
    expect(await cache.get("current", "current", async () => table(1))).toEqual(table(1));
  });
});
