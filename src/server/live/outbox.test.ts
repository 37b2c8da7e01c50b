import type { AddressInfo, Socket } from "node:net";
import { afterEach, expect, it, vi } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { Outbox } from "./outbox";
import { frameText } from "./ws-text";

interface Pair {
  server: WebSocket;
  raw: Socket;
  client: WebSocket;
  heard: string[];
}

const servers: WebSocketServer[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const server of servers.splice(0)) {
    for (const socket of server.clients) socket.terminate();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server socket with its raw connection, and the client at the other end recording what it hears. */
async function pair(): Promise<Pair> {
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  servers.push(wss);
  await new Promise((resolve) => wss.once("listening", resolve));
  const accepted = new Promise<{ server: WebSocket; raw: Socket }>((resolve) =>
    wss.once("connection", (server, request) => resolve({ server, raw: request.socket })),
  );
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  const heard: string[] = [];
  client.on("message", (data) => heard.push(frameText(data)));
  await new Promise((resolve) => client.once("open", resolve));
  return { ...(await accepted), client, heard };
}

/** Counts the writes that reach the connection (`_write` for one chunk, `_writev` for several at once). */
function countWrites(raw: Socket): () => number {
  const writable = raw as unknown as { _write: (...args: unknown[]) => void; _writev: (...args: unknown[]) => void };
  const one = vi.spyOn(writable, "_write");
  const many = vi.spyOn(writable, "_writev");
  return () => one.mock.calls.length + many.mock.calls.length;
}

const frame = (text: string) => Buffer.from(text);

it("writes a socket's frames of one moment in one write, in the order sent, once the window has passed", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const { server, raw, client, heard } = await pair();
  const writes = countWrites(raw);
  const outbox = new Outbox(30);
  for (const text of ["first", "second", "third"]) outbox.send(server, raw, frame(text));
  await vi.advanceTimersByTimeAsync(29);
  expect(writes()).toBe(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(writes()).toBe(1);
  vi.useRealTimers();
  await vi.waitFor(() => expect(heard).toEqual(["first", "second", "third"]));
  client.close();
});

it("gives each socket its own frames, and a socket that closed while they waited keeps none from the others", async () => {
  const a = await pair();
  const b = await pair();
  const outbox = new Outbox(1_000);
  outbox.send(a.server, a.raw, frame("to a"));
  outbox.send(b.server, b.raw, frame("to b"));
  outbox.send(a.server, a.raw, frame("to a again"));
  a.server.terminate();
  const writesToA = countWrites(a.raw);
  outbox.flush();
  await vi.waitFor(() => expect(b.heard).toEqual(["to b"]));
  expect(writesToA()).toBe(0);
  expect(a.heard).toEqual([]);
  // A later frame starts a new gathering.
  outbox.send(b.server, b.raw, frame("later"));
  outbox.flush();
  await vi.waitFor(() => expect(b.heard).toEqual(["to b", "later"]));
  b.client.close();
});
