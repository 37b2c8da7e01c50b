import type { FastifyInstance, FastifyRequest } from "fastify";
import { readFileSync } from "node:fs";
import path from "node:path";
import type * as EntryServer from "../../client/entry-server";
import { hasRootPlaceholder, type RenderedPage } from "./shell-html";

export type PageRenderer = (request: FastifyRequest) => Promise<RenderedPage | null>;

/**
 * Renders the arena and match pages for a signed-in player on the server (client/entry-server.tsx),
 * with the data their first screen reads, so the page paints with the HTML instead of after the
 * code, the sign-in check and the data in turn; the browser then hydrates it (main.tsx). The data is
 * read through the app's own API with the request's cookie (app.inject), so it is exactly what the
 * browser would have fetched, under the same rules. Null when the page is not one of these, or the
 * player is not signed in after all. A test's stand-in index.html without #root renders nothing.
 */
export function serverRenderer(app: FastifyInstance, clientDir: string, publicUrl: string): PageRenderer {
  const shell = readFileSync(path.join(clientDir, "index.html"), "utf8");
  if (!hasRootPlaceholder(shell)) return async () => null;
  // Loaded as the server starts, not with the first player's page (that took a second); only a server
  // with a built client gets here, so API-only processes never load React.
  const entry: Promise<typeof EntryServer> = import("../../client/entry-server");
  entry.catch((error: unknown) => app.log.error({ err: error }, "server rendering unavailable"));

  return async (request) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    const { serverPage, renderPage, pageStartScript } = await entry;
    const page = serverPage(urlPath);
    if (!page) return null;
    const cookie = request.headers.cookie ?? "";
    const responses = await Promise.all(page.queries.map((key) => app.inject({ method: "GET", url: key.join("/"), headers: { cookie } })));
    // Signed out after all (a stale cookie: 401, or no player), or no such match: the browser shows what fits.
    if (responses.some((response) => response.statusCode !== 200) || responses[0]?.json() === null) return null;
    const data: EntryServer.PageData = page.queries.map((key, i) => [key, responses[i]!.json()]);
    const renderedAt = Date.now();
    const markup = await renderPage(urlPath, data, publicUrl, renderedAt);
    // Not the page's code: two dozen chunk requests ahead of the first paint cost more (on a phone's
    // connection, Lighthouse: LCP 2.5 s against 1.8 s) than the round trip the entry takes to ask.
    const preloads = page.preloads.map((key) => `<link rel="preload" href="${key.join("/")}" as="fetch" crossorigin="use-credentials">`);
    return { markup, head: preloads.join("\n    "), body: pageStartScript({ data, renderedAt }) };
  };
}
