import { useQuery } from "@tanstack/react-query";
import type { TrackRecord } from "@shared/api/track-record";
import { queryKey, routes } from "@shared/api/routes";

/** GET /api/ai-stats/track-record (public): each oracle's record, scores and reliability buckets. */
export function useTrackRecord() {
  return useQuery<TrackRecord>({ queryKey: queryKey(routes.oracles.trackRecord), refetchOnMount: "always" });
}
