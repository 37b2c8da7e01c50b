import type { FastifyInstance } from "fastify";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { docsEndpoints } from "../../../shared/api/docs";
import { PRODUCT_NAME } from "../../../shared/constants";
import { EncodedBody, sendEncoded } from "./encoded-reply";
import { notFound } from "./errors";
import { contractApp, declared } from "./route";

/**
 * GET /api/openapi.json, the document (platform/http/openapi.ts), and /api/docs, a page that reads it with
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

function loadAssets(): Map<string, EncodedBody> {
  const dist = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const file = (name: string) => readFileSync(path.join(dist, name));
  // Files that never change while the server runs: compressed hard, once.
  return new Map([
    ["swagger-ui.css", new EncodedBody("text/css; charset=utf-8", file("swagger-ui.css"), 9)],
    ["swagger-ui-bundle.js", new EncodedBody("text/javascript; charset=utf-8", file("swagger-ui-bundle.js"), 9)],
    ["docs.js", new EncodedBody("text/javascript; charset=utf-8", DOCS_SCRIPT, 9)],
  ]);
}

export function apiDocsRoutes(app: FastifyInstance): void {
  let document: EncodedBody | undefined;
  contractApp(app).route({
    ...declared(docsEndpoints.openapi),
    // Built once: the routes do not change while the server runs.
    handler: async (request, reply) =>
      sendEncoded(
        request,
        reply,
        (document ??= new EncodedBody("application/json; charset=utf-8", JSON.stringify(app.swagger()), 9)),
        "public, max-age=300",
      ),
  });

  const page = new EncodedBody("text/html; charset=utf-8", DOCS_PAGE, 9);
  let assets: Map<string, EncodedBody> | undefined;
  app.get("/api/docs", (request, reply) => sendEncoded(request, reply, page, "public, max-age=300"));
  app.get<{ Params: { file: string } }>("/api/docs/:file", (request, reply) => {
    const file = (assets ??= loadAssets()).get(request.params.file);
    if (!file) throw notFound("No such file");
    return sendEncoded(request, reply, file, "public, max-age=86400");
  });
}
