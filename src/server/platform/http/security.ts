import helmet, { type HelmetOptions } from "helmet";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { createHash } from "node:crypto";
import { THEME_INIT_SCRIPT } from "../../../shared/theme-init-script";
import { forbidden } from "./errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The one inline script index.html carries, allowed by its hash: no other inline script runs. */
export const THEME_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(THEME_INIT_SCRIPT).digest("base64")}'`;

/** Security headers with a CSP the built client satisfies (no inline scripts but the theme's). */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { publicUrl, secure, avatarOrigins }: { publicUrl: string; secure: boolean; avatarOrigins: readonly string[] },
): void {
  // The live feed's socket: 'self' covers ws(s) to the page's own host in CSP 3 browsers; the public
  // origin is named too, for older ones.
  const socketOrigin = new URL(publicUrl).origin.replace(/^http/, "ws");
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_SCRIPT_SOURCE],
        // Radix and the share cards set element styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Share cards are drawn to data: and blob: URLs; the only outside images are provider avatars.
        imgSrc: ["'self'", "data:", "blob:", ...avatarOrigins],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", socketOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  // On the raw response, as helmet itself writes them, so that every reply carries them: JSON, pages,
  // static files and refusals alike. Callback-style, like the other hooks every request runs: an
  // async hook costs a promise and a microtask per request for nothing.
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * helmet's headers for these options, worked out once. They depend on nothing in the request (no CSP
 * nonces here), and @fastify/helmet built them anew on every request, a few percent of a cached
 * read's CPU.
 */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return [...headers];
}

/**
 * State-changing requests must come from our own pages: a browser's cross-site request carries
 * an Origin (or Sec-Fetch-Site) that does not match. Scripts without either carry no victim's
 * cookie, so they are let through to the normal authentication.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook("onRequest", (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const site = request.headers["sec-fetch-site"];
    if (site === "cross-site") return done(forbidden("Cross-site requests are not allowed"));
    const origin = request.headers.origin;
    if (!origin) return done();
    const host = request.headers.host;
    const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    done(origin !== allowed && !sameHost ? forbidden("Cross-site requests are not allowed") : undefined);
  });
}
