import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LeagueInvitePreview } from "@shared/api/leagues";
import { queryKey, routes } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";

/**
 * What an invite link says before signing in: the league's name, owner and size (public). The code
 * comes from the address bar, so the URL escapes it; a malformed one is the server's 400.
 */
export const invitePreviewQueryOptions = (code: string) =>
  queryOptions<LeagueInvitePreview>({
    queryKey: queryKey(routes.leagues.invitePreview, { code }),
    queryFn: () => apiRequest(routes.leagues.invitePreview, { params: { code } }),
  });
export const useInvitePreview = (code: string | undefined) => useQuery({ ...invitePreviewQueryOptions(code ?? ""), enabled: code !== undefined });
