import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Freshness after a domain event goes through lib/domain-events (docs/decisions.md#client): no other
// client file writes to the query cache or marks its reads stale, so no feature lists another's keys.
// Tests are not the app and may seed a cache.

const client = path.resolve(__dirname);
const eventsModule = path.join(client, "lib", "domain-events");

/** Cache mechanics that are no domain fact, each with its reason. */
const mechanics: Record<string, string> = {
  "main.tsx": "seeds the cache with the data the server rendered the page from",
  "entry-server.tsx": "seeds the server's own client for one render",
  "routes.tsx": "the error boundary drops the inactive reads of a page that failed, so a retry reads them afresh",
};

const CACHE_WRITE = /\.\s*(invalidateQueries|setQueryData|setQueriesData|removeQueries|resetQueries|refetchQueries)\s*(<[^>]*>)?\s*\(/g;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === eventsModule ? [] : sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const writes = (file: string) => [...readFileSync(file, "utf8").matchAll(CACHE_WRITE)].map((m) => m[1]);

describe("client freshness", () => {
  it("is written to the query cache only by lib/domain-events and the cache mechanics", () => {
    const offenders = sourcesUnder(client)
      .map((file) => path.relative(client, file))
      .filter((file) => !(file in mechanics))
      .flatMap((file) => writes(path.join(client, file)).map((call) => `${file}: ${call}`));
    expect(offenders).toEqual([]);
  });

  it("allows only mechanics that still write to the cache (an allowance nothing uses is removed)", () => {
    for (const file of Object.keys(mechanics)) expect(writes(path.join(client, file)), file).not.toEqual([]);
  });

  it("catches each way of writing to the cache", () => {
    const sample = [
      "queryClient.invalidateQueries({ queryKey })",
      "client.setQueryData<Match>(key, value)",
      "qc\n  .removeQueries({ type: 'inactive' })",
      "c.resetQueries()",
      "c.refetchQueries()",
      "c.setQueriesData({}, x)",
    ].join(";");
    expect([...sample.matchAll(CACHE_WRITE)].map((m) => m[1])).toEqual([
      "invalidateQueries",
      "setQueryData",
      "removeQueries",
      "resetQueries",
      "refetchQueries",
      "setQueriesData",
    ]);
  });
});
