import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProvidersResponse } from "@shared/api/auth";
import { queryKey, routes } from "@shared/api/routes";

export const providersQueryOptions = queryOptions<ProvidersResponse>({ queryKey: queryKey(routes.auth.providers) });

export function useProviders() {
  return useQuery(providersQueryOptions);
}
