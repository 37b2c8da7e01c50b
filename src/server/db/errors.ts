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
