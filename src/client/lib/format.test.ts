import { describe, expect, it } from "vitest";
import { formatProbability } from "./format";

describe("formatProbability", () => {
  it("writes a chance still there but under a tenth of a percent as tiny, never as none", () => {
    expect(formatProbability(0.0004, "en")).toBe("<0.1%");
    expect(formatProbability(0.0005, "en")).toBe("0.1%");
    expect(formatProbability(0, "en")).toBe("0.0%");
    expect(formatProbability(0.123, "en")).toBe("12.3%");
    expect(formatProbability(0.0004, "de")).toBe("<0,1\u00a0%");
  });
});
