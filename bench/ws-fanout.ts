import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import WebSocket from "ws";
import type { Match } from "../src/shared/api/matches";
import { freePort, startServerProcess } from "../src/server/testing/server-process";
import { percentile } from "./bench-database";
import { rssMb, signUpOverHttp } from "./bench-server";
import { frameText } from "../src/server/live/ws-text";

// WebSocket fan-out on one instance: N sockets (default 10,000) subscribed to one live match; the
// next commentary line the match produces is timed from its creation to each socket. The server
// runs as its own process so its memory is its own.
const SOCKETS = Number(process.argv[2] ?? 10_000);
const dataDir = mkdtempSync(path.join(tmpdir(), "prophecy-bench-ws-"));
// Ten thousand viewers from one loopback address: past the per-network socket cap on purpose.
const server = await startServerProcess(
  { DATA_DIR: dataDir, SIM_SPEED: "60", LOG_LEVEL: "warn", WS_SOCKETS_PER_ADDRESS: "100000" },
  await freePort(),
);

try {
  const cookie = await signUpOverHttp(server.url, "wsbench");
  let live: Match | undefined;
  while (!live) {
    const all = (await (await fetch(`${server.url}/api/matches`, { headers: { cookie } })).json()) as Match[];
    live = all.find((m) => m.status === "live" && (m.minute ?? 0) < 40);
    if (!live) await new Promise((r) => setTimeout(r, 500));
  }
  const rssBefore = rssMb(server.child.pid);
  const received: number[] = [];
  let subscribedAt = "";
  let subscribed = 0;
  const sockets: WebSocket[] = [];
  const opened = performance.now();
  for (let i = 0; i < SOCKETS; i++) {
    const socket = new WebSocket(`${server.url.replace("http", "ws")}/ws`);
    socket.on("open", () => socket.send(JSON.stringify({ type: "subscribe", matchId: live.id })));
    socket.on("message", (data) => {
      const message = JSON.parse(frameText(data)) as { type: string; createdAt?: string };
      if (message.type === "subscribed") subscribed += 1;
      else if (message.type === "commentary" && subscribedAt && message.createdAt! > subscribedAt) {
        received.push(Date.now() - new Date(message.createdAt!).getTime());
      }
    });
    socket.on("error", () => {});
    sockets.push(socket);
    if (i % 500 === 499) await new Promise((r) => setTimeout(r, 20));
  }
  while (subscribed < SOCKETS && performance.now() - opened < 300_000) await new Promise((r) => setTimeout(r, 100));
  subscribedAt = new Date().toISOString();
  const rssSubscribed = rssMb(server.child.pid);
  console.log(
    `${subscribed.toLocaleString("en-US")} sockets subscribed to match ${live.id} in ${((performance.now() - opened) / 1000).toFixed(1)} s`,
  );
  // Wait for the first new line to reach (nearly) everyone.
  const waitStart = performance.now();
  while (received.length < subscribed && performance.now() - waitStart < 60_000) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 500));
  const firstLine = received.slice(0, subscribed).sort((a, b) => a - b);
  console.log(`first new commentary line delivered to ${firstLine.length.toLocaleString("en-US")} sockets`);
  console.log(`delivery latency from creation: p50 ${percentile(firstLine, 50)} ms, p99 ${percentile(firstLine, 99)} ms, max ${firstLine.at(-1)} ms`);
  console.log(
    `server RSS: ${rssBefore.toFixed(0)} MB before sockets, ${rssSubscribed.toFixed(0)} MB with ${subscribed} subscribed (${(((rssSubscribed - rssBefore) * 1024) / Math.max(subscribed, 1)).toFixed(1)} KB per socket)`,
  );
  for (const socket of sockets) socket.terminate();
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
