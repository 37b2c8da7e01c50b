import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A load balancer for tests: each HTTP request and each WebSocket handshake goes to the next instance
 * in turn, whoever sent it, as a round-robin balancer without sticky sessions would. It adds the
 * client's address as X-Forwarded-For, as a proxy in front of the game does.
 */
export interface RoundRobinProxy {
  url: string;
  /** How many requests and handshakes each instance was sent, in the order the targets were given. */
  sent: number[];
  close(): Promise<void>;
}

/** Listens on `port` (a free one when 0) of 127.0.0.1. */
export async function startRoundRobinProxy(targets: readonly string[], port = 0): Promise<RoundRobinProxy> {
  const hosts = targets.map((target) => new URL(target));
  const sent = hosts.map(() => 0);
  let next = 0;
  const pick = () => {
    const index = next++ % hosts.length;
    sent[index]! += 1;
    return hosts[index]!;
  };
  const forwarded = (request: http.IncomingMessage) => {
    const previous = request.headers["x-forwarded-for"];
    const client = request.socket.remoteAddress ?? "127.0.0.1";
    return previous ? `${String(previous)}, ${client}` : client;
  };

  const server = http.createServer((request, response) => {
    const target = pick();
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-for": forwarded(request) },
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "application/json" });
      response.end(JSON.stringify({ message: "The instance did not answer" }));
    });
    request.pipe(upstream);
  });

  // A WebSocket handshake is passed through as bytes, then the two sockets are joined.
  server.on("upgrade", (request, client: net.Socket, head: Buffer) => {
    const target = pick();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const headers = { ...request.headers, "x-forwarded-for": forwarded(request) };
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) {
        for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
      }
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const end = () => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on("error", end);
    client.on("error", end);
    upstream.on("close", end);
    client.on("close", end);
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
