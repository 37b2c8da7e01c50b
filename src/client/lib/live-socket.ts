import type { MatchStateMessage, WsClientMessage } from "@shared/api/live";
import { routes } from "@shared/api/routes";
import { isMatchState } from "./match-state-message";
import { reconnectDelay } from "./reconnect-delay";

// One /ws connection per tab (docs/decisions.md), shared by whatever listens: the match page's state and
// commentary, the arena's cards, and the bell's news of notifications. It is open while anything listens,
// follows at most one match and, while the arena is shown, every match's state; it comes back after a
// drop with a growing, random delay (reconnect-delay.ts), following the same again.

type Listener = (message: unknown) => void;

const listeners = new Set<Listener>();
let socket: WebSocket | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** Tries in a row since the socket was last open. */
let attempt = 0;
/** The match followed, and by how many parts of the page (its state and its commentary). */
let followed: { matchId: number; by: number } | undefined;
/** How many parts of the page follow every match's state (the arena). */
let arenaFollowers = 0;

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
    attempt = 0;
    if (followed !== undefined) send({ type: "subscribe", matchId: followed.matchId });
    if (arenaFollowers > 0) send({ type: "arena", follow: true });
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
    retryTimer = setTimeout(connect, reconnectDelay(attempt));
    attempt += 1;
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

/** True while the tab's socket is open: what is followed is being pushed. */
export function liveSocketOpen(): boolean {
  return socket?.readyState === WebSocket.OPEN;
}

/**
 * Follows one match on the tab's socket: its state, then its recent commentary, then both as they
 * happen. Parts of the page may follow the same match; each follow subscribes again, so the part that
 * came last gets the replay too, and the match is left when the last of them unfollows.
 */
export function followMatch(matchId: number): () => void {
  followed = followed?.matchId === matchId ? { matchId, by: followed.by + 1 } : { matchId, by: 1 };
  send({ type: "subscribe", matchId });
  let done = false;
  return () => {
    if (done || followed?.matchId !== matchId) return;
    done = true;
    followed = followed.by > 1 ? { matchId, by: followed.by - 1 } : undefined;
    if (!followed) send({ type: "unsubscribe" });
  };
}

/**
 * Follows every match's state on the tab's socket (the arena's cards): no commentary, and the player
 * counts as no match's viewer. The server answers each follow, this one and each after a reconnect,
 * with "arena-followed". Returns the stop; the arena is left when the last follower stops.
 */
export function followArena(): () => void {
  arenaFollowers += 1;
  if (arenaFollowers === 1) send({ type: "arena", follow: true });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    arenaFollowers -= 1;
    if (arenaFollowers === 0) send({ type: "arena", follow: false });
  };
}

/**
 * Hears every match's state (followArena) and, when a follow is answered again after the first (the socket came back
 * from a drop), that pushes were missed. Returns the stop.
 */
export function hearEveryMatch(onState: (state: MatchStateMessage) => void, onMissed: () => void): () => void {
  let followed = false;
  const stopListening = listenLive((data) => {
    if (typeof data === "object" && data !== null && (data as { type?: unknown }).type === "arena-followed") {
      if (followed) onMissed();
      followed = true;
      return;
    }
    if (isMatchState(data)) onState(data);
  });
  const unfollow = followArena();
  return () => {
    unfollow();
    stopListening();
  };
}
