import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * Whose clock says a match has kicked off, for the statements that close bets and picks at kick-off.
 * "database", the default: the database server's, one clock for every instance of the app, whose own
 * clocks may drift apart. "process": this process's JS clock, for test suites that fake it to travel
 * in time (PGlite's clock follows a faked one; PostgreSQL's does not). Production never chooses it.
 */
export type SqlClock = "database" | "process";

/**
 * Now by `clock`, as a timestamptz expression. Take it once per statement and use that one value
 * everywhere in it, so the write and the reason for a refusal read the same instant. The database's
 * is statement_timestamp(): fixed for the whole statement like now(), but the statement's own start,
 * where now() would be the start of a transaction the statement may sit in. The process's is its time now, or
 * `processTime` where the statement is built once and run many times (executeNamed): there the time is a placeholder
 * filled on each call, since a time written in would be the first call's for every later one.
 */
export function sqlNow(clock: SqlClock, processTime?: SQLWrapper): SQL {
  return clock === "process" ? sql`${processTime ?? new Date().toISOString()}::timestamptz` : sql`statement_timestamp()`;
}
