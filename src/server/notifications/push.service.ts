import { and, eq } from "drizzle-orm";
import webpush, { WebPushError } from "web-push";
import type { PushSubscriptionBody } from "../../shared/api/notifications";
import type { Config } from "../config";
import type { Db, Tx } from "../db/client";
import { pushSubscriptions } from "../db/schema";

export type PushKeys = NonNullable<Config["push"]>;

/** A device's subscription, kept (or moved to this player) by its endpoint. */
export async function subscribePush(db: Db, userId: number, body: PushSubscriptionBody): Promise<void> {
  const values = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
  await db.insert(pushSubscriptions).values(values).onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Forgets one of the player's devices; another player's endpoint is left alone. */
export async function unsubscribePush(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/**
 * Sends a message to every device of the player (encrypted for each, RFC 8291, signed with the
 * server's VAPID keys); a subscription its push service calls gone (404, 410) is deleted. Returns how
 * many devices took it; throws when none did and one failed otherwise, so the caller tries again.
 */
export async function sendPush(db: Db | Tx, keys: PushKeys, userId: number, payload: { title: string; body: string; link: string }): Promise<number> {
  const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  let delivered = 0;
  let failure: Error | undefined;
  for (const device of devices) {
    try {
      await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 3_600,
        timeout: 10_000,
      });
      delivered += 1;
    } catch (err) {
      if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      } else {
        failure = err instanceof Error ? err : new Error(String(err));
      }
    }
  }
  if (delivered === 0 && failure) throw failure;
  return delivered;
}
