/**
 * Rules of local accounts that both sides read: the contract's schemas (api/auth.ts) enforce them on
 * the server, and the account forms check them as the player types. Kept apart from the schemas so
 * the forms load no zod (docs/decisions.md, HTTP).
 */

/** NIST SP 800-63B: length, not composition rules; the server also refuses common passwords. */
export const PASSWORD_LENGTH = { min: 8, max: 200 } as const;

/** The token in a link the server e-mails (a confirmation, a password reset): 32 random bytes in base64url. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
