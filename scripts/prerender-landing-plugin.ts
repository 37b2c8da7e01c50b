import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createServer, type Plugin, type Rollup } from "vite";
import type * as EntryServerModule from "../src/client/entry-server";
import { inLocale, manifestIn, withRenderedPage } from "../src/server/platform/http/shell-html.ts";
import { registerCompiler } from "../src/shared/i18n/catalogue.ts";
import { compileCatalogue } from "../src/shared/i18n/compile.ts";
import { LOCALES, manifestPath, type Locale } from "../src/shared/i18n/locales.ts";

// The page's own words (server/http/messages) are read here, outside the app: compiled as they load.
registerCompiler(compileCatalogue);

type EntryServer = typeof EntryServerModule;
type PageData = EntryServerModule.PageData;

/**
 * Modulepreload links for the landing page's chunk and the chunks it imports, which index.html does
 * not list (the entry loads them with import()): fetched alongside the entry, so React takes over the
 * pre-rendered markup as soon as the entry runs, not one round trip later.
 */
function landingPreloads(bundle: Rollup.OutputBundle, shell: string, locale: Locale): string {
  const chunk = (suffix: string) => {
    const found = Object.values(bundle).find((c) => c.type === "chunk" && c.facadeModuleId?.endsWith(suffix));
    if (!found || found.type !== "chunk") throw new Error(`no chunk of ${suffix} in the build`);
    return [found.fileName, ...found.imports];
  };
  // Another language's landing also needs that language's pack before the client renders (main.tsx).
  const files = [...chunk("/pages/landing.tsx"), ...(locale === "en" ? [] : chunk(`/lib/i18n/packs/${locale}.ts`))];
  return [...new Set(files)]
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("\n    ");
}

/**
 * After the client build, renders the signed-out landing with src/client/entry-server.tsx (through a
 * Vite server in middleware mode, so the app's aliases and JSX transform apply) and writes landing.html:
 * index.html with the landing's markup in #root; and landing.<language>.html for each other language. src/server/platform/http/spa.ts sends it for `/` to requests
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
          const { renderPage, pageStartScript } = (await server.ssrLoadModule("/entry-server.tsx")) as EntryServer;
          // The server sends this page only to requests without a session cookie: signed out for sure,
          // so its data says so, and the browser skips the sign-in check (main.tsx).
          const data: PageData = [[["/api/auth/user"], null]];
          const shell = readFileSync(path.join(outDir, "index.html"), "utf8");
          // One landing per language (landing.html in English), sent by src/server/platform/http/spa.ts by the visitor's language.
          for (const locale of LOCALES) {
            // No share link on the landing: the origin is never read.
            const markup = await renderPage("/", data, "", undefined, locale);
            const page = withRenderedPage(inLocale(shell, locale), {
              markup,
              head: landingPreloads(bundle, shell, locale),
              body: pageStartScript({ data }),
            });
            writeFileSync(path.join(outDir, locale === "en" ? "landing.html" : `landing.${locale}.html`), page);
          }
          // The installed app's name and description in each language, linked by each language's pages (inLocale).
          const manifest = JSON.parse(readFileSync(path.join(outDir, manifestPath("en")), "utf8")) as Record<string, unknown>;
          for (const locale of LOCALES.filter((l) => l !== "en")) {
            writeFileSync(path.join(outDir, manifestPath(locale)), `${JSON.stringify(manifestIn(manifest, locale), null, 2)}\n`);
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
