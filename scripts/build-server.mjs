// Bundles the server into dist/server for `npm start` to run with plain node (no TypeScript
// loader at run time: docs/decisions.md has the start-up time and memory it saves). Our own code
// (server, shared, and the client components the server renders) goes into serve.js, loaded by main.js
// once it has chosen glibc's setting; packages stay in
// node_modules, imported as they are (but the three BUNDLED below), so native and WebAssembly modules (resvg,
// PGlite) load unchanged.
// The files the server reads beside its own module (migrations, the share-card worker) are copied next
// to the bundle, where `new URL("./…", import.meta.url)` finds them.
import { build } from "esbuild";
import { readFile } from "node:fs/promises";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
export const serverOutDir = `${root}dist/server`;
export const serverEntry = `${serverOutDir}/main.js`;

// The message catalogues the server renders with, compiled into Lingui's tokens as the client build
// does (scripts/catalogues-plugin.ts), so the bundle never compiles one on a request's path.
const compiledCatalogues = {
  name: "compiled-catalogues",
  setup(build) {
    build.onLoad({ filter: /[\\/]messages[\\/](?:[^\\/]+[\\/])*[A-Za-z-]+\.json$/ }, async ({ path }) => {
      const { compileCatalogue } = await import("../src/shared/i18n/compile.ts");
      return { contents: JSON.stringify(compileCatalogue(JSON.parse(await readFile(path, "utf8")), path)), loader: "json" };
    });
  },
};

// main.ts's import of the server stays an import of the other bundle, not a copy of it inlined into main.js.
const serveApart = {
  name: "serve-apart",
  setup(build) {
    build.onResolve({ filter: /^\.\/serve$/ }, ({ importer }) =>
      importer.endsWith(`${path.sep}server${path.sep}main.ts`) ? { path: "./serve.js", external: true } : undefined,
    );
  },
};

// Packages stay in node_modules but for three, bundled into serve.js with only what the server uses: date-fns and
// drizzle-orm each ship a 180-200 KB package.json that Node parses again for every module file of theirs it loads,
// and lucide-react's entry loads one module per icon. Through their hundreds of files that was most of the CPU a
// start spent loading packages: 4.7 → 1.3 s on a 2-core machine, a start on an existing directory 8.7 → 5.3 s
// (docs/decisions.md, CI time).
const BUNDLED = new Set(["date-fns", "drizzle-orm", "lucide-react"]);
const manifest = JSON.parse(await readFile(`${root}package.json`, "utf8"));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => !BUNDLED.has(name));

export async function buildServer() {
  rmSync(serverOutDir, { recursive: true, force: true });
  mkdirSync(serverOutDir, { recursive: true });
  await build({
    absWorkingDir: root,
    // Two files, as the sources have them: main.js runs memory-release before it imports serve.js, and with it the
    // packages the server needs (src/server/main.ts).
    entryPoints: ["src/server/main.ts", "src/server/serve.ts"],
    outdir: serverOutDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22.19",
    external,
    jsx: "automatic",
    sourcemap: "linked",
    // Error stacks and logs name the app's own functions.
    keepNames: true,
    logLevel: "warning",
    banner: { js: "// The Prophecy League server, built by scripts/build-server.mjs from src/. Do not edit." },
    plugins: [compiledCatalogues, serveApart],
  });
  cpSync(`${root}src/server/platform/db/migrations`, `${serverOutDir}/migrations`, { recursive: true });
  cpSync(`${root}src/server/share/png-render-worker.mjs`, `${serverOutDir}/png-render-worker.mjs`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.log(`server built into dist/server in ${Math.round(performance.now() - started)} ms`);
}
