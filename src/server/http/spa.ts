import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import path from "node:path";

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
  app.get("/api/login", (_request, reply) => reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html"));
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
    return reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html");
  });
}
