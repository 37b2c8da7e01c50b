import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

/** What making the data directory private found: the directory's old mode when other users could
 * reach it, and how many entries inside had group or other bits. */
export interface DataDirPrivacy {
  dir: string;
  /** The directory's mode before, when it was wider than 0700; absent when it was private already. */
  widerMode: number | undefined;
  /** Entries inside it whose group/other bits were removed. */
  tightened: number;
}

const GROUP_AND_OTHER = 0o077;

/**
 * The data directory holds every account, balance and the server's secrets, so it is the owner's
 * alone: created 0700, with a umask of 077 for what the process writes next, and an existing one
 * tightened (the directory and every file and folder in it). PGlite sets 0666 on the files it
 * writes whatever the umask, so its files are tightened here on each open; one it adds later keeps
 * 0666 but sits in folders no other user can enter (docs/decisions.md, A private data directory).
 */
export function makeDataDirPrivate(dir: string): DataDirPrivacy {
  // A worker thread (the test runner's) may not change the umask; the server runs on the main one.
  if (isMainThread) process.umask(GROUP_AND_OTHER);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = lstatSync(dir).mode & 0o777;
  if (mode & GROUP_AND_OTHER) chmodSync(dir, mode & ~GROUP_AND_OTHER);
  return { dir, widerMode: mode & GROUP_AND_OTHER ? mode : undefined, tightened: tightenInside(dir) };
}

/** Removes group and other bits below `dir`; symbolic links are left alone (chmod would follow them). */
function tightenInside(dir: string): number {
  let tightened = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const full = path.join(dir, entry.name);
    const mode = lstatSync(full).mode & 0o777;
    if (mode & GROUP_AND_OTHER) {
      chmodSync(full, mode & ~GROUP_AND_OTHER);
      tightened += 1;
    }
    if (entry.isDirectory()) tightened += tightenInside(full);
  }
  return tightened;
}

/** The log line for a directory other users could reach, or undefined when it was private. */
export function privacyWarning(privacy: DataDirPrivacy): string | undefined {
  if (privacy.widerMode === undefined && privacy.tightened === 0) return undefined;
  const was = privacy.widerMode === undefined ? "" : ` was ${privacy.widerMode.toString(8).padStart(4, "0")} and`;
  return `The data directory ${privacy.dir}${was} had ${privacy.tightened} entries other users could read or change: made it private (no access for group or others).`;
}
