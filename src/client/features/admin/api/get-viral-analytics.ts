import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ViralAnalytics } from "./admin-types";
import { queryKey, routes } from "@shared/api/routes";

/** GET /api/admin/analytics/viral: shares, referrals, growth and the viral loop (SPEC §3). Admins only. */
export const viralAnalyticsQueryOptions = queryOptions<ViralAnalytics>({ queryKey: queryKey(routes.admin.viral) });

/** SPEC §6: only made once the admin check said yes. */
export function useViralAnalytics({ enabled }: { enabled: boolean }) {
  return useQuery({ ...viralAnalyticsQueryOptions, enabled });
}
