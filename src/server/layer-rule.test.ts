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
  ["imports the tables", /from "(\.\.\/)+(platform\/)?db\/schema"/],
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

// One owner writes each table (docs/architecture.md#one-owner-per-table): schema.ts names it in a `// owner:` line
// above the table, and, for a table shared by column, above each column group. Everyone else composes the
// owner's steps (the ledger's debit, notify, a referral's bonus) into their statement or transaction.

interface Owners {
  table: string;
  /** By SQL column name, for the columns a group comment gives another owner. */
  columns: Map<string, string>;
}

/** Each table's owners, by its variable name and its SQL name. */
function tableOwners(schemaText: string): Map<string, Owners> {
  const owners = new Map<string, Owners>();
  const lines = schemaText.split("\n");
  let pending: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const owner = /^\/\/ owner: ([\w/]+)/.exec(lines[i]!);
    if (owner) pending = owner[1];
    const table = /^export const (\w+) = pgTable\(\s*(?:"(\w+)")?/.exec(lines[i]!);
    if (!table) continue;
    if (!pending) throw new Error(`schema.ts names no owner for ${table[1]}`);
    const sqlName = table[2] ?? /^\s*"(\w+)"/.exec(lines[i + 1]!)![1]!;
    const entry: Owners = { table: pending, columns: new Map() };
    // The columns, to the end of the column object: a group comment switches the owner for those below it.
    let current = pending;
    for (let j = i + 1; j < lines.length && !/^ {2}\}|^\}\)|^\);/.test(lines[j]!); j++) {
      const group = /^\s+\/\/ owner: ([\w/]+)/.exec(lines[j]!);
      if (group) current = group[1]!;
      const column = /^\s+\w+: \w+\("(\w+)"/.exec(lines[j]!);
      if (column) entry.columns.set(column[1]!, current);
    }
    owners.set(table[1]!, entry).set(sqlName, entry);
    pending = undefined;
  }
  return owners;
}

/** A write the source makes: to which table, and which columns an update sets (empty: the whole row). */
interface Write {
  table: string;
  columns: string[];
}

const camelToSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The keys of the object literal or the assignments of a SET clause that start at `from`. */
function setKeys(text: string, from: number): string[] {
  const builder = /^\s*\.set\(\s*/.exec(text.slice(from));
  if (builder) {
    // The object's top-level entries: split at commas outside any bracket its values open.
    const entries = [""];
    let depth = 0;
    for (const c of text.slice(from + builder[0].length)) {
      if ("{([".includes(c)) depth++;
      if ("})]".includes(c)) depth--;
      if (depth === 0) break;
      if (depth === 1 && c === ",") entries.push("");
      else entries[entries.length - 1] += c;
    }
    return entries.flatMap((entry) => /^[\s{]*(\w+)/.exec(entry)?.[1] ?? []).map(camelToSnake);
  }
  const raw = /^\s*(?:as\s+)?(?:\w+\s+)?set\s+([\s\S]*?)(?:\bwhere\b|\bfrom\b|\breturning\b|`|$)/i.exec(text.slice(from));
  return raw ? [...raw[1]!.matchAll(/(?:^|,)\s*(\w+)\s*=/g)].map((m) => m[1]!) : [];
}

function writesIn(text: string, owners: Map<string, Owners>): Write[] {
  const writes: Write[] = [];
  const name = String.raw`(?:\$\{)?(?:schema\.)?(\w+)\}?`;
  const patterns: Array<[RegExp, boolean]> = [
    [new RegExp(String.raw`\.(?:insert|delete)\(\s*(?:schema\.)?(\w+)\s*\)`, "g"), false],
    [new RegExp(String.raw`\.update\(\s*(?:schema\.)?(\w+)\s*\)`, "g"), true],
    [new RegExp(String.raw`\binsert\s+into\s+${name}`, "gi"), false],
    [new RegExp(String.raw`\bdelete\s+from\s+${name}`, "gi"), false],
    [new RegExp(String.raw`\bupdate\s+${name}`, "gi"), true],
  ];
  for (const [pattern, update] of patterns) {
    for (const match of text.matchAll(pattern)) {
      const table = match[1]!;
      if (!owners.has(table)) continue;
      writes.push({ table, columns: update ? setKeys(text, match.index + match[0].length) : [] });
    }
  }
  return writes;
}

/** The folder that owns a source file: its capability, game, or the platform piece under platform/. */
const folderOf = (file: string) => {
  const parts = file.split(path.sep);
  return parts[0] === "platform" ? `platform/${parts[1]}` : parts[0]!;
};

function strayWrites(file: string, text: string, owners: Map<string, Owners>): string[] {
  const folder = folderOf(file);
  return writesIn(text, owners).flatMap(({ table, columns }) => {
    const owner = owners.get(table)!;
    const allowed = columns.length === 0 ? [owner.table] : columns.map((c) => owner.columns.get(c) ?? owner.table);
    return allowed.every((o) => o === folder) ? [] : [`${file} writes ${table}${columns.length ? ` (${columns.join(", ")})` : ""}`];
  });
}

describe("one owner writes each table", () => {
  const owners = tableOwners(readFileSync(path.join(server, "platform/db/schema.ts"), "utf8"));
  // Test kits write whatever a test needs, and migrations are the schema's own.
  const shipped = sources
    .filter((file) => !file.startsWith(`testing${path.sep}`) && !file.includes(`${path.sep}migrations${path.sep}`))
    .map((file) => ({ file, text: readFileSync(path.join(server, file), "utf8") }));

  it("has every table's owner named in schema.ts", () => {
    expect(owners.get("bets")?.table).toBe("bets");
    expect(owners.get("users")?.columns.get("credits")).toBe("ledger");
    expect(owners.get("users")?.columns.get("streak")).toBe("bets");
    expect(owners.get("users")?.columns.get("username")).toBe("users");
    expect(owners.get("matches")?.columns.get("bet_totals_at")).toBe("leagues");
  });

  it("has no insert, update or delete outside a table's owner", () => {
    const found = shipped.flatMap(({ text }) => writesIn(text, owners));
    expect(found.length).toBeGreaterThan(40);
    expect(shipped.flatMap(({ file, text }) => strayWrites(file, text, owners))).toEqual([]);
  });

  it("sees a stray write, so the check above can fail", () => {
    const stray = (file: string, text: string) => strayWrites(file, text, owners);
    expect(stray("bets/bets.service.ts", `await tx.insert(notifications).values({ userId, kind: "x" });`)).toHaveLength(1);
    expect(stray("bets/bets.service.ts", "await tx.execute(sql`insert into notifications (user_id) select 1`);")).toHaveLength(1);
    expect(stray("bets/bets.service.ts", "insert into ${referrals} (referrer_id) values (1)")).toHaveLength(1);
    expect(stray("referrals/referral.service.ts", "await tx.execute(sql`update users set credits = credits + 1 where id = 1`);")).toHaveLength(1);
    expect(stray("referrals/referral.service.ts", `await tx.update(users).set({ credits: 5 }).where(eq(users.id, 1));`)).toHaveLength(1);
    expect(stray("ledger/ledger.ts", `await tx.update(users).set({ credits: sql\`x\` }).where(eq(users.id, 1));`)).toEqual([]);
    expect(stray("referrals/referral.service.ts", `await tx.update(users).set({ referredBy: referrer.id }).where(eq(users.id, 1));`)).toEqual([]);
    expect(stray("game/kickoff.ts", "update matches m set status = 'live' where id = 1")).toEqual([]);
  });
});
