import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isPagePath } from "../../../shared/pages";
import { SESSION_COOKIE } from "./request-user";
import { LOCALES, type Locale } from "../../../shared/i18n/locales";
import { keepLinkLocale, pageLocale } from "../i18n/request-locale";
import type { PageRenderer } from "./server-render";
import { inLocale, type RenderedPage, withRenderedPage } from "./shell-html";

/** The app's HTML for a client route, as this request should get it. */
export interface SpaPages {
  /** `head`: tags to add to <head> (the share pages' card tags). */
  send(request: FastifyRequest, reply: FastifyReply, head?: string): Promise<FastifyReply>;
}

/**
 * Serves the built client and answers every non-API GET with index.html, so the SPA routes
 * (and its 404 page) work on reload. /api/login is a browser navigation to the sign-in screen,
 * which the SPA renders too.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string, render?: PageRenderer): Promise<SpaPages> {
  if (!existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`No built client in ${clientDir}: run npm run build`);
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (scripts/precompress-plugin.ts): sent as
    // they are when the browser accepts them, so nothing is compressed per request.
    preCompressed: true,
    // Hashed asset names never change content: cache them for a year; everything else revalidates.
    // send's own Cache-Control (max-age=0) is turned off, or it would overwrite the one set here.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader("cache-control", filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache");
      // The same URL answers in br, gzip or plain: a shared cache must key on the request's encoding.
      res.setHeader("vary", "accept-encoding");
    },
  });
  // A request with a session cookie is most likely a signed-in player (the cookie is HttpOnly, so the
  // page cannot tell by itself): <html data-session> tells the client to fetch the signed-in page's
  // code at once, in parallel with the sign-in check. A stale cookie costs a few kilobytes.
  // The arena and match pages go further: rendered here, with their data (`render`).
  const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
  const sessionHtml = html.replace("<html ", "<html data-session ");
  // Each shell in each language, written once.
  const shells = new Map(LOCALES.map((locale) => [locale, { out: inLocale(html, locale), session: inLocale(sessionHtml, locale) }]));
  // The build's pre-rendered signed-out landing (scripts/prerender-landing-plugin.ts): `/` without a
  // session cookie paints the hero before any script. Never with a cookie: a signed-in player would
  // see the landing flash before the arena.
  // One per language: landing.html in English, landing.de.html in German...
  const landingFile = (locale: Locale) => (locale === "en" ? "landing.html" : `landing.${locale}.html`);
  const landings = new Set(LOCALES.filter((locale) => existsSync(path.join(clientDir, landingFile(locale)))));
  const renderFor = async (request: FastifyRequest, locale: Locale): Promise<RenderedPage | null> => {
    try {
      return (await render?.(request, locale)) ?? null;
    } catch (error) {
      // The browser renders the page itself, as it does every other page: slower, never broken.
      request.log.error({ err: error }, "server render failed");
      return null;
    }
  };
  const pages: SpaPages = {
    async send(request, reply, head = "") {
      const urlPath = request.url.split("?")[0] ?? "/";
      // The page's language follows the `lang` cookie, else a shared link's `lang`, else the browser's Accept-Language.
      reply.type("text/html").header("cache-control", "no-cache").header("vary", "accept-encoding, accept-language, cookie");
      const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
      const locale = pageLocale(request);
      keepLinkLocale(request, reply);
      // The build's files, precompressed at the highest level, whenever nothing is added to them.
      if (!signedIn && !head && urlPath === "/" && landings.has(locale)) return reply.sendFile(landingFile(locale));
      if (!signedIn && !head && locale === "en") return reply.sendFile("index.html");
      const rendered = signedIn ? await renderFor(request, locale) : null;
      const inLanguage = shells.get(locale)!;
      const shell = signedIn ? inLanguage.session : inLanguage.out;
      const page = rendered ? withRenderedPage(shell, rendered) : shell;
      // Compressed on the way out by @fastify/compress, like every other response.
      return reply.send(head ? page.replace("</head>", () => `    ${head}\n  </head>`) : page);
    },
  };
  app.get("/api/login", (request, reply) => pages.send(request, reply));
  app.get("/*", (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    if (urlPath.startsWith("/api/")) {
      return reply.status(404).send({ message: `No such endpoint: GET ${urlPath}` });
    }
    // A real file (favicon, robots.txt, built asset) wins; anything else is a client route.
    const relative = path.normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, "");
    const candidate = path.join(clientDir, relative);
    if (relative && candidate.startsWith(clientDir) && existsSync(candidate) && !candidate.endsWith(path.sep)) {
      try {
        return reply.sendFile(relative);
      } catch {
        // fall through to the SPA
      }
    }
    // Not one of the app's pages: its not-found page, with the status that says so.
    if (!isPagePath(urlPath)) reply.status(404);
    return pages.send(request, reply);
  });
  return pages;
}
