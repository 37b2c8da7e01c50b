import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeagueSummary } from "@shared/api/leagues";
import { queryKey, routes, urlOf } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";

const json = async <T>(response: Response) => (await response.json()) as T;

/** After any change, the player's list and the league's page and tables are read again. */
function useLeagueRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(routes.leagues.mine.path) });
}

export function useCreateLeague() {
  const refresh = useLeagueRefresh();
  return useMutation({
    mutationFn: async (name: string) => json<LeagueSummary>(await apiRequest(routes.leagues.create, { name })),
    onSuccess: refresh,
  });
}

export function useJoinLeague() {
  const refresh = useLeagueRefresh();
  return useMutation({
    mutationFn: async (code: string) => json<LeagueSummary>(await apiRequest(routes.leagues.join, { code })),
    onSuccess: refresh,
  });
}

export function useRenameLeague(id: number) {
  const refresh = useLeagueRefresh();
  return useMutation({
    mutationFn: async (name: string) =>
      json<LeagueSummary>(await apiRequest({ method: "PATCH", path: urlOf(routes.leagues.rename, { id }) }, { name })),
    onSuccess: refresh,
  });
}

/** The owner's new invite code: the old code and its links stop working. */
export function useNewInviteCode(id: number) {
  const refresh = useLeagueRefresh();
  return useMutation({
    mutationFn: async () => json<LeagueSummary>(await apiRequest({ method: "POST", path: urlOf(routes.leagues.newCode, { id }) })),
    onSuccess: refresh,
  });
}

/** Close (owner), leave (member) or remove a member (owner): each answers 204. */
export function useLeagueExit(id: number) {
  const queryClient = useQueryClient();
  const refresh = useLeagueRefresh();
  return useMutation({
    mutationFn: async (action: { kind: "close" } | { kind: "leave" } | { kind: "remove"; userId: number }) => {
      if (action.kind === "close") await apiRequest({ method: "DELETE", path: urlOf(routes.leagues.close, { id }) });
      else if (action.kind === "leave") await apiRequest({ method: "POST", path: urlOf(routes.leagues.leave, { id }) });
      else await apiRequest({ method: "DELETE", path: urlOf(routes.leagues.removeMember, { id, userId: action.userId }) });
      return action;
    },
    onSuccess: (action) => {
      // Gone from this league: its page would answer 403 or 404 now, so it is not read again.
      if (action.kind !== "remove") queryClient.removeQueries({ queryKey: queryKey(routes.leagues.get, { id }) });
      return refresh();
    },
  });
}
