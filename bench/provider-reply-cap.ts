import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { OpenLigaDbProvider } from "../src/server/platform/providers/football/openligadb/openligadb-provider";

// What one oversized provider reply costs the server's memory: a local OpenLigaDB streams a season list
// whose one team name is `--mb` MB long (400 by default, the size a review sent), the provider reads it
// once, and the program prints the process's RSS before, at its peak and after (after a collection when
// run with --expose-gc), with what the read ended in (docs/decisions.md#replies-are-untrusted-input).

const MB = 1024 * 1024;
const mbArg = process.argv.indexOf("--mb");
const size = (mbArg > 0 ? Number(process.argv[mbArg + 1]) : 400) * MB;
const CHUNK = Buffer.alloc(64 * 1024, "A");
let sent = 0;

const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  const head = `[{"matchID":1,"matchDateTimeUTC":"2026-11-28T14:30:00Z","leagueId":1,"leagueName":"1. Bundesliga","team1":{"teamId":1,"teamName":"`;
  const tail = `"},"team2":{"teamId":2,"teamName":"RB Leipzig"},"matchIsFinished":false,"matchResults":[],"goals":[]}]`;
  res.write(head);
  const pump = () => {
    while (sent < size) {
      sent += CHUNK.length;
      if (!res.write(CHUNK)) return void res.once("drain", pump);
    }
    res.end(tail);
  };
  res.on("close", () => undefined);
  pump();
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const rssMb = () => (process.memoryUsage().rss / MB).toFixed(0);
const gc = (globalThis as { gc?: () => void }).gc;
console.log(`reply: ${size / MB} MB; rss before: ${rssMb()} MB`);
const provider = new OpenLigaDbProvider({ baseUrl: url, leagues: ["bl1"], timeoutMs: 600_000 });
const started = performance.now();
const outcome = await provider.fixturesBetween(new Date("2026-11-28T00:00:00Z"), new Date("2026-11-29T00:00:00Z")).then(
  (fixtures) => `read, ${fixtures.length} fixtures`,
  (error: unknown) => `failed: ${error instanceof Error ? error.message.slice(0, 120) : String(error)}`,
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
gc?.();
await new Promise((resolve) => setTimeout(resolve, 200));
gc?.();
console.log(`outcome: ${outcome} in ${seconds} s; server sent ${(sent / MB).toFixed(1)} MB`);
console.log(`rss peak: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB; rss after: ${rssMb()} MB${gc ? " (after gc)" : ""}`);
server.closeAllConnections();
server.close();
