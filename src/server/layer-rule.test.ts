import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The server's one layer rule (docs/decisions.md#project-and-tooling, docs/architecture.md): a capability's
// queries and transactions live in its services; its routes only call them; there is no repository layer.

const server = path.resolve(__dirname);

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const sources = sourcesUnder(server).map((file) => path.relative(server, file));
const routeFiles = sources.filter((file) => file.endsWith(".routes.ts"));

/** What only a service may do: import the tables or the query builder, run SQL, open a transaction. */
const DATA_ACCESS: Array<[string, RegExp]> = [
  ["imports the tables", /from "(\.\.\/)+db\/schema"/],
  ["imports drizzle-orm", /from "drizzle-orm/],
  ["runs raw SQL", /\b(queryRows|executeNamed)\b/],
  ["queries or opens a transaction", /\bdb\s*\.\s*(select|selectDistinct|insert|update|delete|execute|transaction)\s*\(/],
];

const offences = (file: string) => {
  const text = readFileSync(path.join(server, file), "utf8");
  return DATA_ACCESS.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${file} ${what}`);
};

describe("the server's layers", () => {
  it("has routes that call services and never query, import tables or open a transaction", () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    expect(routeFiles.flatMap(offences)).toEqual([]);
  });

  it("sees data access in a route, so the check above can fail", () => {
    const pretend = (text: string) => DATA_ACCESS.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
    expect(pretend(`import { users } from "../db/schema";`)).toEqual(["imports the tables"]);
    expect(pretend(`await deps.db.transaction(async (tx) => {});`)).toEqual(["queries or opens a transaction"]);
    expect(pretend(`const rows = await deps.db.select().from(users);`)).toEqual(["queries or opens a transaction"]);
    expect(pretend(`await queryRows(deps.db, query);`)).toEqual(["runs raw SQL"]);
    expect(pretend(`sockets.delete(socket); hash.update(value);`)).toEqual([]);
  });

  it("has no repository layer: a capability's queries are its service functions", () => {
    expect(sources.filter((file) => /repositor/i.test(file))).toEqual([]);
  });
});
