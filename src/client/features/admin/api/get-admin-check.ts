import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminCheck } from "./admin-types";

/** GET /api/admin/check: any signed-in user may ask whether they are an admin. */
export const adminCheckQueryOptions = queryOptions<AdminCheck>({ queryKey: ["/api/admin/check"] });

export function useAdminCheck({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminCheckQueryOptions, enabled });
}
