import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

// PGlite has no lock of its own and two processes on one directory lose updates,
// so the server and db:check take this exclusive lock first.

export class LockHeldError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live process holding `<dir>/server.lock`, if any (a server running on the directory). */
export function lockHolder(dir: string): number | undefined {
  try {
    const holder = Number.parseInt(readFileSync(path.join(dir, "server.lock"), "utf8").trim(), 10);
    return Number.isInteger(holder) && holder !== process.pid && processAlive(holder) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** Takes `<dir>/server.lock`, holding our PID; a lock whose process is gone is taken over. */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "server.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      let holder = NaN;
      try {
        holder = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
      } catch {
        continue; // removed between our open and read: try again
      }
      if (Number.isInteger(holder) && holder !== process.pid && processAlive(holder)) {
        throw new LockHeldError(`The data directory ${dir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another directory.`);
      }
      try {
        unlinkSync(file); // stale: its process is gone (e.g. after kill -9)
      } catch {
        // someone else removed it first
      }
    }
  }
  throw new LockHeldError(`Could not take the lock on ${dir}; another process is starting there.`);
}
