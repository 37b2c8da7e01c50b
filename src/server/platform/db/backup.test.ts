import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Match } from "../../../shared/api/matches";
import { seedMigratedDataDir } from "../../testing/migrated-template";
import { freePort, startServerProcess } from "../../testing/server-process";
import { openDatabase, queryRows } from "./client";
import { pgliteDir } from "./backup";

// db:backup while the server runs and db:restore into an empty directory, through the commands an
// operator types: the players, their bets and the ledger come back whole.

function run(script: string, args: string[], env: Record<string, string>): { code: number; out: string } {
  try {
    const out = execFileSync(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...process.env, ...env },
      encoding: "utf8",
      stdio: "pipe",
    });
    return { code: 0, out };
  } catch (err) {
    const failed = err as { status: number; stdout: string; stderr: string };
    return { code: failed.status, out: failed.stdout + failed.stderr };
  }
}
const backupCli = (args: string[], env: Record<string, string>) => run("src/server/cli/backup-cli.ts", args, env);

/** What a backup must keep: every player, bet and ledger row. */
async function contents(dataDir: string) {
  const database = await openDatabase({ dataDir: pgliteDir(dataDir) });
  try {
    return {
      users: await queryRows<{ email: string; credits: number }>(database.db, sql`select email, credits from users order by id`),
      bets: await queryRows<{ user_id: number; match_id: number; stake: number }>(
        database.db,
        sql`select user_id, match_id, stake from bets order by id`,
      ),
      ledger: await queryRows<{ user_id: number; delta: number; reason: string }>(
        database.db,
        sql`select user_id, delta, reason from credit_ledger order by id`,
      ),
    };
  } finally {
    await database.close();
  }
}

describe("db:backup and db:restore", () => {
  it("back up a running server's database and restore it into an empty directory, whole", async () => {
    const original = mkdtempSync(path.join(tmpdir(), "pl-backup-"));
    const restored = mkdtempSync(path.join(tmpdir(), "pl-restored-"));
    const file = path.join(tmpdir(), `pl-backup-${process.pid}.tar.gz`);
    await seedMigratedDataDir(original);
    const server = await startServerProcess({ DATA_DIR: original, SIM_SPEED: "60" }, await freePort());
    try {
      for (const name of ["keeper", "backer"]) {
        const signup = await fetch(`${server.url}/api/auth/signup`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: `${name}@example.com`, password: "long enough", username: name }),
        });
        expect(signup.status).toBe(201);
        const cookie = signup.headers.get("set-cookie")!.split(";")[0]!;
        const list = (await (await fetch(`${server.url}/api/matches`, { headers: { cookie } })).json()) as Match[];
        const open = list.find((m) => m.status === "upcoming" && m.predictions.length === 2 && Date.parse(m.matchDate) > Date.now() + 60_000)!;
        const bet = await fetch(`${server.url}/api/bets`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ matchId: open.id, aiSelected: "Grok", stake: 1_234 }),
        });
        expect(bet.status).toBe(201);
      }

      const backup = backupCli(["backup", file], { DATA_DIR: original });
      expect(backup.out).toContain("asking it to write the backup");
      expect(backup.code, backup.out).toBe(0);
      // The server kept serving while it wrote the backup.
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      expect(await server.stop("SIGTERM")).toBe(0);
    }

    const restore = backupCli(["restore", file], { DATA_DIR: restored });
    expect(restore.out).toContain("Ledger check: passed");
    expect(restore.code).toBe(0);
    expect(run("src/server/cli/check.ts", [], { DATA_DIR: restored }).out).toContain("Ledger check passed");

    const before = await contents(original);
    const after = await contents(restored);
    expect(before.bets.filter((b) => b.stake === 1_234)).toHaveLength(2);
    expect(after.users).toEqual(before.users);
    expect(after.bets).toEqual(before.bets);
    expect(after.ledger).toEqual(before.ledger);
  }, 180_000);

  it("refuses to restore over a database, and points PostgreSQL to pg_dump", () => {
    const occupied = mkdtempSync(path.join(tmpdir(), "pl-occupied-"));
    mkdirSync(pgliteDir(occupied));
    writeFileSync(path.join(pgliteDir(occupied), "PG_VERSION"), "17");
    const refused = backupCli(["restore", path.join(occupied, "missing.tar.gz")], { DATA_DIR: occupied });
    expect(refused.code).toBe(2);
    expect(refused.out).toContain("already holds a database: restore into an empty DATA_DIR");

    const postgres = backupCli(["backup", path.join(occupied, "x.tar.gz")], { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    expect(postgres.code).toBe(2);
    expect(postgres.out).toContain("pg_dump --format=custom");

    const usage = backupCli(["backup"], {});
    expect(usage.code).toBe(2);
    expect(usage.out).toContain("Usage: npm run db:backup -- FILE");
  });
});
