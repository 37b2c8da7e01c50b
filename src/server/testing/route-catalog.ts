import type { FastifyInstance, RouteOptions } from "fastify";
import type { $ZodType } from "zod/v4/core";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../app";
import { loadConfig } from "../platform/config";
import { openDatabase } from "../platform/db/client";

export type RouteMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";

export interface CatalogRoute {
  method: RouteMethod;
  /** As registered, with its parameters: /api/matches/:id */
  url: string;
  /** The /ws upgrade: reached with a WebSocket client, not app.inject. */
  websocket: boolean;
  /** Under /api (JSON endpoints); the rest are share pages, the SPA and its files. */
  api: boolean;
  /** Registered from a contract entry (platform/http/route.ts): its replies have schemas, errors included. */
  declared: boolean;
  /** The parts of a request it checks with a schema on the way in (a route outside the contract checks its own). */
  validates: ValidatedPart[];
  /** The contract's zod schemas of those parts, for tests that derive inputs from them (schema-inputs.ts). */
  schemas: Partial<Record<ValidatedPart, $ZodType>>;
}

const INPUT_PARTS = ["params", "querystring", "body"] as const;
export type ValidatedPart = (typeof INPUT_PARTS)[number];

/** "GET /api/matches/:id": the key tests use to map a route to its cases. */
export const routeKey = (route: Pick<CatalogRoute, "method" | "url">) => `${route.method} ${route.url}`;

/**
 * Records the routes of an app as it is built: pass `onRoute` to buildApp (or the harness's
 * `app` options), read `routes()` once it is ready. Fastify's automatic HEAD twin of each GET is
 * left out.
 */
export function routeRecorder(): { onRoute: (route: RouteOptions) => void; routes: () => CatalogRoute[] } {
  const recorded: CatalogRoute[] = [];
  return {
    onRoute(route) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const upper = method.toUpperCase() as RouteMethod;
        const response = route.schema?.response as Record<string, unknown> | undefined;
        recorded.push({
          method: upper,
          url: route.url,
          websocket: Boolean(route.websocket || route.wsHandler),
          api: route.url.startsWith("/api/"),
          declared: response?.["4xx"] !== undefined,
          validates: INPUT_PARTS.filter((part) => route.schema?.[part] !== undefined),
          schemas: Object.fromEntries(INPUT_PARTS.flatMap((part) => (route.schema?.[part] ? [[part, route.schema[part] as $ZodType]] : []))),
        });
      }
    },
    routes() {
      const seen = new Set<string>();
      const gets = new Set(recorded.filter((r) => r.method === "GET").map((r) => r.url));
      return recorded
        .filter((r) => {
          const key = routeKey(r);
          if (seen.has(key) || (r.method === "HEAD" && gets.has(r.url))) return false;
          seen.add(key);
          return true;
        })
        .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
    },
  };
}

/**
 * Every route the full app serves (share pages and SPA included), listed by building one on a
 * throwaway in-memory database. Tests that must cover every endpoint iterate this list, so a new
 * route is covered (or fails for want of a case) without anyone remembering to add it. `inspect` sees
 * the ready app before it closes (the OpenAPI test reads its document).
 */
export async function listAppRoutes(inspect?: (app: FastifyInstance) => Promise<void>): Promise<CatalogRoute[]> {
  const recorder = routeRecorder();
  // Share pages and the SPA exist only with a built client: a one-file stand-in brings them in
  // (and keeps the static file routes to /index.html, whatever the real build holds).
  const clientDir = mkdtempSync(path.join(tmpdir(), "pl-catalog-"));
  writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
  const database = await openDatabase({});
  try {
    const app = await buildApp({
      config: { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), sessionSecret: "route-catalog-route-catalog-secret" },
      database,
      clientDir,
      logger: false,
      onRoute: recorder.onRoute,
    });
    await app.ready();
    try {
      await inspect?.(app);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(clientDir, { recursive: true, force: true });
  }
  return recorder.routes();
}
