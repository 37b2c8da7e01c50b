import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { userQueryKey } from "../../../lib/signed-in-user";
import { listenLive } from "../../../lib/live-socket";
import { notificationsQueryOptions } from "../api/notifications";

/**
 * New notifications reach an open page over the tab's /ws connection: the server signals, the list
 * is read again, and so is the player (a settled bet changes the credits in the header). No polling.
 */
export function useNotificationSignals(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      listenLive((message) => {
        if (typeof message !== "object" || message === null || (message as { type?: unknown }).type !== "notifications") return;
        void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey });
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      }),
    [queryClient],
  );
}
