import { useEffect, useState } from "react";
import type { CommentaryMessage, WsClientMessage, WsServerMessage } from "@shared/api/live";
import { routes } from "@shared/api/routes";
import { COMMENTARY_KEEP } from "@shared/constants";

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;
// On subscribe the server replays the recent lines one message each, oldest first. Shown one by one,
// every line would push the ones above it down (a layout shift, CLS up to 0.2 on the match page);
// lines arriving this close together go into the list in one render, replacing the placeholders.
const BATCH_MS = 100;

function socketUrl(): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${routes.live.socket.path}`;
}

/**
 * The shape of live.ts's commentaryMessage, checked by hand: the match page does not load zod
 * (docs/decisions.md), and the server builds every message from that same type.
 */
function isCommentary(value: unknown, matchId: number): value is CommentaryMessage {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Partial<Extract<WsServerMessage, { type: "commentary" }>>;
  return m.type === "commentary" && m.matchId === matchId && typeof m.message === "string";
}

const keyOf = (m: CommentaryMessage) => `${m.createdAt}|${m.minute}|${m.message}`;

/** Newest first, at most COMMENTARY_KEEP, no repeats (the server replays recent lines on every subscribe). */
export function addMessage(list: CommentaryMessage[], message: CommentaryMessage): CommentaryMessage[] {
  if (list.some((m) => keyOf(m) === keyOf(message))) return list;
  return [message, ...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, COMMENTARY_KEEP);
}

/**
 * Live commentary for one match over /ws (DESIGN §5). The socket is open only while `enabled` (the
 * match is live) and closes on leaving; a dropped connection is retried with a growing delay.
 */
export function useCommentarySocket(matchId: number, enabled: boolean): CommentaryMessage[] {
  const [state, setState] = useState<{ matchId: number; messages: CommentaryMessage[] }>({ matchId, messages: [] });

  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = RETRY_FIRST_MS;
    let stopped = false;
    let pending: CommentaryMessage[] = [];
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      flushTimer = undefined;
      const batch = pending;
      pending = [];
      setState((prev) => ({ matchId, messages: batch.reduce(addMessage, prev.matchId === matchId ? prev.messages : []) }));
    };

    const connect = () => {
      socket = new WebSocket(socketUrl());
      socket.onopen = () => {
        retryMs = RETRY_FIRST_MS;
        socket?.send(JSON.stringify({ type: "subscribe", matchId } satisfies WsClientMessage));
      };
      socket.onmessage = (event: MessageEvent) => {
        let data: unknown;
        try {
          data = JSON.parse(String(event.data));
        } catch {
          return;
        }
        if (!isCommentary(data, matchId)) return;
        pending.push(data);
        flushTimer ??= setTimeout(flush, BATCH_MS);
      };
      socket.onclose = () => {
        if (stopped) return;
        retryTimer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      };
    };
    connect();

    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(flushTimer);
      socket?.close();
    };
  }, [matchId, enabled]);

  return state.matchId === matchId ? state.messages : [];
}
