import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminProvider } from "./admin-types";
import { queryKey, routes } from "@shared/api/routes";

/**
 * Read again this often while the page is open: the leader records a sync every few minutes (every
 * minute while a match is live), and an operator watching a failing feed should see it recover without reloading.
 */
export const PROVIDER_REFRESH_MS = 30_000;

/** GET /api/admin/provider: the football provider's last sync, failures and limit. Admins only. */
export const adminProviderQueryOptions = queryOptions<AdminProvider>({
  queryKey: queryKey(routes.admin.provider),
  refetchOnMount: "always",
  refetchInterval: PROVIDER_REFRESH_MS,
});

/** Only made once the admin check said yes (docs/rules.md#page-admin). */
export function useAdminProvider({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminProviderQueryOptions, enabled });
}
