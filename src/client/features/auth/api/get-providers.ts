import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProvidersResponse } from "@shared/api/auth";

export const providersQueryOptions = queryOptions<ProvidersResponse>({ queryKey: ["/api/auth/providers"] });

export function useProviders() {
  return useQuery(providersQueryOptions);
}
