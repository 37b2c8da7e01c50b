import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SettingsBody } from "@shared/api/auth";
import { apiRequest } from "../../../lib/api";
import { settingsSaved } from "@client/lib/domain-events";
import { routes } from "@shared/api/routes";

/** PATCH /api/auth/user/settings; the reply is the updated user, which replaces the cached one. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) => apiRequest(routes.auth.settings, { body }),
    onSuccess: (user) => settingsSaved(queryClient, user),
  });
}
