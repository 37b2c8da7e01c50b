import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { docsEndpoints } from "../../shared/api/docs";
import { PRODUCT_NAME } from "../../shared/constants";
import { preferredCoding, type ContentCoding } from "./accept-encoding";
import { matchesEtag } from "./etag";
import { notFound } from "./errors";
import { contractApp, declared, sendSerialized } from "./route";
import { createHash } from "node:crypto";

/**
 * GET /api/openapi.json, the document (http/openapi.ts), and /api/docs, a page that reads it with
 * Swagger UI from the swagger-ui-dist package: served by the game itself, nothing from a CDN, and no
 * inline script, so the site's CSP allows it unchanged.
 */

const DOCS_SCRIPT = `window.addEventListener("load", () => {
  window.ui = SwaggerUIBundle({
    url: "/api/openapi.json",
    dom_id: "#docs",
    deepLinking: true,
    validatorUrl: null,
    // Calls tried from the page carry the player's own session cookie.
    withCredentials: true,
  });
});
`;

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API documentation · ${PRODUCT_NAME}</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<p style="margin:12px 20px;font-family:sans-serif"><a href="/">${PRODUCT_NAME}</a> · <a href="/api/openapi.json">openapi.json</a></p>
<main id="docs"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/docs.js"></script>
</body>
</html>
`;

interface Asset {
  type: string;
  body: Buffer;
  etag: string;
  /** Compressed once, on the first request that asks for the coding: the bundle is 1.7 MB. */
  coded: Partial<Record<ContentCoding, Buffer>>;
}

function asset(type: string, body: Buffer): Asset {
  return { type, body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`, coded: { identity: body } };
}

function encode(body: Buffer, coding: ContentCoding): Buffer {
  if (coding === "br") return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  if (coding === "gzip") return gzipSync(body, { level: 9 });
  return body;
}

function loadAssets(): Map<string, Asset> {
  const dist = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const file = (name: string) => readFileSync(path.join(dist, name));
  return new Map([
    ["swagger-ui.css", asset("text/css; charset=utf-8", file("swagger-ui.css"))],
    ["swagger-ui-bundle.js", asset("text/javascript; charset=utf-8", file("swagger-ui-bundle.js"))],
    ["docs.js", asset("text/javascript; charset=utf-8", Buffer.from(DOCS_SCRIPT))],
  ]);
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, file: Asset, maxAge: number) {
  reply.header("etag", file.etag).header("cache-control", `public, max-age=${maxAge}`).header("vary", "accept-encoding");
  if (matchesEtag(request.headers["if-none-match"], file.etag)) return reply.code(304).send();
  const coding = preferredCoding(request.headers["accept-encoding"]);
  const body = (file.coded[coding] ??= encode(file.body, coding));
  if (coding !== "identity") reply.header("content-encoding", coding);
  return reply.type(file.type).send(body);
}

export function apiDocsRoutes(app: FastifyInstance): void {
  let documentJson: string | undefined;
  contractApp(app).route({
    ...declared(docsEndpoints.openapi),
    // Built once: the routes do not change while the server runs.
    handler: async (_request, reply) =>
      sendSerialized(reply.header("cache-control", "public, max-age=300"), (documentJson ??= JSON.stringify(app.swagger()))),
  });

  const page = asset("text/html; charset=utf-8", Buffer.from(DOCS_PAGE));
  let assets: Map<string, Asset> | undefined;
  app.get("/api/docs", (request, reply) => sendAsset(request, reply, page, 300));
  app.get<{ Params: { file: string } }>("/api/docs/:file", (request, reply) => {
    const file = (assets ??= loadAssets()).get(request.params.file);
    if (!file) throw notFound("No such file");
    return sendAsset(request, reply, file, 86_400);
  });
}
