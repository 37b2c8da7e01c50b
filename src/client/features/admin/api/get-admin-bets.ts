import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminBets } from "./admin-types";
import { queryKey, routes } from "@shared/api/routes";

/** GET /api/admin/bets: the betting economy and the house edge. Admins only. */
export const adminBetsQueryOptions = queryOptions<AdminBets>({ queryKey: queryKey(routes.admin.bets), refetchOnMount: "always" });

/** Only made once the admin check said yes (docs/rules.md#page-admin). */
export function useAdminBets({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminBetsQueryOptions, enabled });
}
