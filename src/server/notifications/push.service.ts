import { and, eq, sql } from "drizzle-orm";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import webpush from "web-push";
import type { PushSubscriptionBody } from "../../shared/api/notifications";
import type { Config } from "../platform/config";
import type { Db, Tx } from "../platform/db/client";
import { pushSubscriptions } from "../platform/db/schema";
import { beforeDeadline } from "./deadline";
import { checkedLookup, isNamedPushHost, pushEndpointProblem, systemResolver, type ResolveHost } from "./push-endpoints";

export type PushKeys = NonNullable<Config["push"]>;

/** A player's devices at most; subscribing one more forgets the one subscribed longest ago. */
export const MAX_PUSH_DEVICES = 10;

/**
 * A device's subscription, kept (or moved to this player) by its endpoint, as the player's newest; past
 * MAX_PUSH_DEVICES the oldest go, in the same transaction.
 */
export async function subscribePush(db: Db, userId: number, body: PushSubscriptionBody): Promise<void> {
  const values = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
  await db.transaction(async (tx) => {
    // One subscription of a player at a time: two at once would each keep ten besides their own.
    // NO KEY UPDATE leaves the player's other writes (rows that reference them) free to go on.
    await tx.execute(sql`select id from users where id = ${userId} for no key update`);
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: sql`now()` } });
    await tx.execute(
      sql`delete from push_subscriptions where user_id = ${userId} and id not in (
        select id from push_subscriptions where user_id = ${userId} order by created_at desc, id desc limit ${MAX_PUSH_DEVICES})`,
    );
  });
}

/** Forgets one of the player's devices; another player's endpoint is left alone. */
export async function unsubscribePush(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/**
 * Forgets every device of the player, in the caller's transaction: a password reset or a provider
 * taking the account over hands it to whoever proved the address, and a device subscribed before
 * must not keep hearing the account's bets and results (docs/decisions.md#accounts-and-sessions).
 */
export async function forgetPushDevices(tx: Tx, userId: number): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export interface PushDevice {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function devicesOf(db: Db, userId: number): Promise<PushDevice[]> {
  return db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

export interface PushOutcome {
  /** Devices whose push service took the message. */
  delivered: number;
  /** Devices to forget: gone at their service (404, 410), or at an endpoint this server does not send to. */
  forget: number[];
  /** Why a device did not take it, when one failed otherwise (refused address, no answer, 5xx). */
  failure: Error | undefined;
}

export interface PushSendOptions {
  /** Ends every request of this message: the one deadline of a delivery. */
  signal: AbortSignal;
  /** The push services the operator added to the browsers' own (PUSH_SERVICE_HOSTS). */
  namedHosts: readonly string[];
  resolveHost?: ResolveHost | undefined;
}

/**
 * Sends a message to the given devices at once (encrypted for each, RFC 8291, signed with the server's
 * VAPID keys), each request ended by the one signal; touches no database, so the caller holds no
 * transaction while push services answer, or do not.
 */
export async function sendPush(
  devices: PushDevice[],
  keys: PushKeys,
  payload: { title: string; body: string; link: string },
  options: PushSendOptions,
): Promise<PushOutcome> {
  const body = JSON.stringify(payload);
  const results = await Promise.allSettled(devices.map((device) => sendToDevice(device, keys, body, options)));
  const outcome: PushOutcome = { delivered: 0, forget: [], failure: undefined };
  results.forEach((result, i) => {
    if (result.status === "rejected") outcome.failure = result.reason instanceof Error ? result.reason : new Error(String(result.reason));
    else if (result.value === "delivered") outcome.delivered += 1;
    else outcome.forget.push(devices[i]!.id);
  });
  return outcome;
}

async function sendToDevice(device: PushDevice, keys: PushKeys, body: string, options: PushSendOptions): Promise<"delivered" | "gone" | "refused"> {
  const named = options.namedHosts;
  // Subscriptions kept before endpoints were checked, or from services no longer listed, are never sent to.
  if (pushEndpointProblem(device.endpoint, named)) return "refused";
  const url = new URL(device.endpoint);
  const lookup = isNamedPushHost(device.endpoint, named)
    ? undefined
    : await beforeDeadline(checkedLookup(url.hostname, options.resolveHost ?? systemResolver), options.signal);
  const details = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, body, {
    vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: 3_600,
  });
  const status = await post(url, details, lookup, options.signal);
  if (status >= 200 && status < 300) return "delivered";
  if (status === 404 || status === 410) return "gone";
  throw new Error(`The push service answered ${status}`);
}

/**
 * The request web-push would make, made here: web-push takes no abort signal, and its own timeout
 * is per socket idle, not per message. The body of the answer is not needed and not read.
 */
function post(url: URL, details: webpush.RequestDetails, lookup: LookupFunction | undefined, signal: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(url, { method: details.method, headers: details.headers, signal, ...(lookup ? { lookup } : {}) }, (response) => {
      response.on("error", reject);
      response.on("close", () => {
        if (response.complete) resolve(response.statusCode ?? 0);
        else reject(new Error("The push service closed the connection before answering"));
      });
      response.resume();
    });
    request.on("error", reject);
    request.end(details.body ?? undefined);
  });
}
