import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SettingsBody, User } from "@shared/api/auth";
import { apiRequest } from "../../../lib/api";
import { userQueryKey } from "@client/lib/signed-in-user";
import { routes } from "@shared/api/routes";

/** PATCH /api/auth/user/settings; the reply is the updated user, which replaces the cached one. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SettingsBody) => (await apiRequest(routes.auth.settings, body)).json() as Promise<User>,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
