import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "@shared/api/auth";
import { getQueryFn } from "./api";
import { queryKey, routes } from "@shared/api/routes";

export const userQueryKey = queryKey(routes.auth.user);

// The user lookup answers "signed out" with null instead of throwing, and is never retried (docs/decisions.md#client).
export const userQueryOptions = queryOptions<User | null>({
  queryKey: userQueryKey,
  queryFn: getQueryFn<User | null>({ on401: "returnNull" }),
  retry: false,
});

export function useAuth() {
  const { data, isLoading } = useQuery(userQueryOptions);
  return { user: data ?? null, isLoading, isAuthenticated: !!data };
}

/** Username, then first name, then e-mail, then 'Player' (docs/rules.md#accounts). */
export function displayName(user: Pick<User, "username" | "firstName" | "email">): string {
  return user.username || user.firstName || user.email || "Player";
}
