import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerSpa } from "./spa";

// A built client in miniature: index.html and one hashed asset, each with the .br and .gz the build writes.
const INDEX = '<!doctype html><html lang="en"><title>The Prophecy League</title>'.padEnd(2000, " ");
// The build's pre-rendered signed-out landing (scripts/prerender-landing-plugin.ts).
const LANDING = '<!doctype html><html lang="en"><div id="root" data-prerendered><h1>The Prophecy League</h1>'.padEnd(2000, " ");
// The German one: the build writes one per language (landing.de.html...), here only German's.
const LANDING_DE = '<!doctype html><html lang="de"><div id="root" data-prerendered><h1>The Prophecy League</h1><p>Ab in die Arena</p>'.padEnd(
  2000,
  " ",
);
const SCRIPT = `console.log(${JSON.stringify("x".repeat(3000))});`;

let dir: string;
let app: FastifyInstance;

function writeWithVariants(file: string, body: string) {
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body));
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "prophecy-spa-"));
  mkdirSync(path.join(dir, "assets"));
  writeWithVariants(path.join(dir, "index.html"), INDEX);
  writeWithVariants(path.join(dir, "landing.html"), LANDING);
  writeWithVariants(path.join(dir, "landing.de.html"), LANDING_DE);
  writeWithVariants(path.join(dir, "assets", "main-abc123.js"), SCRIPT);
  writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\nAllow: /\n");
  app = Fastify();
  // As in the app (src/server/app.ts): what the server builds per request is compressed on the way out.
  await app.register(compress);
  await app.register(cookie);
  await registerSpa(app, dir);
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("static client", () => {
  it("sends a hashed asset brotli-compressed when the browser accepts it, cached for a year", async () => {
    const res = await app.inject({ url: "/assets/main-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gzipped = await app.inject({ url: "/assets/main-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ url: "/assets/main-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("answers client routes with index.html, compressed and never cached", async () => {
    const res = await app.inject({ url: "/match/7", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it("marks the page for a request with a session cookie, so it fetches a signed-in page's code at once", async () => {
    const arena = await app.inject({ url: "/", headers: { cookie: "pl_session=abc", "accept-encoding": "br" } });
    expect(arena.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(arena.rawPayload).toString()).toBe(INDEX.replace("<html ", "<html data-session "));
    const match = await app.inject({ url: "/match/7", headers: { cookie: "pl_session=abc" } });
    expect(match.body).toContain("<html data-session ");
    const visitor = await app.inject({ url: "/match/7" });
    expect(visitor.body).toBe(INDEX);
  });

  it("sends the pre-rendered landing for / without a session cookie only", async () => {
    const visitor = await app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    expect(visitor.headers["content-type"]).toMatch(/text\/html/);
    expect(visitor.headers["cache-control"]).toBe("no-cache");
    expect(visitor.headers.vary).toMatch(/cookie/);
    expect(brotliDecompressSync(visitor.rawPayload).toString()).toBe(LANDING);
    expect((await app.inject({ url: "/?ref=abc" })).body).toBe(LANDING);
    // A signed-in player gets the plain shell: the landing would flash before the arena.
    const player = await app.inject({ url: "/", headers: { cookie: "pl_session=abc" } });
    expect(player.body).toBe(INDEX.replace("<html ", "<html data-session "));
    expect((await app.inject({ url: "/about" })).body).toBe(INDEX);
  });

  it("writes each page in the visitor's language: their choice, else their browser's, else English", async () => {
    const german = { "accept-language": "de-DE,de;q=0.9,en;q=0.8" };
    // The landing prerendered in that language, where the build wrote one; else the shell marked with it.
    const landing = await app.inject({ url: "/", headers: german });
    expect(landing.body).toBe(LANDING_DE);
    expect(landing.headers.vary).toMatch(/accept-language/);
    expect((await app.inject({ url: "/about", headers: german })).body).toBe(INDEX.replace('lang="en"', 'lang="de"'));
    expect((await app.inject({ url: "/", headers: { "accept-language": "pt-BR" } })).body).toBe(INDEX.replace('lang="en"', 'lang="pt-BR"'));
    // The `lang` cookie (the switch's) wins over the browser; an unknown one is ignored.
    expect((await app.inject({ url: "/", headers: { ...german, cookie: "lang=en" } })).body).toBe(LANDING);
    expect((await app.inject({ url: "/about", headers: { cookie: "lang=es" } })).body).toBe(INDEX.replace('lang="en"', 'lang="es"'));
    expect((await app.inject({ url: "/", headers: { cookie: "lang=fr", "accept-language": "fr, it;q=0.5" } })).body).toBe(LANDING);
    // Signed in, as signed out.
    expect((await app.inject({ url: "/match/7", headers: { cookie: "pl_session=abc; lang=de" } })).body).toBe(
      INDEX.replace('<html lang="en"', '<html data-session lang="de"'),
    );
  });

  it("serves files without a compressed variant, revalidated", async () => {
    const res = await app.inject({ url: "/robots.txt", headers: { "accept-encoding": "identity" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("User-agent");
  });

  it("answers a path that is no page with the app's not-found page and 404, signed in or not", async () => {
    for (const url of ["/no-such-page", "/about/team", "/match", "/profile/extra?tab=1"]) {
      const visitor = await app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(visitor.statusCode, url).toBe(404);
      expect(visitor.headers["content-type"]).toMatch(/^text\/html/);
      expect(visitor.headers["content-encoding"]).toBe("br");
      const player = await app.inject({ url, headers: { cookie: "pl_session=abc" } });
      expect(player.statusCode, url).toBe(404);
      expect(player.body).toContain("data-session");
    }
    for (const url of ["/about", "/about/", "/api", "/match/7", "/u/ada", "/verify?entry=3", "/api/login"]) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it("answers an unknown API path with a JSON 404, not the SPA", async () => {
    const res = await app.inject({ url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "No such endpoint: GET /api/nothing-here" });
  });
});
