import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeagueSummary } from "@shared/api/leagues";
import { routes, urlOf } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";
import { leagueChanged, leagueLeft } from "../../../lib/domain-events";

const json = async <T>(response: Response) => (await response.json()) as T;

/** After any change, the league reads are read again (leagueChanged). */
function useLeagueRefresh() {
  const queryClient = useQueryClient();
  return () => leagueChanged(queryClient);
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
  return useMutation({
    mutationFn: async (action: { kind: "close" } | { kind: "leave" } | { kind: "remove"; userId: number }) => {
      if (action.kind === "close") await apiRequest({ method: "DELETE", path: urlOf(routes.leagues.close, { id }) });
      else if (action.kind === "leave") await apiRequest({ method: "POST", path: urlOf(routes.leagues.leave, { id }) });
      else await apiRequest({ method: "DELETE", path: urlOf(routes.leagues.removeMember, { id, userId: action.userId }) });
      return action;
    },
    // Removing a member changes the league; closing or leaving it takes the player out of it.
    onSuccess: (action) => (action.kind === "remove" ? leagueChanged(queryClient) : leagueLeft(queryClient, id)),
  });
}
