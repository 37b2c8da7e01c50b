import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents, leagues, users } from "../db/schema";
import { describeEachDatabase, signUp } from "../../testing/harness";
import { describeBadText, findBadText } from "./text-guard";

// Bodies are JSON text with the escapes a client sends ("\u0000", "\udc00"): a JS string with a
// lone surrogate would reach the server as U+FFFD, since encoding it to UTF-8 replaces it.

describe("findBadText", () => {
  it("finds NUL and unpaired surrogates in values and keys, at any depth, naming the path", () => {
    expect(findBadText("Nul\u0000League")).toEqual({ path: [], inKey: false, kind: "nul" });
    expect(findBadText({ name: "Sur\udc00League" })).toEqual({ path: ["name"], inKey: false, kind: "surrogate" });
    expect(findBadText({ a: [1, { b: "x\ud800" }] })).toEqual({ path: ["a", 1, "b"], inKey: false, kind: "surrogate" });
    expect(findBadText({ metadata: { "k\u0000": 1 } })).toEqual({ path: ["metadata"], inKey: true, kind: "nul" });
    expect(findBadText({ "\udfff": "fine" })).toEqual({ path: [], inKey: true, kind: "surrogate" });
  });

  it("reports the first problem in the order the input was written", () => {
    expect(findBadText({ first: "\u0000", second: "\udc00" })?.path).toEqual(["first"]);
    expect(findBadText({ first: ["ok", "\udc00"], second: "\u0000" })).toEqual({ path: ["first", 1], inKey: false, kind: "surrogate" });
  });

  it("passes well-formed text: paired surrogates (emoji), other control characters, non-strings", () => {
    const fine = ["", "🔥⚽", "\u0001\u001f\u007f", "\ufffd", "a\ud83d\udd25b", 0, null, true, undefined, Symbol("absent body"), [], {}];
    fine.forEach((value, i) => expect(findBadText(value), `case ${i}`).toBeUndefined());
    expect(findBadText({ league: { name: "Fine 🏟️", tags: ["ok", "\u202eflipped"] } })).toBeUndefined();
  });

  it("walks nesting far past the call stack's depth, and wide input", () => {
    const deep = JSON.parse("[".repeat(40_000) + '"\\u0000"' + "]".repeat(40_000)) as unknown;
    expect(findBadText(deep)?.path).toHaveLength(40_000);
    const wide = Array.from({ length: 20_000 }, (_, i) => ({ [`k${i}`]: "é".repeat(20) }));
    expect(findBadText(wide)).toBeUndefined();
  });

  it("says what is wrong in a sentence naming the field, as zod refusals read", () => {
    expect(describeBadText({ path: ["email"], inKey: false, kind: "nul" })).toBe("Invalid email: text cannot contain the NUL character (U+0000)");
    expect(describeBadText({ path: ["metadata"], inKey: true, kind: "surrogate" })).toBe(
      "Invalid metadata: a field name cannot contain a lone UTF-16 surrogate, which is no character",
    );
    expect(describeBadText({ path: ["ids", 2], inKey: false, kind: "nul" })).toMatch(/^Invalid ids\.2: /);
    expect(describeBadText({ path: [], inKey: false, kind: "nul" })).toMatch(/^Invalid request: /);
  });
});

describeEachDatabase("text the database cannot hold", (ctx) => {
  const post = (url: string, body: string, cookie?: string) =>
    ctx().app.inject({ method: "POST", url, payload: body, headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) } });

  it("refuses a NUL in a sign-in e-mail with a 400 naming the field, not a database error", async () => {
    const response = await post("/api/auth/signin", '{"email":"\\u0000","password":"2-1 and more"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Invalid email: text cannot contain the NUL character (U+0000)" });
  });

  it("refuses a league name with a NUL or a lone surrogate, and stores nothing", async () => {
    const { app, database } = ctx();
    const { cookie } = await signUp(app);
    const [before] = await database.db.select({ n: count() }).from(leagues);
    for (const [body, what] of [
      ['{"name":"Nul\\u0000League"}', "the NUL character"],
      ['{"name":"Sur\\udc00League"}', "a lone UTF-16 surrogate"],
      ['{"name":"Sur\\ud800League"}', "a lone UTF-16 surrogate"],
    ] as const) {
      const response = await post("/api/leagues", body, cookie);
      expect(response.statusCode, body).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringMatching(new RegExp(`^Invalid name: text cannot contain ${what}`)) });
    }
    expect(await database.db.select({ n: count() }).from(leagues)).toEqual([before]);
    // A name with an emoji (a surrogate pair) is text like any other.
    expect((await post("/api/leagues", '{"name":"Fire \\ud83d\\udd25 League"}', cookie)).json()).toMatchObject({ name: "Fire 🔥 League" });
  });

  it("refuses them in field names and nested fields, in the query and in path parameters", async () => {
    const { app, database } = ctx();
    const { cookie } = await signUp(app);
    const [eventsBefore] = await database.db.select({ n: count() }).from(analyticsEvents);
    const track = (extra: string) =>
      post("/api/analytics/track", `{"sessionId":"${"A".repeat(21)}","eventType":"click","eventName":"clicked"${extra}}`);
    expect((await track(',"metadata":{"k\\u0000":1}')).json()).toEqual({
      message: "Invalid metadata: a field name cannot contain the NUL character (U+0000)",
    });
    expect((await track(',"metadata":{"k":"\\udc00"}')).json()).toEqual({
      message: "Invalid metadata.k: text cannot contain a lone UTF-16 surrogate, which is no character",
    });
    expect((await track(',"path":"/\\u0000"')).statusCode).toBe(400);
    expect(await database.db.select({ n: count() }).from(analyticsEvents)).toEqual([eventsBefore]);

    const query = await app.inject({ url: "/api/leagues/1/table?period=week%00", headers: { cookie } });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ message: "Invalid period: text cannot contain the NUL character (U+0000)" });
    const strayKey = await app.inject({ url: "/api/leagues/1/table?%00=week", headers: { cookie } });
    expect(strayKey.json()).toEqual({ message: "Invalid request: a field name cannot contain the NUL character (U+0000)" });
    const param = await app.inject({ url: "/api/leagues/invite/ABCD%00EF", headers: { cookie } });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toEqual({ message: "Invalid code: text cannot contain the NUL character (U+0000)" });
  });

  it("leaves cookies alone: a NUL in a session or visitor cookie is only an unknown one", async () => {
    const { app, database } = ctx();
    const [usersBefore] = await database.db.select({ n: count() }).from(users);
    const session = await app.inject({ url: "/api/auth/user", headers: { cookie: "pl_session=a%00b" } });
    expect(session.statusCode).toBe(401);
    const visitor = await post("/api/generate-football-facts", '{"count":1}', "pl_visitor=%00%00");
    expect(visitor.statusCode).toBe(200);
    expect(await database.db.select({ n: count() }).from(users)).toEqual([usersBefore]);
  });
});
