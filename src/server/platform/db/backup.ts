import { PGlite } from "@electric-sql/pglite";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writeFileWhole } from "../whole-file";
import type { Database } from "./client";

/**
 * Backups of the embedded database: a gzipped tarball of PGlite's data directory, taken by PGlite
 * itself between queries, so it is consistent without stopping the game. PGlite is one process per
 * directory, so while the server runs, `npm run db:backup` asks the server to write it (a request
 * file in DATA_DIR and SIGUSR2: only a user allowed to signal the server can ask).
 */

/** Where the database lives inside DATA_DIR (open-configured.ts). */
export const pgliteDir = (dataDir: string) => path.join(dataDir, "pglite");

const requestFile = (dataDir: string) => path.join(dataDir, "backup-request.json");
const resultFile = (dataDir: string, id: string) => path.join(dataDir, `backup-result-${id}.json`);

export interface BackupRequest {
  id: string;
  /** Absolute path the backup is written to. */
  file: string;
}
export type BackupResult = { ok: true; bytes: number } | { ok: false; error: string };

/** Writes the backup whole, so a crash never leaves a half-written FILE. */
export async function writeBackup(database: Database, file: string): Promise<number> {
  if (!database.dumpDataDir) throw new Error("Only the embedded database (PGlite) is backed up this way: use pg_dump for PostgreSQL");
  const bytes = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
  writeFileWhole(file, bytes, { mode: 0o600 });
  return bytes.length;
}

/** The running server's side: answers the request db:backup left in DATA_DIR. */
export async function answerBackupRequest(dataDir: string, database: Database): Promise<BackupRequest | undefined> {
  let request: BackupRequest;
  try {
    request = JSON.parse(readFileSync(requestFile(dataDir), "utf8")) as BackupRequest;
    rmSync(requestFile(dataDir));
  } catch {
    return undefined; // no request (a stray signal), or another signal took it first
  }
  let result: BackupResult;
  try {
    result = { ok: true, bytes: await writeBackup(database, request.file) };
  } catch (err) {
    result = { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  // Whole: the command polls for this name, and a read between the file's creation and its write would find it empty
  // and fail on the JSON (exit code 2, as the command once ended in a fresh clone's CI run).
  writeFileWhole(resultFile(dataDir, request.id), JSON.stringify(result));
  return request;
}

/** The command's side while a server holds the directory: leave the request, signal, wait for the result. */
export async function requestBackup(dataDir: string, serverPid: number, file: string, timeoutMs = 300_000): Promise<BackupResult> {
  const request: BackupRequest = { id: `${process.pid}-${Date.now()}`, file };
  writeFileSync(requestFile(dataDir), JSON.stringify(request), { mode: 0o600 });
  process.kill(serverPid, "SIGUSR2");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const result = resultFile(dataDir, request.id);
    if (existsSync(result)) {
      const answer = JSON.parse(readFileSync(result, "utf8")) as BackupResult;
      rmSync(result);
      return answer;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  rmSync(requestFile(dataDir), { force: true });
  return { ok: false, error: `The server (process ${serverPid}) did not answer within ${timeoutMs / 1000} s` };
}

/** Loads a backup into DATA_DIR, which must hold no database yet; the next start applies newer migrations. */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  const target = pgliteDir(dataDir);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} already holds a database: restore into an empty DATA_DIR (move the old one aside first)`);
  }
  const client = await PGlite.create(target, { loadDataDir: new Blob([readFileSync(file)]) });
  await client.close();
}
