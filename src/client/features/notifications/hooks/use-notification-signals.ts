import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { notificationArrived } from "../../../lib/domain-events";
import { listenLive } from "../../../lib/live-socket";

/**
 * New notifications reach an open page over the tab's /ws connection: the server signals, and the
 * page reads the list and what the news changed (notificationArrived). No polling.
 */
export function useNotificationSignals(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      listenLive((message) => {
        if (typeof message !== "object" || message === null || (message as { type?: unknown }).type !== "notifications") return;
        void notificationArrived(queryClient);
      }),
    [queryClient],
  );
}
