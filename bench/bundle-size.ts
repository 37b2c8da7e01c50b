import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// Prints what the built client ships, gzipped: the entry (what the landing page loads first) and
// every lazy chunk. Run `npm run build` first.
const dist = path.resolve("dist/client");
const assets = path.join(dist, "assets");
const index = readFileSync(path.join(dist, "index.html"), "utf8");

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
const entryFiles = files.filter((f) => index.includes(`/assets/${f}`));
// The landing route adds its own lazy chunk to the entry.
const landing = files.filter((f) => f.startsWith("landing-"));

let entryTotal = 0;
console.log("file                                        raw        gzip");
for (const f of files.sort((a, b) => gz(path.join(assets, b)) - gz(path.join(assets, a)))) {
  const full = path.join(assets, f);
  const size = gz(full);
  if (entryFiles.includes(f)) entryTotal += size;
  console.log(`${(entryFiles.includes(f) ? "* " : "  ") + f.padEnd(40)} ${kb(statSync(full).size).padStart(10)} ${kb(size).padStart(10)}`);
}
const landingTotal = entryTotal + landing.reduce((sum, f) => sum + gz(path.join(assets, f)), 0);
console.log(`entry (*) gzipped: ${kb(entryTotal)}`);
console.log(`landing page (entry + landing chunk) gzipped: ${kb(landingTotal)}`);
