import { useEffect, useState } from "react";
import type { CommentaryMessage, WsServerMessage } from "@shared/api/live";
import { COMMENTARY_KEEP } from "@shared/constants";
import { followMatch, listenLive } from "../../../lib/live-socket";

// On subscribe the server replays the recent lines one message each, oldest first. Shown one by one,
// every line would push the ones above it down (a layout shift, CLS up to 0.2 on the match page);
// lines arriving this close together go into the list in one render, replacing the placeholders.
const BATCH_MS = 100;

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
 * Live commentary for one match over the tab's /ws connection (lib/live-socket.ts, docs/decisions.md#matches-oracles-and-live-play): the
 * match is followed only while `enabled` (the match is live) and left on leaving; the connection
 * comes back by itself after a drop and follows the match again.
 */
export function useCommentarySocket(matchId: number, enabled: boolean): CommentaryMessage[] {
  const [state, setState] = useState<{ matchId: number; messages: CommentaryMessage[] }>({ matchId, messages: [] });

  useEffect(() => {
    if (!enabled) return;
    let pending: CommentaryMessage[] = [];
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      flushTimer = undefined;
      const batch = pending;
      pending = [];
      setState((prev) => ({ matchId, messages: batch.reduce(addMessage, prev.matchId === matchId ? prev.messages : []) }));
    };
    const stopListening = listenLive((data) => {
      if (!isCommentary(data, matchId)) return;
      pending.push(data);
      flushTimer ??= setTimeout(flush, BATCH_MS);
    });
    const unfollow = followMatch(matchId);
    return () => {
      clearTimeout(flushTimer);
      unfollow();
      stopListening();
    };
  }, [matchId, enabled]);

  return state.matchId === matchId ? state.messages : [];
}
