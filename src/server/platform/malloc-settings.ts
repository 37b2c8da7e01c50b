/**
 * glibc's malloc settings the server runs with (memory-release.ts re-executes it with them): both thresholds fixed at
 * 2 MiB. Fixed, glibc no longer raises them and keeps what the process frees; at its own 128 KiB every compressor's
 * window was mapped and faulted in afresh (docs/decisions.md#malloc-thresholds). Apart from memory-release.ts,
 * which re-executes whatever imports it, so that the tests and benches can name the same settings.
 */
export const SERVER_MALLOC_ENV = {
  MALLOC_TRIM_THRESHOLD_: String(2 * 1024 * 1024),
  MALLOC_MMAP_THRESHOLD_: String(2 * 1024 * 1024),
} as const;
