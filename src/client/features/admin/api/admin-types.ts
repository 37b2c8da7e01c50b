// The admin reply shapes, from the shared contract (docs/decisions.md#http).
export type { AdminBets, AdminCheck, AdminMatches, AdminPlayer, AdminUsers, SharePlatform, ViralAnalytics } from "@shared/api/admin";
export { SHARE_PLATFORMS } from "@shared/api/admin";
