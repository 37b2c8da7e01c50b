import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "./server-process";

// The first port the system hands to an outgoing connection (Linux's default where /proc is absent).
const ephemeralStart = (() => {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
  } catch {
    return 32_768;
  }
})();

describe("freePort", () => {
  it("hands out ports below the ephemeral range that a server can then listen on", async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) expect(port).toBeLessThan(ephemeralStart);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(ports[0], "127.0.0.1", resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it("passes over a port someone already listens on", async () => {
    const taken = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    const random = Math.random;
    // The first draw lands on the busy port, the next on any other.
    let draws = 0;
    Math.random = () => (draws++ === 0 ? (port - 20_000 + 0.5) / 12_000 : random());
    try {
      expect(await freePort()).not.toBe(port);
      expect(draws).toBeGreaterThan(1);
    } finally {
      Math.random = random;
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
