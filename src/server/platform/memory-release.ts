// Imported first by main.ts, so that it runs before the rest of the server is evaluated.
//
// glibc's malloc raises its mmap and trim thresholds after large blocks are freed, and from then on
// keeps what the process frees instead of giving it back. Starting on a fresh data directory
// (PGlite's initdb, the migrations, the first sync) peaks near 1.3 GB, and an idle server kept
// 410-460 MB of it; with MALLOC_TRIM_THRESHOLD_ fixed at glibc's own default of 128 KiB it keeps
// 240-250 MB (docs/decisions.md#memory-release). Both thresholds are fixed at 2 MiB (malloc-settings.ts), not glibc's
// 128 KiB: at 128 KiB every compressor's buffers were mapped and faulted in afresh, 2.5 ms of CPU
// to brotli a 3 KB reply against 0.5 ms, for 30-40 MB less at idle (docs/decisions.md#malloc-thresholds).
// glibc reads the variables only when a process starts, so the server re-executes itself once with
// them set: same process id, same arguments. An operator's own setting of the trim threshold is
// kept; under an IPC parent (a watcher) or where execve is missing, nothing happens.
import { SERVER_MALLOC_ENV } from "./malloc-settings";

// glibc's own variables, read before Config exists, not the game's configuration.
// eslint-disable-next-line no-restricted-properties
const env = process.env;
const execve = (process as { execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never }).execve;
if (process.platform === "linux" && execve && env.MALLOC_TRIM_THRESHOLD_ === undefined && env.NODE_CHANNEL_FD === undefined) {
  try {
    execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
      ...env,
      ...SERVER_MALLOC_ENV,
    });
  } catch {
    // Not permitted here: run on with glibc's defaults.
  }
}

export {};
