import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { SESSION_COOKIE } from "../auth/session.service";

/** The data a signed-in page asks for first, by path: fetched alongside the page's code (see below). */
function firstDataOf(urlPath: string): string | null {
  if (urlPath === "/") return "/api/matches";
  const match = /^\/match\/(\d{1,10})\/?$/.exec(urlPath);
  return match ? `/api/matches/${match[1]}` : null;
}

/**
 * Serves the built client and answers every non-API GET with index.html, so the SPA routes
 * (and its 404 page) work on reload. /api/login is a browser navigation to the sign-in screen,
 * which the SPA renders too.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<void> {
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
      res.setHeader(
        "cache-control",
        filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
      );
      // The same URL answers in br, gzip or plain: a shared cache must key on the request's encoding.
      res.setHeader("vary", "accept-encoding");
    },
  });
  // A request with a session cookie is most likely a signed-in player (the cookie is HttpOnly, so the
  // page cannot tell by itself): <html data-session> tells the client to fetch the signed-in page's
  // code at once, and a Link header starts the page's first data read with the HTML, instead of after
  // the sign-in check and the page's code. A stale cookie costs one wasted request, nothing else.
  const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
  const sessionHtml = html.replace("<html ", "<html data-session ");
  const sessionHtmlBr = brotliCompressSync(sessionHtml);
  // The build's pre-rendered signed-out landing (scripts/prerender-landing-plugin.ts): `/` without a
  // session cookie paints the hero before any script. Never with a cookie: a signed-in player would
  // see the landing flash before the arena.
  const hasLanding = existsSync(path.join(clientDir, "landing.html"));
  const sendIndex = (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
    reply.type("text/html").header("cache-control", "no-cache").header("vary", "accept-encoding, cookie");
    if (!request.cookies?.[SESSION_COOKIE]) return reply.sendFile(urlPath === "/" && hasLanding ? "landing.html" : "index.html");
    const data = firstDataOf(urlPath);
    if (data) reply.header("link", `<${data}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    if (!/\bbr\b/.test(request.headers["accept-encoding"] ?? "")) return reply.send(sessionHtml);
    return reply.header("content-encoding", "br").send(sessionHtmlBr);
  };
  app.get("/api/login", (request, reply) => sendIndex(request, reply, "/api/login"));
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
    return sendIndex(request, reply, urlPath);
  });
}
