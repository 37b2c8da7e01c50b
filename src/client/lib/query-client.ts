import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

// Never stale, no refetch on focus, no polling unless a query asks, no retries: reads go stale through
// lib/domain-events/ and the server's pushes (docs/decisions.md#client).
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

/** The browser's one client. The server renders each page with a client of its own (entry-server.tsx). */
export const queryClient = createQueryClient();
