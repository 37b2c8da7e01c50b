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
 * where now() would be the start of a transaction the statement may sit in.
 */
export function sqlNow(clock: SqlClock): SQL {
  return clock === "process" ? processNow(sql`${new Date().toISOString()}`) : sql`statement_timestamp()`;
}

/**
 * The process's now from an ISO time that stands in a statement built once (executeNamed: its placeholder, filled
 * with each call's time), where `sqlNow` would put the time of the first call into every later one.
 */
export function sqlNowFrom(clock: SqlClock, processTime: SQLWrapper): SQL {
  return clock === "process" ? processNow(processTime) : sql`statement_timestamp()`;
}

const processNow = (time: SQLWrapper) => sql`${time}::timestamptz`;
