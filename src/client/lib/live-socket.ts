import type { WsClientMessage } from "@shared/api/live";
import { routes } from "@shared/api/routes";

// One /ws connection per tab (DESIGN §5), shared by whatever listens: the match page's commentary and
// the bell's news of notifications. It is open while anything listens, follows at most one match, and
// comes back after a drop with a growing delay, following the same match again.

type Listener = (message: unknown) => void;

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;

const listeners = new Set<Listener>();
let socket: WebSocket | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryMs = RETRY_FIRST_MS;
let followed: number | undefined;

function socketUrl(): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${routes.live.socket.path}`;
}

function send(message: WsClientMessage): void {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function connect(): void {
  retryTimer = undefined;
  const current = new WebSocket(socketUrl());
  socket = current;
  current.onopen = () => {
    retryMs = RETRY_FIRST_MS;
    if (followed !== undefined) send({ type: "subscribe", matchId: followed });
  };
  current.onmessage = (event: MessageEvent) => {
    let data: unknown;
    try {
      data = JSON.parse(String(event.data));
    } catch {
      return;
    }
    for (const listener of [...listeners]) listener(data);
  };
  current.onclose = () => {
    if (socket !== current) return;
    socket = undefined;
    if (listeners.size === 0) return;
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };
}

/** Hears every message on the tab's socket, opening it if needed; returns the stop, which closes it when nothing else listens. */
export function listenLive(listener: Listener): () => void {
  listeners.add(listener);
  if (!socket && retryTimer === undefined) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const closing = socket;
    socket = undefined;
    closing?.close();
  };
}

/** Follows one match's commentary on the tab's socket (the server replays its recent lines); returns the unfollow. */
export function followMatch(matchId: number): () => void {
  followed = matchId;
  send({ type: "subscribe", matchId });
  return () => {
    if (followed !== matchId) return;
    followed = undefined;
    send({ type: "unsubscribe" });
  };
}
