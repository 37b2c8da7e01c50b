import type { FastifyInstance, FastifyRequest } from "fastify";
import { readFileSync } from "node:fs";
import path from "node:path";
import type * as EntryServer from "../../../client/entry-server";
import type { Locale } from "../../../shared/i18n/locales";
import { RenderAdmission } from "./render-admission";
import { hasRootPlaceholder, type RenderedPage } from "./shell-html";

export type PageRenderer = (request: FastifyRequest, locale: Locale) => Promise<RenderedPage | null>;

/**
 * Renders the arena and match pages for a signed-in player on the server (client/entry-server.tsx),
 * with the data their first screen reads, so the page paints with the HTML instead of after the
 * code, the sign-in check and the data in turn; the browser then hydrates it (main.tsx). The data is
 * read through the app's own API with the request's cookie (app.inject), so it is exactly what the
 * browser would have fetched, under the same rules. Null when the page is not one of these, or the
 * player is not signed in after all. A test's stand-in index.html without #root renders nothing.
 *
 * Renders are bounded in rate and number at once (render-admission.ts): a page asked for beyond the
 * bounds is null, so the player gets the shell and the browser renders it, as it does every other
 * page. Unbounded renders held every other request up (bench/og-load.ts, docs/decisions.md); a queue
 * would only move the wait into the first paint.
 */
export function serverRenderer(
  app: FastifyInstance,
  clientDir: string,
  options: { publicUrl: string; limits: { maxInFlight: number; perSecond: number } },
): PageRenderer {
  const { publicUrl } = options;
  const shell = readFileSync(path.join(clientDir, "index.html"), "utf8");
  if (!hasRootPlaceholder(shell)) return async () => null;
  // Loaded as the server starts, not with the first player's page (that took a second); only a server
  // with a built client gets here, so API-only processes never load React.
  const entry: Promise<typeof EntryServer> = import("../../../client/entry-server");
  entry.catch((error: unknown) => app.log.error({ err: error }, "server rendering unavailable"));
  const admission = new RenderAdmission(options.limits);

  return async (request, locale) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    const page = (await entry).serverPage(urlPath);
    if (!page) return null;
    const release = admission.tryStart();
    if (!release) {
      request.log.debug("server render skipped: the shell goes out instead");
      return null;
    }
    let rendered = true; // a render that throws has cost its place
    try {
      const result = await renderWithData(request, urlPath, page, locale);
      rendered = result !== null;
      return result;
    } finally {
      release({ rendered });
    }
  };

  async function renderWithData(
    request: FastifyRequest,
    urlPath: string,
    page: EntryServer.ServerPage,
    locale: Locale,
  ): Promise<RenderedPage | null> {
    const { renderPage, pageStartScript } = await entry;
    const cookie = request.headers.cookie ?? "";
    const keys = [page.user, ...page.queries];
    // With the browser's languages too: a visitor's replies (the oracles' words) come in the page's language.
    const acceptLanguage = request.headers["accept-language"];
    const headers = acceptLanguage ? { cookie, "accept-language": acceptLanguage } : { cookie };
    const responses = await Promise.all(keys.map((key) => app.inject({ method: "GET", url: key.join("/"), headers })));
    // Signed out after all (a stale cookie: the user query's 401), or no such match: the browser shows what fits.
    if (responses.some((response) => response.statusCode !== 200)) return null;
    const data: EntryServer.PageData = keys.map((key, i) => [key, responses[i]!.json()]);
    const renderedAt = Date.now();
    const markup = await renderPage(urlPath, data, publicUrl, renderedAt, locale);
    // Not the page's code: two dozen chunk requests ahead of the first paint cost more on a phone's
    // connection than the round trip the entry takes to ask (docs/decisions.md, server rendering).
    const preloads = page.preloads.map((key) => `<link rel="preload" href="${key.join("/")}" as="fetch" crossorigin="use-credentials">`);
    return { markup, head: preloads.join("\n    "), body: pageStartScript({ data, renderedAt }) };
  }
}
