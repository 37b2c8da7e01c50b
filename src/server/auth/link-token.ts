import { createHash, randomBytes } from "node:crypto";

/**
 * The secret in a link the server e-mails (an address confirmation, a password reset): 32 random
 * bytes in base64url, 43 characters. Only its SHA-256 is stored, so a database leak reveals no
 * usable link.
 */
export function newLinkToken(): { token: string; id: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, id: hashToken(token) };
}

/** The stored form of a link's token: its SHA-256 in hex. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
