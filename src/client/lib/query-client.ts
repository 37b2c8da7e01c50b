import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

// SPEC §7: never stale, no refetch on focus, no polling unless a query asks, no retries.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
