import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MarkReadBody, NotificationList, Preferences, PreferencesReply } from "@shared/api/notifications";
import { queryKey, routes } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";
import { notificationsRead, pushSubscribed, remindersSaved } from "../../../lib/domain-events";
import { useT } from "../../../lib/i18n/area";
import { subscribeThisDevice } from "../lib/push-device";
import { notificationsArea } from "../messages";

/** The bell's list: the unread count and the newest notifications. */
export const notificationsQueryOptions = () => queryOptions<NotificationList>({ queryKey: queryKey(routes.notifications.list) });
export const useNotifications = () => useQuery(notificationsQueryOptions());

/** Marks notifications read; then notificationsRead. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) => apiRequest(routes.notifications.read, { body }),
    onSuccess: () => notificationsRead(queryClient),
  });
}

/** The reminder settings: the choices, whether e-mail can be chosen, and the competitions to follow. */
export const preferencesQueryOptions = () => queryOptions<PreferencesReply>({ queryKey: queryKey(routes.notifications.preferences) });
export const usePreferences = () => useQuery(preferencesQueryOptions());

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Preferences) => apiRequest(routes.notifications.savePreferences, { body }),
    onSuccess: (reply) => remindersSaved(queryClient, reply),
  });
}

/** Asks for a reminder of one match before its kick-off (PUT /api/matches/:id/reminder); the reply is the settings. */
export function useRemindMatch(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(routes.notifications.remindMatch, { params: { id: matchId } }),
    onSuccess: (reply) => remindersSaved(queryClient, reply),
  });
}

/** Subscribes this device to push (the permission is asked here, on the player's click) and tells the server. */
export function useSubscribeDevice() {
  const queryClient = useQueryClient();
  const t = useT(notificationsArea);
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await apiRequest(routes.notifications.pushKey);
      await apiRequest(routes.notifications.subscribePush, { body: await subscribeThisDevice(publicKey, t) });
    },
    onSuccess: () => pushSubscribed(queryClient),
  });
}
