import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SeasonOverview } from "@shared/api/season";
import { queryKey, routes } from "@shared/api/routes";
import { awaitingSeal } from "../lib/season-view";

/** While a deadline has passed and the server has not sealed its questions yet, the questions are read this often. */
export const SEAL_POLL_MS = 5_000;

/**
 * GET /api/season: every competition's season questions, the player's answers, the oracles' and the odds. Read
 * again whenever the page opens, since other players' answers and each matchday's odds move it and no event of this
 * player's says so; and every few seconds between a deadline and its seal (docs/decisions.md#season-page).
 */
export const seasonQueryOptions = () =>
  queryOptions<SeasonOverview>({
    queryKey: queryKey(routes.season.overview),
    refetchOnMount: "always",
    refetchInterval: (query) => (query.state.data && awaitingSeal(query.state.data, Date.now()) ? SEAL_POLL_MS : false),
  });

export const useSeason = () => useQuery(seasonQueryOptions());
