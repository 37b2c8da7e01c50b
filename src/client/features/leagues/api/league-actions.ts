import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeagueRulesBody } from "@shared/api/leagues";
import { routes } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";
import { leagueChanged, leagueLeft } from "../../../lib/domain-events";

/** After any change, the league reads are read again (leagueChanged). */
function useLeagueRefresh() {
  const queryClient = useQueryClient();
  return () => leagueChanged(queryClient);
}

export function useCreateLeague() {
  const refresh = useLeagueRefresh();
  return useMutation({
    mutationFn: (name: string) => apiRequest(routes.leagues.create, { body: { name } }),
    onSuccess: refresh,
  });
}

export function useJoinLeague() {
  const refresh = useLeagueRefresh();
  return useMutation({
    mutationFn: (code: string) => apiRequest(routes.leagues.join, { body: { code } }),
    onSuccess: refresh,
  });
}

export function useRenameLeague(id: number) {
  const refresh = useLeagueRefresh();
  return useMutation({
    mutationFn: (name: string) => apiRequest(routes.leagues.rename, { params: { id }, body: { name } }),
    onSuccess: refresh,
  });
}

/** The owner's new invite code: the old code and its links stop working. */
export function useNewInviteCode(id: number) {
  const refresh = useLeagueRefresh();
  return useMutation({
    mutationFn: () => apiRequest(routes.leagues.newCode, { params: { id } }),
    onSuccess: refresh,
  });
}

/** Close (owner), leave (member) or remove a member (owner): each answers 204. */
export function useLeagueExit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: { kind: "close" } | { kind: "leave" } | { kind: "remove"; userId: number }) => {
      if (action.kind === "close") await apiRequest(routes.leagues.close, { params: { id } });
      else if (action.kind === "leave") await apiRequest(routes.leagues.leave, { params: { id } });
      else await apiRequest(routes.leagues.removeMember, { params: { id, userId: action.userId } });
      return action;
    },
    // Removing a member changes the league; closing or leaving it takes the player out of it.
    onSuccess: (action) => (action.kind === "remove" ? leagueChanged(queryClient) : leagueLeft(queryClient, id)),
  });
}

/** The owner hands the league to another member (docs/rules.md#leagues); the page then shows a member's tools. */
export function useHandOverLeague(id: number) {
  const refresh = useLeagueRefresh();
  return useMutation({
    mutationFn: (userId: number) => apiRequest(routes.leagues.handOver, { params: { id }, body: { userId } }),
    onSuccess: refresh,
  });
}

/** The owner's rules from next week on (docs/rules.md#league-rules). */
export function useSetLeagueRules(id: number) {
  const refresh = useLeagueRefresh();
  return useMutation({
    mutationFn: (rules: LeagueRulesBody) => apiRequest(routes.leagues.setRules, { params: { id }, body: rules }),
    onSuccess: refresh,
  });
}
