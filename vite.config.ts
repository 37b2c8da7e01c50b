import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
// Imports spelled with .ts, as Node resolves them: Vite loads this config through Node's own loader
// when it can, and warns (then falls back to bundling it) on extensionless relative imports.
import { compileCatalogues } from "./scripts/catalogues-plugin.ts";
import { prerenderLanding } from "./scripts/prerender-landing-plugin.ts";
import { THEME_INIT_SCRIPT } from "./src/shared/theme-init-script.ts";

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

// The theme script goes inline where index.html marks its place (the CSP allows it by hash).
function inlineThemeScript(): Plugin {
  const mark = /<!-- theme-init:[^>]*-->/;
  return {
    name: "prophecy-inline-theme-script",
    transformIndexHtml(html) {
      if (!mark.test(html)) throw new Error("index.html: no theme-init mark");
      return html.replace(mark, () => `<script>${THEME_INIT_SCRIPT}</script>`);
    },
  };
}

// The stylesheet goes inline into index.html: it blocks the first paint, and as a file it shares the
// phone's bandwidth with the scripts fetched at the same time (Lighthouse: 150-170 ms of render delay).
// `data-href` names the file it came from, for bench/bundle-size.ts to count.
function inlineStylesheet(): Plugin {
  return {
    name: "prophecy-inline-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle?.[file];
          if (asset?.type !== "asset") return tag;
          return `<style data-href="/${file}">${String(asset.source)}</style>`;
        });
      },
    },
  };
}

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [compileCatalogues(), react(), tailwindcss(), inlineThemeScript(), inlineStylesheet(), prerenderLanding(), precompress()],
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
    // No preload helper around import(): for a page's two dozen small chunks it inserted a
    // <link rel="modulepreload"> each, one 30 ms task (117 ms on a throttled phone) right after the
    // entry ran. The browser finds a chunk's imports itself when the chunk arrives; the pages that
    // load first are in the HTML already (landing.html, the server-rendered arena and match page).
    modulePreload: false,
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
