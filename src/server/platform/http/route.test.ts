import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint } from "../../../shared/api/contract";
import type { UserRow } from "../../users/user.service";
import { listAppRoutes, routeKey } from "../../testing/route-catalog";
import { registerErrorHandling } from "./errors";
import { contractApp, declared, registerContract } from "./route";

// The contract runs: a route declared from src/shared/api validates its input and serializes its
// replies through the schemas, and every route of the app is declared that way.

const profile = z.object({ id: z.number().int(), username: z.string() });
const echo = endpoint({
  method: "POST",
  path: "/echo/:id",
  access: "player",
  params: z.object({ id: z.coerce.number().int().min(1) }),
  body: z.strictObject({ name: z.string().min(3, "Name must be at least 3 characters") }),
  responses: { 200: profile },
});
const leaky = endpoint({ method: "GET", path: "/leaky", access: "public", responses: { 200: profile } });
const broken = endpoint({ method: "GET", path: "/broken", access: "public", responses: { 200: profile } });

describe("a route declared from the contract", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    registerContract(app);
    app.decorateRequest("user", undefined);
    // A header stands in for a session: the access rule is what is under test, not sign-in.
    app.addHook("onRequest", async (request) => {
      if (request.headers["x-player"]) request.user = { id: 7, username: "ada", isAdmin: false } as UserRow;
    });
    const api = contractApp(app);
    api.route({ ...declared(echo), handler: async (request) => ({ id: request.params.id, username: request.body.name }) });
    // What a careless mapper does: hands over the whole row.
    api.route({ ...declared(leaky), handler: async () => ({ id: 1, username: "ada", email: "ada@example.com", passwordHash: "x" }) });
    // A reply that breaks its own contract (a string id).
    api.route({ ...declared(broken), handler: async () => ({ id: "1", username: "ada" }) as unknown as z.infer<typeof profile> });
    await app.ready();
  });
  afterAll(() => app.close());

  it("drops a field the reply schema does not declare", async () => {
    const response = await app.inject({ url: "/leaky" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1, username: "ada" });
    expect(response.body).not.toContain("ada@example.com");
  });

  it("answers a reply that breaks its schema with a 500 that hides the detail", async () => {
    const response = await app.inject({ url: "/broken" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Internal error" });
  });

  it("parses params and body with the schemas before the handler", async () => {
    const response = await app.inject({ method: "POST", url: "/echo/5", headers: { "x-player": "1" }, payload: { name: "Grace" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 5, username: "Grace" });
  });

  it("refuses input that breaks a schema with 400 and the one error shape, in words", async () => {
    const tooShort = await app.inject({ method: "POST", url: "/echo/5", headers: { "x-player": "1" }, payload: { name: "Al" } });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toEqual({ message: "Name must be at least 3 characters" });
    const extra = await app.inject({ method: "POST", url: "/echo/5", headers: { "x-player": "1" }, payload: { name: "Grace", admin: true } });
    expect(extra.json()).toEqual({ message: "Unknown field: admin" });
    const badId = await app.inject({ method: "POST", url: "/echo/zero", headers: { "x-player": "1" }, payload: { name: "Grace" } });
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json())).toEqual(["message"]);
  });

  it("checks access before input: a signed-out caller learns only that it must sign in", async () => {
    const response = await app.inject({ method: "POST", url: "/echo/zero", payload: { name: 1 } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "You need to sign in first" });
  });
});

describe("the app's routes", () => {
  it("are all declared from the contract, except the pages the SPA serves", async () => {
    const routes = await listAppRoutes();
    const undeclared = routes.filter((r) => !r.declared).map(routeKey);
    // Pages, not API: the share pages answer the SPA whatever their parameter, the sign-in page
    // (the sign-in page lives at /api/login), the API documentation's page and files, and the SPA's own files.
    expect(undeclared).toEqual([
      "GET /*",
      "GET /api/docs",
      "GET /api/docs/:file",
      "GET /api/login",
      "GET /index.html",
      "GET /match/:id",
      "GET /u/:username",
    ]);
  });
});
