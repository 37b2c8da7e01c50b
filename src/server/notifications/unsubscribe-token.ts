import { createHmac, timingSafeEqual } from "node:crypto";

// The unsubscribe link works without signing in: it names the player and carries an HMAC of that
// name under the server's secret, so only a link the server made turns anyone's e-mail off.

const tokenOf = (userId: number, secret: string) => createHmac("sha256", secret).update(`unsubscribe:${userId}`).digest("base64url");

export function unsubscribeUrl(publicUrl: string, userId: number, secret: string): string {
  return `${publicUrl}/api/notifications/unsubscribe?u=${userId}&t=${tokenOf(userId, secret)}`;
}

/** True when `token` is the one the server made for this player. */
export function validUnsubscribe(userId: number, token: string, secret: string): boolean {
  const expected = Buffer.from(tokenOf(userId, secret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
