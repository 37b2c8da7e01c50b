import { describe, expect, it } from "vitest";
import { asksForBanter, leagueBanterLink } from "./banter-link";

describe("the banter's link", () => {
  it("is the league page's address that asks for its banter, as the page reads it", () => {
    const link = leagueBanterLink(42);
    expect(link).toBe("/leagues/42?show=banter");
    expect(asksForBanter(link.slice(link.indexOf("?") + 1))).toBe(true);
    for (const search of ["", "period=week&from=2026-11-30", "show=table"]) expect(asksForBanter(search), search).toBe(false);
  });
});
