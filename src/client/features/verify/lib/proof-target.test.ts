import { describe, expect, it } from "vitest";
import { parseProofTarget, proofTargetOfSearch, proofTargetSearch } from "./proof-target";

const HASH = "ab".repeat(32);

describe("what /verify is asked to check", () => {
  it("reads a match id or a full hash, as typed", () => {
    expect(parseProofTarget(" 123 ")).toEqual({ match: 123 });
    expect(parseProofTarget(HASH.toUpperCase())).toEqual({ hash: HASH });
    expect(parseProofTarget(`#${HASH}`)).toEqual({ hash: HASH });
    for (const bad of ["", "0", "-1", "1.5", "12345678901", "2147483648", "abc", HASH.slice(1), `${HASH.slice(0, 10)}…${HASH.slice(-6)}`]) {
      expect(parseProofTarget(bad), bad).toBeNull();
    }
  });

  it("reads ?match= or ?hash= from the URL and writes it back", () => {
    expect(proofTargetOfSearch("")).toBeNull();
    expect(proofTargetOfSearch("?utm_source=share")).toBeNull();
    expect(proofTargetOfSearch("match=7")).toEqual({ match: 7 });
    expect(proofTargetOfSearch(`?hash=${HASH}`)).toEqual({ hash: HASH });
    expect(proofTargetOfSearch(`match=${HASH}`)).toBeUndefined();
    expect(proofTargetOfSearch("hash=7")).toBeUndefined();
    expect(proofTargetOfSearch(`match=7&hash=${HASH}`)).toBeUndefined();
    expect(proofTargetOfSearch("match=x")).toBeUndefined();
    expect(proofTargetSearch({ match: 7 })).toBe("match=7");
    expect(proofTargetSearch({ hash: HASH })).toBe(`hash=${HASH}`);
  });
});
