// `npm start` runs the built game (docs/decisions.md#project-and-tooling): the client is built when no build exists (`npm run
// build` rebuilds it), the server whenever a source file is newer than its bundle, which takes under a
// second, so a pulled change never starts an old server against a newer database.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer, serverEntry } from "./build-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

if (!existsSync(path.join(root, "dist/client/index.html"))) {
  console.log("No client build yet: building it once (npm run build rebuilds).");
  execSync("npx vite build --logLevel warn", { stdio: "inherit", cwd: root });
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const built = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
if (built < Math.max(newestSource(path.join(root, "src")), statSync(path.join(root, "package-lock.json")).mtimeMs)) {
  await buildServer();
}
