import { describe, expect, it } from "vitest";
import { codingsKept, preferredCoding } from "./accept-encoding";
import { matchesEtag } from "./etag";

describe("matchesEtag", () => {
  it("matches If-None-Match lists, weak tags on either side and *", () => {
    const etag = '"abc-1"';
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag(etag, `W/${etag}`)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});

describe("preferredCoding", () => {
  it("prefers brotli, then gzip, then none, honouring q=0 and *", () => {
    expect(preferredCoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredCoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredCoding("GZIP")).toBe("gzip");
    expect(preferredCoding("*")).toBe("br");
    expect(preferredCoding("*;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredCoding("identity")).toBe("identity");
    expect(preferredCoding("")).toBe("identity");
    expect(preferredCoding(undefined)).toBe("identity");
  });

  it("answers a header it has seen from memory, and keeps at most 64 of the texts clients write", () => {
    for (let round = 0; round < 2; round++) {
      expect(preferredCoding("gzip, deflate, br")).toBe("br");
      expect(preferredCoding("gzip, br;q=0")).toBe("gzip");
    }
    // A client writing a new header each time cannot grow the server's memory, and each is still read right.
    for (let i = 0; i < 1_000; i++) {
      expect(preferredCoding(`gzip;q=0.${i % 9}, x-${i}`)).toBe(i % 9 === 0 ? "identity" : "gzip");
      expect(codingsKept()).toBeLessThanOrEqual(64);
    }
    expect(preferredCoding("br;q=0, gzip;q=0, *")).toBe("identity");
  });
});
