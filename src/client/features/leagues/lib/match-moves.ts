import type { MatchStateMessage } from "@shared/api/live";

/**
 * Which pushes move a league's figures (its race, its picks by match): a goal or a new status in one of the matches
 * they show. The first word of a match only sets where it stands, unless it already ended it; the page has read the
 * figures since.
 */
export function matchMoves(counted: ReadonlySet<number>) {
  const seen = new Map<number, string>();
  return (state: MatchStateMessage): boolean => {
    if (!counted.has(state.matchId)) return false;
    const now = `${state.status} ${state.actualScore ?? ""}`;
    const before = seen.get(state.matchId);
    seen.set(state.matchId, now);
    return before === undefined ? state.status === "completed" : before !== now;
  };
}
