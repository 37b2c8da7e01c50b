import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { sampleMatchListJson } from "../../testing/sample-match-list";
import { EncodedBody, windowBitsFor } from "./encoded-reply";

describe("EncodedBody", () => {
  it("fits the brotli window to the body: the smallest that holds it, within brotli's bounds", () => {
    expect(windowBitsFor(0)).toBe(constants.BROTLI_MIN_WINDOW_BITS);
    expect(windowBitsFor(1_000)).toBe(10);
    expect(windowBitsFor(1_009)).toBe(11);
    expect(windowBitsFor(43_000)).toBe(16);
    expect(windowBitsFor(1e9)).toBe(constants.BROTLI_MAX_WINDOW_BITS);
    for (const bytes of [1_024, 3_000, 65_520, 65_521, 200_000]) expect(2 ** windowBitsFor(bytes) - 16).toBeGreaterThanOrEqual(bytes);
  });

  it("compresses a shared body as small as brotli's default window does, and both codings give the body back", () => {
    for (const matches of [12, 80, 400]) {
      const json = sampleMatchListJson(matches);
      const body = new EncodedBody("application/json", json);
      const defaultWindow = brotliCompressSync(Buffer.from(json), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      expect(body.in("br").length).toBeLessThanOrEqual(defaultWindow.length);
      expect(brotliDecompressSync(body.in("br")).toString()).toBe(json);
      expect(gunzipSync(body.in("gzip")).toString()).toBe(json);
    }
  });
});
