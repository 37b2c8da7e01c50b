import { randomBytes } from "node:crypto";
import { renameSync, writeFileSync } from "node:fs";

/**
 * Writes a file whole, by a rename: whoever reads it by its name (a process polling for it, a parallel test suite, the
 * operator after a crash) finds no file, the old one or all of the new one, never a part. The part being written has
 * a name of its own per call, so two writers of one file never write into the same part.
 */
export function writeFileWhole(file: string, data: string | Uint8Array, options: { mode?: number } = {}): void {
  const partial = `${file}.${randomBytes(4).toString("hex")}.partial`;
  writeFileSync(partial, data, options);
  renameSync(partial, file);
}
