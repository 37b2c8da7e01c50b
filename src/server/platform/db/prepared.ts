import type { Db } from "./client";

/**
 * A statement drizzle builds once per database, then runs by name with its placeholders filled: building the same SQL
 * on every request (drizzle's entity checks over the whole query) was a good part of a hot read's CPU. On PostgreSQL
 * node-postgres also parses a named statement once per connection (client.ts sends every name unnamed behind a
 * transaction-mode pooler).
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}
