import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MarkReadBody, NotificationList, Preferences, PreferencesReply } from "@shared/api/notifications";
import { queryKey, routes } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";

/** The bell's list: the unread count and the newest notifications. */
export const notificationsQueryOptions = () => queryOptions<NotificationList>({ queryKey: queryKey(routes.notifications.list) });
export const useNotifications = () => useQuery(notificationsQueryOptions());

/** Marks notifications read; the list is read again after. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MarkReadBody) => (await apiRequest(routes.notifications.read, body)).json() as Promise<{ unread: number }>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
  });
}

/** The reminder settings: the choices, whether e-mail can be chosen, and the competitions to follow. */
export const preferencesQueryOptions = () => queryOptions<PreferencesReply>({ queryKey: queryKey(routes.notifications.preferences) });
export const usePreferences = () => useQuery(preferencesQueryOptions());

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Preferences) => (await apiRequest(routes.notifications.savePreferences, body)).json() as Promise<PreferencesReply>,
    onSuccess: (reply) => queryClient.setQueryData(preferencesQueryOptions().queryKey, reply),
  });
}
