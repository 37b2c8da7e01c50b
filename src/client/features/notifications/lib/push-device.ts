import type { PushSubscriptionBody } from "@shared/api/notifications";
import type { Translate } from "@shared/i18n/catalogue";

type PushProblem = "push.noSupport" | "push.blocked" | "push.unreachable";

/** A VAPID public key (base64url) as the Push API wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this browser to push, asking for the permission only now that the player asked for
 * push (never on page load). Throws an Error whose message says what stands in the way, in the words `t` gives.
 */
export async function subscribeThisDevice(publicKey: string, t: Translate<PushProblem>): Promise<PushSubscriptionBody> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    throw new Error(t("push.noSupport"));
  }
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error(t("push.blocked"));
  const registration = await navigator.serviceWorker.register("/sw.js");
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  } catch {
    throw new Error(t("push.unreachable"));
  }
  return subscription.toJSON() as PushSubscriptionBody;
}
