import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, globalAgent, type Server } from "node:https";
import { createServer as createTcpServer, type AddressInfo, type Socket } from "node:net";
import { createRequire } from "node:module";

// http_ece comes with web-push (it encrypts the messages); the tests use it the other way round, as a
// browser's push service and browser would: decrypting with the device's private key and secret.
// Push services speak only https, and web-push only calls https: the service has a self-signed
// certificate for 127.0.0.1 (fixtures/, valid for a century), which this process is told to trust.
const require = createRequire(import.meta.url);
const ece = require("http_ece") as { decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: Buffer }): Buffer };

export interface PushDevice {
  /** What the browser's PushSubscription.toJSON() would give. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The messages the device received, decrypted. */
  received: unknown[];
  /** Headers of each delivery (the VAPID authorization among them). */
  headers: Array<Record<string, string | string[] | undefined>>;
}

export interface LocalPushService {
  /** Its host:port, for PUSH_SERVICE_HOSTS: the server sends only to push services it knows. */
  host: string;
  /** Connections it has accepted, to show that a refused endpoint was never reached. */
  connections(): number;
  /** A device subscribed at this service; `gone` makes its endpoint answer 410, as an expired subscription's does. */
  device(options?: { gone?: boolean }): PushDevice;
  close(): Promise<void>;
}

/** A local push service: endpoints that take RFC 8291 messages (aes128gcm), decrypt them and keep them per device. */
export async function startPushService(): Promise<LocalPushService> {
  const devices = new Map<string, PushDevice & { ecdh: ECDH; auth: Buffer; gone: boolean }>();
  const cert = readFileSync(new URL("./fixtures/push-service.crt", import.meta.url));
  const key = readFileSync(new URL("./fixtures/push-service.key", import.meta.url));
  globalAgent.options.ca = cert;
  const server: Server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const device = devices.get(request.url ?? "");
      if (!device) return void response.writeHead(404).end();
      if (device.gone) return void response.writeHead(410).end();
      try {
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const plain = ece.decrypt(Buffer.concat(chunks), { version: "aes128gcm", privateKey: device.ecdh, authSecret: device.auth });
        device.received.push(JSON.parse(plain.toString("utf8")));
        device.headers.push(request.headers);
        response.writeHead(201).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  let connections = 0;
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    host: `127.0.0.1:${port}`,
    connections: () => connections,
    device({ gone = false } = {}) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(8).toString("hex")}`;
      const device = {
        subscription: {
          endpoint: `https://127.0.0.1:${port}${path}`,
          keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
        },
        received: [],
        headers: [],
        ecdh,
        auth,
        gone,
      };
      devices.set(path, device);
      return device;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface SilentPushService {
  host: string;
  /** A subscription whose endpoint is here (keys a browser could have made; nothing is ever decrypted). */
  subscription(): PushDevice["subscription"];
  connections(): number;
  close(): Promise<void>;
}

/**
 * A push service that accepts connections and never answers, not even the TLS handshake: what an
 * endpoint aimed at a silent address looks like to the sender, until it gives up.
 */
export async function startSilentPushService(): Promise<SilentPushService> {
  const held = new Set<Socket>();
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections += 1;
    held.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => held.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    subscription() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      return {
        endpoint: `https://${host}/push/${randomBytes(8).toString("hex")}`,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
      };
    },
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of held) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
