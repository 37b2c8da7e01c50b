import { readdirSync } from "node:fs";
import path from "node:path";

// For the tests only (it reads the source tree): every catalogue folder under src/, a folder holding
// en.json inside a messages/ path, named as its area is (its path under src/).

export const SRC = path.resolve(import.meta.dirname, "../..");

function catalogueFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === "node_modules") continue;
    const full = path.join(dir, entry.name);
    if (full.includes(`${path.sep}messages`) && readdirSync(full).includes("en.json")) found.push(full);
    found.push(...catalogueFolders(full));
  }
  return found;
}

export const areas = catalogueFolders(SRC).map((dir) => path.relative(SRC, dir).split(path.sep).join("/"));
