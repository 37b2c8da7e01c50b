import { describe, expect, it } from "vitest";
import { MAX_MATCH_ID, parseMatchId } from "./match-id";

describe("parseMatchId", () => {
  it("reads whole positive numbers within the integer column", () => {
    expect(parseMatchId("1")).toBe(1);
    expect(parseMatchId(String(MAX_MATCH_ID))).toBe(MAX_MATCH_ID);
  });

  it("refuses anything else", () => {
    for (const raw of [undefined, "", "0", "-1", "1.5", "1e3", "0x10", " 1", "2147483648", "99999999999", "abc"]) {
      expect(parseMatchId(raw), String(raw)).toBeNull();
    }
  });
});
