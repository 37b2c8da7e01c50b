import { describe, expect, it } from "vitest";
import { preferredCoding } from "./accept-encoding";
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
});
