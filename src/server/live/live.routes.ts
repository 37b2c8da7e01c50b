import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { liveEndpoints, wsClientMessage, type WsServerMessage } from "../../shared/api/live";
import { describeZodError } from "../platform/http/errors";
import { declared } from "../platform/http/route";
import type { CommentaryHub } from "../commentary/commentary-hub";
import type { SocketCounts } from "../platform/limits/socket-counts";
import { SocketLimits } from "./socket-limits";
import type { SubscriptionSupport } from "./subscription-support";
import type { NotificationSignals } from "../notifications/notification-signals";
import { metrics } from "../platform/metrics/metrics";
import { frameText } from "./ws-text";
import { inLanguage } from "../commentary/line-languages";
import { replyLocale } from "../platform/i18n/request-locale";
import { Outbox } from "./outbox";

const PING_EVERY_MS = 30_000;
/** A socket silent this long is dead. */
const DEAD_AFTER_MS = 75_000;
const MAX_FRAME_BYTES = 4096;
/** More than this many messages in 10 s is a flood: the socket is closed. */
const FLOOD_LIMIT = 30;
/** How long a socket's frames wait for the others of the same moment (outbox.ts): a sync run's states come within it. */
const GATHER_MS = 30;

interface Live {
  lastHeard: number;
  unsubscribe?: () => void;
  matchId?: number;
  viewerKey: string | undefined;
  recent: number[];
  /** Its place under the socket caps, held until it closes. */
  lease: string | undefined;
  /** Subscribes and leaves in the order they came: each waits for the one before to be answered. */
  turn: Promise<void>;
  /** The player's session the socket was opened with, checked again when the player's sessions end. */
  session: { userId: number; token: string } | undefined;
}

/** How a socket opened by a player learns that its session ended (a sign-out, a password reset, a takeover). */
export interface SocketSessions {
  tokenOf(request: FastifyRequest): string | undefined;
  /** True while the session behind the cookie is live. */
  alive(token: string): Promise<boolean>;
}

/**
 * A message's JSON bytes, made once however many sockets it goes to: the hub hands every viewer of a
 * match the same message object, and ten thousand viewers cost one serialization, not ten thousand.
 */
const serialized = new WeakMap<WsServerMessage, Buffer>();
function encoded(payload: WsServerMessage): Buffer {
  let bytes = serialized.get(payload);
  if (!bytes) serialized.set(payload, (bytes = Buffer.from(JSON.stringify(payload))));
  return bytes;
}

/** /ws: subscribe to a match, receive its state and commentary (docs/decisions.md); a player also hears of new notifications. */
export async function liveRoutes(
  app: FastifyInstance,
  {
    hub,
    support,
    signals,
    publicUrl,
    socketsPerAddress,
    socketCounts,
    sessions,
  }: {
    hub: CommentaryHub;
    support: SubscriptionSupport;
    signals: NotificationSignals;
    publicUrl: string;
    socketsPerAddress: number;
    socketCounts: SocketCounts;
    sessions: SocketSessions;
  },
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const limits = new SocketLimits(publicUrl, socketsPerAddress, socketCounts);
  const sockets = new Map<WebSocket, Live>();
  const outbox = new Outbox(GATHER_MS);
  /** The lease a handshake took before its upgrade, for the socket it becomes. */
  const admitted = new WeakMap<FastifyRequest, string | undefined>();

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const [socket, live] of sockets) {
      if (now - live.lastHeard > DEAD_AFTER_MS) {
        socket.terminate();
        continue;
      }
      socket.ping();
      if (live.matchId && live.viewerKey) support.watching(live.matchId, live.viewerKey);
    }
    limits.renew([...sockets.values()].flatMap((live) => (live.lease ? [live.lease] : [])));
  }, PING_EVERY_MS);
  heartbeat.unref();
  /** The sockets following the arena: every match's state goes to each, made into bytes once. */
  const arena = new Map<WebSocket, (payload: WsServerMessage) => void>();
  // Every state the hub delivers, whoever follows the match here, keeps the subscribe's copy current
  // and reaches the arena's followers. A socket following that very match hears it from its subscription.
  const stopObserving = hub.observe((message) => {
    if (message.type !== "match") return;
    support.stateChanged(message);
    for (const [socket, send] of arena) if (sockets.get(socket)?.matchId !== message.matchId) send(message);
  });
  // A player's sessions ended on some instance: each socket of theirs opened with a session that is gone
  // closes, so a device taken back stops hearing the account's notifications. The client comes back
  // signed out, following its match as anyone may.
  const stopHearing = hub.onSignal((signal) => {
    if (signal.type !== "sessions-ended") return;
    for (const [socket, live] of sockets) {
      if (live.session?.userId !== signal.userId) continue;
      const { token } = live.session;
      sessions
        .alive(token)
        .then((alive) => {
          if (!alive) socket.close(1008, "Signed out");
        })
        .catch((err: unknown) => app.log.error({ err }, "checking a socket's session failed"));
    }
  });
  app.addHook("onClose", async () => {
    clearInterval(heartbeat);
    stopObserving();
    stopHearing();
    outbox.flush();
    for (const socket of sockets.keys()) socket.terminate();
  });

  app.route({
    ...declared(liveEndpoints.socket),
    // A plain HTTP request (no upgrade) gets the one error shape, not the plugin's empty 404.
    handler: (_request, reply) => reply.status(426).header("upgrade", "websocket").send({ message: "Connect to /ws with a WebSocket client" }),
    // Before the upgrade: a refused handshake costs an HTTP reply, not a socket.
    preValidation: async (request, reply) => {
      // A plain request takes no place: the handler answers it 426.
      if (!request.ws) return;
      const verdict = await limits.admit(request);
      if ("status" in verdict) return reply.status(verdict.status).send({ message: verdict.message });
      admitted.set(request, verdict.lease);
    },
    wsHandler: (socket, request) => {
      const live: Live = {
        lastHeard: Date.now(),
        // Viewers are players (docs/rules.md#live: a player's tabs count once). A signed-out
        // socket may follow the feed but is nobody's session, so it never counts.
        viewerKey: request.user ? `u:${request.user.id}` : undefined,
        recent: [],
        lease: admitted.get(request),
        turn: Promise.resolve(),
        session: undefined,
      };
      const token = sessions.tokenOf(request);
      if (request.user && token) live.session = { userId: request.user.id, token };
      sockets.set(socket, live);
      metrics.wsSockets.inc();
      // The socket's language, fixed at the upgrade: the signed-in account's, else the visitor's.
      const locale = replyLocale(request);
      const send = (payload: WsServerMessage) => {
        if (socket.readyState !== socket.OPEN) return;
        // A commentary line in the socket's language: one copy per line and language, serialized once.
        outbox.send(socket, request.socket, encoded(inLanguage(payload, locale)));
        metrics.wsMessages.inc();
      };
      // A player's socket also hears of their new notifications.
      const disconnect = request.user ? signals.connect(request.user.id, send) : undefined;
      socket.on("pong", () => (live.lastHeard = Date.now()));
      socket.on("close", () => {
        disconnect?.();
        arena.delete(socket);
        live.unsubscribe?.();
        sockets.delete(socket);
        metrics.wsSockets.dec();
        limits.release(live.lease);
      });
      socket.on("error", () => socket.terminate());
      socket.on("message", (data, isBinary) => {
        const now = Date.now();
        live.lastHeard = now;
        live.recent = live.recent.filter((t) => now - t < 10_000);
        live.recent.push(now);
        if (live.recent.length > FLOOD_LIMIT) {
          socket.close(1008, "Too many messages");
          return;
        }
        if (isBinary) return send({ type: "error", message: "Send JSON text messages" });
        let parsed: unknown;
        try {
          parsed = JSON.parse(frameText(data));
        } catch {
          return send({ type: "error", message: "Messages must be JSON" });
        }
        const result = wsClientMessage.safeParse(parsed);
        if (!result.success) return send({ type: "error", message: describeZodError(result.error) });
        const wanted = result.data;
        // The arena's follow is the socket's own flag, in no hub and on no match: it needs no turn.
        if (wanted.type === "arena") {
          if (!wanted.follow) return void arena.delete(socket);
          arena.set(socket, send);
          return send({ type: "arena-followed" });
        }
        live.turn = live.turn
          .then(async () => {
            live.unsubscribe?.();
            live.unsubscribe = undefined;
            live.matchId = undefined;
            if (wanted.type === "unsubscribe") return;
            const { matchId } = wanted;
            // Only a match that exists is followed: an unknown id gets its error and leaves no
            // subscription in the hub and no viewer row behind.
            if (!(await support.matchState(matchId))) return send({ type: "error", message: "Match not found" });
            // Closed while the match was looked up: its close has run, so nothing would take this subscription back.
            if (!sockets.has(socket)) return;
            live.matchId = matchId;
            // A state pushed from here on is newer than the stored one: then that one is not sent.
            const pushed = { state: false };
            live.unsubscribe = hub.subscribe(matchId, (message) => {
              if (message.type === "match") pushed.state = true;
              send(message);
            });
            send({ type: "subscribed", matchId });
            if (live.viewerKey) support.watching(matchId, live.viewerKey);
            // Read again once subscribed: a state the hub delivered meanwhile replaced the stored copy.
            const state = await support.matchState(matchId);
            // The state first: a page that missed pushes while away (a dropped socket) catches up.
            if (state && !pushed.state) send(state);
            // Oldest first, so a client keeping the newest 10 ends with the right ones on top.
            for (const line of [...(await support.recentLines(matchId))].reverse()) send(line);
          })
          .catch((err: unknown) => request.log.error({ err }, "subscribe failed"));
      });
    },
  });
}
