import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createServer, type Plugin, type Rollup } from "vite";

// The spinner index.html carries until React renders: the pre-rendered landing takes its place.
const ROOT_CONTENT = /<div id="root">([\s\S]*?)<!-- \/root -->/;
// The landing page is signed out by construction, so it needs no sign-in check (main.tsx skips it).
const AUTH_PRELOAD = /\s*<!--[^>]*sign-in check[^>]*-->\s*<link rel="preload" href="\/api\/auth\/user"[^>]*>/;

/**
 * Modulepreload links for the landing page's chunk and the chunks it imports, which index.html does
 * not list (the entry loads them with import()): fetched alongside the entry, so React takes over the
 * pre-rendered markup as soon as the entry runs, not one round trip later.
 */
function landingPreloads(bundle: Rollup.OutputBundle, shell: string): string {
  const entry = Object.values(bundle).find((c) => c.type === "chunk" && c.facadeModuleId?.endsWith("/pages/landing.tsx"));
  if (!entry || entry.type !== "chunk") throw new Error("no landing chunk in the build");
  const files = [entry.fileName, ...entry.imports].filter((file) => !shell.includes(`/${file}"`));
  return files.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`).join("");
}

/**
 * After the client build, renders the signed-out landing with react-dom/static (through a Vite
 * server in middleware mode, so the app's aliases and JSX transform apply) and writes landing.html:
 * index.html with the landing's markup in #root. src/server/http/spa.ts sends it for `/` to requests
 * without a session cookie, so the hero paints before any script runs; the client then renders the
 * same markup over it (main.tsx). Runs in writeBundle so the precompress step (closeBundle) sees it.
 */
export function prerenderLanding(): Plugin {
  let outDir = "";
  let configFile: string | undefined;
  return {
    name: "prophecy-prerender-landing",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        const server = await createServer({
          configFile,
          appType: "custom",
          logLevel: "warn",
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        });
        try {
          const { renderLanding } = (await server.ssrLoadModule("/prerender-landing.tsx")) as {
            renderLanding: () => Promise<string>;
          };
          const markup = await renderLanding();
          const shell = readFileSync(path.join(outDir, "index.html"), "utf8");
          if (!ROOT_CONTENT.test(shell)) throw new Error("index.html: no #root placeholder to pre-render into");
          const page = shell
            .replace(ROOT_CONTENT, () => `<div id="root" data-prerendered>${markup}<!-- /root -->`)
            .replace(AUTH_PRELOAD, "")
            .replace("</head>", () => `${landingPreloads(bundle, shell)}\n  </head>`);
          writeFileSync(path.join(outDir, "landing.html"), page);
        } finally {
          await server.close();
        }
      },
    },
  };
}
