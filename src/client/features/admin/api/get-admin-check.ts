import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminCheck } from "./admin-types";
import { queryKey, routes } from "@shared/api/routes";

/** GET /api/admin/check: any signed-in user may ask whether they are an admin. */
export const adminCheckQueryOptions = queryOptions<AdminCheck>({ queryKey: queryKey(routes.admin.check) });

export function useAdminCheck({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminCheckQueryOptions, enabled });
}
