import type { MatchStateMessage } from "@shared/api/live";
import type { MatchStatus } from "@shared/api/matches";

/** Every status, so a push with one this page does not know is dropped. Typed to fail when the contract gains one. */
const STATUSES: Record<MatchStatus, true> = { upcoming: true, live: true, completed: true, postponed: true, cancelled: true };

/**
 * The shape of live.ts's matchStateMessage, checked by hand: the match page and the arena do not load zod
 * (docs/decisions.md), and the server builds every message from that same type.
 */
export function isMatchState(value: unknown): value is MatchStateMessage {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Partial<Record<keyof MatchStateMessage, unknown>>;
  return (
    m.type === "match" &&
    typeof m.matchId === "number" &&
    typeof m.status === "string" &&
    Object.hasOwn(STATUSES, m.status) &&
    (m.actualScore === null || typeof m.actualScore === "string") &&
    (m.minute === null || typeof m.minute === "number")
  );
}
