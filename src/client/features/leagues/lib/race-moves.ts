import type { MatchStateMessage } from "@shared/api/live";

/**
 * Which pushes move a league's race: a goal or a new status in one of the matches its chances still count. The first
 * word of a match only sets where it stands, unless it already ended it; the page has read the figures since.
 */
export function raceMoves(counted: ReadonlySet<number>) {
  const seen = new Map<number, string>();
  return (state: MatchStateMessage): boolean => {
    if (!counted.has(state.matchId)) return false;
    const now = `${state.status} ${state.actualScore ?? ""}`;
    const before = seen.get(state.matchId);
    seen.set(state.matchId, now);
    return before === undefined ? state.status === "completed" : before !== now;
  };
}
