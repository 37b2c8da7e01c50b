import { chromium } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// What the built client ships, gzipped at level 9 from the files in dist (not from what the server
// sent), so the figure does not depend on whether the server compresses.

export interface RouteVisit {
  label: string;
  path: string;
  /** `pl_session=…` for a signed-in visit. */
  cookie?: string | undefined;
}

export interface RouteWeight extends RouteVisit {
  js: number;
  css: number;
  /** Each file fetched, with its gzipped size. */
  files: { file: string; gzip: number }[];
}

export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
}

export const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Every built JS and CSS file, largest gzipped first. */
export function chunkSizes(clientDir: string): ChunkSize[] {
  const assets = path.join(clientDir, "assets");
  return readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((file) => ({ file, raw: statSync(path.join(assets, file)).size, gzip: gzipSize(path.join(assets, file)) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * Loads each route in Chromium and records the /assets/ JS and CSS it fetched: the entry, its
 * preloads and every lazy chunk the page pulled in while rendering, which a manifest walk would miss.
 */
export async function measureRouteWeights(baseUrl: string, clientDir: string, visits: RouteVisit[]): Promise<RouteWeight[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const weights: RouteWeight[] = [];
    for (const visit of visits) {
      // A fresh context per visit: nothing cached from the previous route.
      const context = await browser.newContext();
      if (visit.cookie) {
        const [name, value] = visit.cookie.split("=", 2) as [string, string];
        await context.addCookies([{ name, value, url: baseUrl }]);
      }
      const page = await context.newPage();
      const files = new Set<string>();
      page.on("request", (request) => {
        const match = /\/assets\/([^?#]+\.(?:js|css))/.exec(new URL(request.url()).pathname);
        if (match?.[1]) files.add(match[1]);
      });
      // Network quiet alone can come while the entry script still runs on a busy CPU: wait for the
      // page's <main>, then for the lazy chunks and data it asks for to settle.
      await page.goto(new URL(visit.path, baseUrl).href);
      // The stylesheet arrives inline in the HTML (vite.config.ts): counted as the file it came from.
      for (const href of await page.locator("style[data-href]").evaluateAll((els) => els.map((el) => el.getAttribute("data-href") ?? ""))) {
        const match = /\/assets\/([^?#]+\.css)$/.exec(href);
        if (match?.[1]) files.add(match[1]);
      }
      await page.locator("main").first().waitFor();
      await page.waitForLoadState("networkidle");
      await context.close();
      const sizes = [...files].map((file) => ({ file, gzip: gzipSize(path.join(clientDir, "assets", file)) })).sort((a, b) => b.gzip - a.gzip);
      const sum = (ext: string) => sizes.filter((s) => s.file.endsWith(ext)).reduce((total, s) => total + s.gzip, 0);
      weights.push({ ...visit, js: sum(".js"), css: sum(".css"), files: sizes });
    }
    return weights;
  } finally {
    await browser.close();
  }
}
