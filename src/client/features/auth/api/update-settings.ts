import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SettingsBody, User } from "@shared/api/auth";
import { apiRequest } from "../../../lib/api";
import { settingsSaved } from "@client/lib/domain-events";
import { routes } from "@shared/api/routes";

/** PATCH /api/auth/user/settings; the reply is the updated user, which replaces the cached one. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SettingsBody) => (await apiRequest(routes.auth.settings, body)).json() as Promise<User>,
    onSuccess: (user) => settingsSaved(queryClient, user),
  });
}
