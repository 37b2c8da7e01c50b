import { describe, expect, it } from "vitest";
import { previousPageOnSite, type SessionHistory } from "./site-history";

const SITE = "https://prophecy.example";

/** A tab whose history (this origin's entries, as the Navigation API lists them) ends at `at`. */
function tab(urls: string[], at = urls.length - 1): SessionHistory {
  return { currentEntry: { index: at, url: urls[at] ?? null }, entries: () => urls.map((url) => ({ url })) };
}

describe("previousPageOnSite", () => {
  const here = `${SITE}/match/7`;

  it("is true when the entry before this one is another page of this site", () => {
    expect(previousPageOnSite(tab([`${SITE}/`, here]), here)).toBe(true);
    expect(previousPageOnSite(tab([`${SITE}/profile`, here]), here)).toBe(true);
    expect(previousPageOnSite(tab([`${SITE}/`, `${SITE}/match/7?ref=PROPHET-ABC123`, here]), here)).toBe(true);
    // Back from a later entry: the one before the current, not the last.
    expect(previousPageOnSite(tab([`${SITE}/`, here, `${SITE}/profile`], 1), here)).toBe(true);
  });

  it("is false for the tab's first page of this site, another site's entry, or the same page again", () => {
    expect(previousPageOnSite(tab([here]), here)).toBe(false);
    expect(previousPageOnSite(tab([`https://elsewhere.example/`, here]), here)).toBe(false);
    // The shared link's landing, then signed in on it: going back would show the same result again.
    expect(previousPageOnSite(tab([here, here]), here)).toBe(false);
    expect(previousPageOnSite(tab([`${SITE}/match/7#top`, here]), here)).toBe(false);
    expect(previousPageOnSite({ currentEntry: { index: 1, url: here }, entries: () => [{ url: null }, { url: here }] }, here)).toBe(false);
  });

  it("is false where the browser has no Navigation API, or no current entry", () => {
    expect(previousPageOnSite(undefined, here)).toBe(false);
    expect(previousPageOnSite({ currentEntry: null, entries: () => [] }, here)).toBe(false);
  });
});
