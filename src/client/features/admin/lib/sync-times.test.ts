import { describe, expect, it } from "vitest";
import { nextSyncText, sinceText } from "./sync-times";

const NOW = Date.parse("2025-03-01T12:00:00Z");
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const MINUTE = 60_000;

describe("the Match Feed's sync times", () => {
  it("says how long ago the last sync was", () => {
    expect(sinceText(at(-3 * MINUTE), NOW)).toBe("3 minutes ago");
    expect(sinceText(at(-125 * MINUTE), NOW)).toBe("About 2 hours ago");
  });

  it("says when the next sync comes, that it is due, or how long it is overdue", () => {
    expect(nextSyncText(at(7 * MINUTE), NOW)).toBe("In 7 minutes");
    expect(nextSyncText(at(-20_000), NOW)).toBe("Due now");
    expect(nextSyncText(at(-20 * MINUTE), NOW)).toBe("Overdue by 20 minutes");
  });
});
