import type { FastifyInstance } from "fastify";
import { notificationEndpoints } from "../../shared/api/notifications";
import { requireUser } from "../auth/auth.plugin";
import type { Db } from "../db/client";
import { contractApp, declared } from "../http/route";
import { listNotifications, markRead } from "./notifications.service";

/** The bell's calls: the player's notifications, and marking them read. */
export function notificationRoutes(app: FastifyInstance, { db, onRead }: { db: Db; onRead?: (userId: number) => void }): void {
  const api = contractApp(app);
  api.route({ ...declared(notificationEndpoints.list), handler: (request) => listNotifications(db, requireUser(request).id) });
  api.route({
    ...declared(notificationEndpoints.read),
    handler: async (request) => {
      const userId = requireUser(request).id;
      const reply = await markRead(db, userId, request.body);
      onRead?.(userId);
      return reply;
    },
  });
}
