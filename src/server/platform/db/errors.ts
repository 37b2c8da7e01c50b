/**
 * The SQLSTATE and constraint of a database error, looked for through the wrapping drizzle adds
 * (`cause`); both drivers (node-postgres and PGlite) put them on the error as `code` and
 * `constraint`.
 */
export function databaseError(err: unknown): { code?: string; constraint?: string } {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === "object"; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === "string" ? { constraint } : {}) };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return {};
}

/** A unique index refused the row (SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  return databaseError(err).code === "23505";
}

/** What node-postgres says when connecting, or waiting for a pooled connection, outlasts connectionTimeoutMillis. */
const CONNECT_TIMEOUTS = ["timeout exceeded when trying to connect", "Connection terminated due to connection timeout"];

/**
 * The database did not answer in time: a statement ran past statement_timeout (query_canceled,
 * SQLSTATE 57014), or no connection could be had within the connection timeout. The request may
 * well succeed again a moment later, unlike a failure of the code.
 */
export function isDatabaseTimeout(err: unknown): boolean {
  if (databaseError(err).code === "57014") return true;
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e instanceof Error; depth++) {
    if (CONNECT_TIMEOUTS.includes(e.message)) return true;
    e = e.cause;
  }
  return false;
}
