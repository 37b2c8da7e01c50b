import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminMatches } from "./admin-types";
import { queryKey, routes } from "@shared/api/routes";

/** GET /api/admin/matches: matches by status, settled matches, predictions, bets per match. Admins only. */
export const adminMatchesQueryOptions = queryOptions<AdminMatches>({ queryKey: queryKey(routes.admin.matches), refetchOnMount: "always" });

/** Only made once the admin check said yes (docs/rules.md#page-admin). */
export function useAdminMatches({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminMatchesQueryOptions, enabled });
}
