import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LeagueInvitePreview } from "@shared/api/leagues";
import { queryKey, routes, urlOf } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";

/**
 * What an invite link says before signing in: the league's name, owner and size (public). The code
 * comes from the address bar, so the URL escapes it; a malformed one is the server's 400.
 */
export const invitePreviewQueryOptions = (code: string) =>
  queryOptions<LeagueInvitePreview>({
    queryKey: queryKey(routes.leagues.invitePreview, { code }),
    queryFn: async () =>
      (await apiRequest({ method: "GET", path: urlOf(routes.leagues.invitePreview, { code }) })).json() as Promise<LeagueInvitePreview>,
  });
export const useInvitePreview = (code: string | undefined) => useQuery({ ...invitePreviewQueryOptions(code ?? ""), enabled: code !== undefined });
