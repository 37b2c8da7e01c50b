// The admin reply shapes, from the shared contract (docs/decisions.md#http).
export type {
  AdminBets,
  AdminCheck,
  AdminMatches,
  AdminPlayer,
  AdminProvider,
  AdminUsers,
  FootballProviderName,
  SharePlatform,
  ViralAnalytics,
} from "@shared/api/admin";
export { SHARE_PLATFORMS } from "@shared/api/admin";
