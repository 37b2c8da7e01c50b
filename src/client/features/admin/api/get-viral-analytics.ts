import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ViralAnalytics } from "./admin-types";
import { queryKey, routes } from "@shared/api/routes";

/** GET /api/admin/analytics/viral: shares, referrals, growth and the viral loop (docs/admin-metrics.md). Admins only. */
export const viralAnalyticsQueryOptions = queryOptions<ViralAnalytics>({ queryKey: queryKey(routes.admin.viral), refetchOnMount: "always" });

/** Only made once the admin check said yes (docs/rules.md#page-admin). */
export function useViralAnalytics({ enabled }: { enabled: boolean }) {
  return useQuery({ ...viralAnalyticsQueryOptions, enabled });
}
