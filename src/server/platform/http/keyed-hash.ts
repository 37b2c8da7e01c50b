import { createHmac } from "node:crypto";
import { networkOf } from "./client-address";

/**
 * A value kept as its HMAC-SHA256 under the server secret, prefixed with a purpose of its own so no two
 * uses (nor a cookie signature) ever match: rows are compared without storing what they key, and a leaked
 * table cannot be reversed by hashing every address there is.
 */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("hex");
}

/** An e-mail address as sign-in and password reset find its account: trimmed, in lower case. */
export const addressKey = (secret: string, purpose: string, email: string) => keyedHash(secret, purpose, email.trim().toLowerCase());

/** The network a request came from: an IPv6 client by its /64, which one subscriber can rotate within. */
export const networkKey = (secret: string, purpose: string, ip: string) => keyedHash(secret, purpose, networkOf(ip));
