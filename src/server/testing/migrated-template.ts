import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import pg from "pg";
import { pgliteDir } from "../platform/db/backup";
import { migrationsFolder, openDatabase } from "../platform/db/client";
import { writeFileWhole } from "../platform/whole-file";
import { createScratchDatabase, run } from "./scratch-database";

// Every suite starts on a fresh, migrated database. Running the thirty-odd migrations each time cost
// about 2 s of PGlite (and more on PostgreSQL) per suite and database: the suites instead copy one
// database migrated once per migration set, kept while the migrations are unchanged (docs/decisions.md,
// CI time). The copy is the same database the migrations make; a changed migration changes its name.

/** A short digest of every migration file, names and contents: the template's version. */
function migrationsDigest(): string {
  const hash = createHash("sha256");
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(migrationsFolder, full)}\0`).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest("hex").slice(0, 16);
}

let digest: string | undefined;
const version = (): string => (digest ??= migrationsDigest());

let pgliteDump: Promise<Blob> | undefined;

/**
 * A migrated in-memory PGlite's dump, from a file in the system's temporary folder that the first
 * suite to need it writes (whole, by a rename, so a parallel suite never reads half of one).
 */
export function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = path.join(tmpdir(), `prophecy-pglite-migrated-${version()}.tar.gz`);
    try {
      return plainTar(readFileSync(file));
    } catch {
      const database = await openDatabase({});
      try {
        const gzipped = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
        writeFileWhole(file, gzipped);
        return plainTar(gzipped);
      } finally {
        await database.close();
      }
    }
  })();
  return pgliteDump;
}

/**
 * The dump unpacked once per process and typed as a plain tarball, which PGlite loads as it is. Given the
 * gzipped bytes untyped, it first tried them as a tarball and then unpacked them through a web stream on every
 * open: 480-560 → 310 ms of CPU an open (docs/decisions.md, CI time).
 */
function plainTar(gzipped: Buffer): Blob {
  return new HeldTar(gunzipSync(gzipped));
}

/**
 * The unpacked dump as PGlite reads it: one copy of the bytes an open. PGlite asks the Blob for its whole
 * ArrayBuffer, and Node's Blob gathers that from its parts in small chunks, concatenated: a quarter of an open's CPU
 * (800 → 560 ms an open after the first, `node --liftoff-only --import tsx` opening six in a row).
 */
class HeldTar extends Blob {
  constructor(private readonly tar: Uint8Array) {
    super([], { type: "application/x-tar" });
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.tar.slice().buffer);
  }
}

let pgliteFolder: Promise<string> | undefined;

/**
 * A migrated PGlite data directory in the system's temporary folder, made by the first caller (whole, by a
 * rename, so a parallel one never copies half of it) and kept while the migrations are unchanged. A server a
 * test starts on a copy of it skips initdb and the migrations: 6 of the 16 s of CPU a start on an empty
 * directory costs (docs/decisions.md, CI time). The start on an empty directory keeps its own test (main.test.ts).
 */
export function migratedPgliteFolder(): Promise<string> {
  pgliteFolder ??= (async () => {
    const folder = path.join(tmpdir(), `prophecy-pglite-migrated-${version()}`);
    if (existsSync(folder)) return folder;
    const partial = `${folder}.${randomBytes(4).toString("hex")}`;
    const database = await openDatabase({ dataDir: partial });
    await database.close();
    try {
      renameSync(partial, folder);
    } catch {
      // Another process finished first: theirs is the same database.
      rmSync(partial, { recursive: true, force: true });
    }
    return folder;
  })();
  return pgliteFolder;
}

/** Puts a migrated database into a server's empty DATA_DIR, where the server keeps its embedded database. */
export async function seedMigratedDataDir(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  cpSync(await migratedPgliteFolder(), pgliteDir(dataDir), { recursive: true });
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of a migrated database on the PostgreSQL server of `adminUrl`, for scratch databases to copy.
 * Made once per migration set (named pl_test_template_<digest>, so CI's clean-up of pl_test_ databases
 * drops it too): migrated under another name and renamed when done, so a copy never sees half of it.
 */
export function migratedTemplate(adminUrl: string): Promise<string> {
  let pending = templates.get(adminUrl);
  if (!pending) {
    pending = (async () => {
      const name = `pl_test_template_${version()}`;
      if (await databaseExists(adminUrl, name)) return name;
      const scratch = await createScratchDatabase(adminUrl, "pl_test_migrating");
      const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 1 });
      await database.close();
      try {
        await run(adminUrl, `alter database ${new URL(scratch.url).pathname.slice(1)} rename to ${name}`);
      } catch (error) {
        // Another suite finished first: theirs is the same database.
        await scratch.drop();
        if (!(await databaseExists(adminUrl, name))) throw error;
      }
      return name;
    })();
    pending.catch(() => templates.delete(adminUrl));
    templates.set(adminUrl, pending);
  }
  return pending;
}

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
}
