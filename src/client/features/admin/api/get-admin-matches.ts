import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminMatches } from "./admin-types";
import { queryKey, routes } from "@shared/api/routes";

/** GET /api/admin/matches: matches by status, settled matches, predictions, bets per match. Admins only. */
export const adminMatchesQueryOptions = queryOptions<AdminMatches>({ queryKey: queryKey(routes.admin.matches) });

/** SPEC §6: only made once the admin check said yes. */
export function useAdminMatches({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminMatchesQueryOptions, enabled });
}
