import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "../../../shared/api/routes";
import { listAppRoutes, routeKey, type CatalogRoute } from "../../testing/route-catalog";

// The OpenAPI document is generated from the same contract the routes run on: every declared route is
// in it with its inputs, replies, the error shape and the session it needs.

interface Operation {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, { content?: { "application/json": { schema: unknown } } }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };

let appRoutes: CatalogRoute[];
let document: Document;
let docsPage: { status: number; csp: string; body: string };
let bundle: { status: number; encoding: unknown; type: unknown };
let unknownAsset: { status: number; body: unknown };

beforeAll(async () => {
  appRoutes = await listAppRoutes(async (app) => {
    const reply = await app.inject({ url: "/api/openapi.json" });
    expect(reply.statusCode).toBe(200);
    document = reply.json();
    const page = await app.inject({ url: "/api/docs" });
    docsPage = { status: page.statusCode, csp: String(page.headers["content-security-policy"]), body: page.body };
    const js = await app.inject({ url: "/api/docs/swagger-ui-bundle.js", headers: { "accept-encoding": "gzip, br" } });
    bundle = { status: js.statusCode, encoding: js.headers["content-encoding"], type: js.headers["content-type"] };
    const missing = await app.inject({ url: "/api/docs/..%2Fpackage.json" });
    unknownAsset = { status: missing.statusCode, body: missing.json() };
  });
}, 60_000);

const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");
const operationOf = (route: Pick<CatalogRoute, "method" | "url">) => document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];

describe("GET /api/openapi.json", () => {
  it("is OpenAPI 3.1 with the cookie session and the one error shape", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.components.securitySchemes?.session).toEqual({ type: "apiKey", in: "cookie", name: "pl_session" });
    expect(document.components.schemas?.Error).toMatchObject({ required: ["message"] });
  });

  it("holds every route the app declares from the contract, and nothing else", () => {
    const declared = appRoutes.filter((route) => route.declared);
    expect(declared.length).toBeGreaterThan(40);
    const missing = declared.filter((route) => !operationOf(route)).map(routeKey);
    expect(missing).toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([url, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${url}`));
    expect(documented.sort()).toEqual(declared.map((route) => `${route.method} ${openApiPath(route.url)}`).sort());
  });

  it("gives each call its inputs, its replies, the refusals its access allows and the error shape", () => {
    const place = operationOf({ method: routes.bets.place.method, url: routes.bets.place.path });
    expect(place?.operationId).toBe("bets.place");
    expect(place?.requestBody).toBeDefined();
    expect(Object.keys(place?.responses ?? {}).sort()).toEqual(["201", "400", "401", "4XX", "5XX"]);
    expect(place?.security).toEqual([{ session: [] }]);
    expect(place?.responses["401"]?.content?.["application/json"].schema).toEqual({ $ref: "#/components/schemas/Error" });

    const adminUsers = operationOf({ method: "GET", url: routes.admin.users.path });
    expect(Object.keys(adminUsers?.responses ?? {})).toEqual(expect.arrayContaining(["200", "401", "403"]));
    const match = operationOf({ method: "GET", url: routes.matches.get.path });
    expect(match?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: "path", name: "id" })]));
    const socialProof = operationOf({ method: "GET", url: routes.stats.socialProof.path });
    expect(socialProof?.security).toBeUndefined();
    expect(Object.keys(socialProof?.responses ?? {})).not.toContain("401");
  });
});

describe("GET /api/docs", () => {
  it("serves Swagger UI from the game itself, under the site's CSP, with no inline script", () => {
    expect(docsPage.status).toBe(200);
    expect(docsPage.body).toContain('<script src="/api/docs/swagger-ui-bundle.js"></script>');
    expect(docsPage.body).not.toMatch(/<script>|https?:\/\/(?!www\.w3)/);
    expect(docsPage.csp).toContain("script-src 'self'");
    expect(bundle).toEqual({ status: 200, encoding: "br", type: "text/javascript; charset=utf-8" });
  });

  it("serves only its own files", () => {
    expect(unknownAsset).toEqual({ status: 404, body: { message: "No such file" } });
  });
});
