import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import { prerenderLanding } from "./scripts/prerender-landing-plugin";

const serverPort = 5000;

// Writes a .br and a .gz beside every text file of the build, once, at maximum compression, so the
// server sends them as they are (@fastify/static `preCompressed`) instead of compressing on each
// request or not at all.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|txt|json|xml|webmanifest)$/;
// Below this a compressed body saves less than the Content-Encoding header costs.
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

function precompress(): Plugin {
  let outDir = "";
  return {
    name: "prophecy-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const body = readFileSync(file);
        const variants: [string, Buffer][] = [
          [".br", brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })],
          [".gz", gzipSync(body, { level: 9 })],
        ];
        for (const [ext, compressed] of variants) {
          // Only where it pays: the server falls back to the plain file when no variant exists.
          if (compressed.length < body.length * 0.9) writeFileSync(file + ext, compressed);
        }
      }
    },
  };
}

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss(), prerenderLanding(), precompress()],
  resolve: {
    alias: {
      "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
      "@client": fileURLToPath(new URL("./src/client", import.meta.url)),
    },
  },
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // A browser without <link rel="modulepreload"> (Safari before 17) still loads every module, only
    // without the head start: not worth a polyfill in every visitor's entry.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: {
      // /api/login is the SPA's sign-in screen: Vite serves it in development.
      "/api": {
        target: `http://127.0.0.1:${serverPort}`,
        bypass: (req) => (req.url?.startsWith("/api/login") && !req.url.startsWith("/api/login/") ? "/index.html" : undefined),
      },
      "/ws": { target: `ws://127.0.0.1:${serverPort}`, ws: true },
    },
  },
});
