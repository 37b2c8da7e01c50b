import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { LeagueSummary } from "../../shared/api/leagues";
import { queryRows } from "../platform/db/client";
import { describeEachDatabase, signUp } from "../testing/harness";
import { INVITE_PREVIEWS_PER_MINUTE } from "./leagues.routes";

const preview = (app: Parameters<typeof signUp>[0], code: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url: `/api/leagues/invite/${code}/preview`, headers });

const createLeague = async (app: Parameters<typeof signUp>[0], cookie: string, name: string): Promise<LeagueSummary> => {
  const made = await app.inject({ method: "POST", url: "/api/leagues", headers: { cookie }, payload: { name } });
  expect(made.statusCode, made.body).toBe(201);
  return made.json();
};

describeEachDatabase("league invite preview", (ctx) => {
  it("tells anyone holding the code the league's name, its owner and its size, and nothing else", async () => {
    const { app } = ctx();
    const owner = await signUp(app, { username: "preview_owner" });
    const friend = await signUp(app);
    const league = await createLeague(app, owner.cookie, "Sunday Seers");
    expect(
      (await app.inject({ method: "POST", url: "/api/leagues/join", headers: { cookie: friend.cookie }, payload: { code: league.inviteCode } }))
        .statusCode,
    ).toBe(200);

    const signedOut = await preview(app, league.inviteCode);
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    // Exactly these keys: no id, code, owner id, members or e-mail reach a visitor.
    expect(signedOut.json()).toStrictEqual({ name: "Sunday Seers", owner: "preview_owner", memberCount: 2 });
    expect(signedOut.body).not.toMatch(/@example\.com|inviteCode|ownerId|isMember/);

    // Typed as people type codes, and the same for a signed-in caller, member or not.
    expect((await preview(app, league.inviteCode.toLowerCase())).json()).toStrictEqual(signedOut.json());
    for (const cookie of [owner.cookie, friend.cookie, (await signUp(app)).cookie]) {
      expect((await preview(app, league.inviteCode, { cookie })).json()).toStrictEqual(signedOut.json());
    }
  });

  it("answers an unknown code 404 and a malformed one 400, each with a {message}, reading nothing else", async () => {
    const { app } = ctx();
    const unknown = await preview(app, "ZZZZZZZZ");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toStrictEqual({ message: "No open league has that invite code" });
    for (const bad of [
      "ABC",
      "OOOOOOOO",
      "ABCDEFGH1",
      "ABCD%20EFG",
      "ABCDEFG%00",
      "%F0%9F%8F%86%F0%9F%8F%86%F0%9F%8F%86%F0%9F%8F%86",
      "x".repeat(60),
    ]) {
      const reply = await preview(app, bad);
      expect(reply.statusCode, bad).toBe(400);
      expect(reply.json(), bad).toStrictEqual({ message: expect.any(String) });
    }
    // Stray query strings and other methods change nothing about it.
    expect((await app.inject({ method: "GET", url: "/api/leagues/invite/ZZZZZZZZ/preview?code=ABCDEFGH" })).statusCode).toBe(404);
    expect((await app.inject({ method: "POST", url: "/api/leagues/invite/ZZZZZZZZ/preview", payload: {} })).statusCode).toBe(404);
  });

  it("previews a rotated code, a removed member's old code and a closed league's code as unknown", async () => {
    const { app, database } = ctx();
    const owner = await signUp(app);
    const member = await signUp(app);
    const league = await createLeague(app, owner.cookie, "Rotating Door");
    expect((await preview(app, league.inviteCode)).statusCode).toBe(200);

    const renewed = await app.inject({ method: "POST", url: `/api/leagues/${league.id}/invite-code`, headers: { cookie: owner.cookie } });
    const fresh: LeagueSummary = renewed.json();
    expect((await preview(app, league.inviteCode)).statusCode).toBe(404);
    expect((await preview(app, fresh.inviteCode)).json()).toMatchObject({ name: "Rotating Door", memberCount: 1 });

    await app.inject({ method: "POST", url: "/api/leagues/join", headers: { cookie: member.cookie }, payload: { code: fresh.inviteCode } });
    expect((await preview(app, fresh.inviteCode)).json()).toMatchObject({ memberCount: 2 });
    const removal = await app.inject({
      method: "DELETE",
      url: `/api/leagues/${league.id}/members/${member.user.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(removal.statusCode).toBe(204);
    expect((await preview(app, fresh.inviteCode)).statusCode).toBe(404);
    const [{ invite_code: current } = { invite_code: "" }] = await queryRows<{ invite_code: string }>(
      database.db,
      sql`select invite_code from leagues where id = ${league.id}`,
    );
    expect((await preview(app, current)).json()).toMatchObject({ memberCount: 1 });

    expect((await app.inject({ method: "DELETE", url: `/api/leagues/${league.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(204);
    expect((await preview(app, current)).statusCode).toBe(404);
  });
});

describeEachDatabase(
  "league invite preview rate limit",
  (ctx) => {
    it(`allows ${INVITE_PREVIEWS_PER_MINUTE} previews a minute from one network, then answers 429 with a {message}`, async () => {
      const { app } = ctx();
      const owner = await signUp(app);
      const league = await createLeague(app, owner.cookie, "Busy Link");
      // Known, unknown and malformed codes all count: a guesser gets no more tries by varying them.
      for (let call = 1; call <= INVITE_PREVIEWS_PER_MINUTE; call += 1) {
        const code = call % 3 === 0 ? league.inviteCode : call % 3 === 1 ? "ZZZZZZZZ" : "bad";
        expect([200, 400, 404], `call ${call}`).toContain((await preview(app, code)).statusCode);
      }
      const limited = await preview(app, league.inviteCode);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toStrictEqual({ message: expect.stringMatching(/^Too many requests/) });
      // Signed in from the same network it is the same network: the limit still holds.
      expect((await preview(app, league.inviteCode, { cookie: owner.cookie })).statusCode).toBe(429);
      // Another network has its own quota.
      expect(
        (await app.inject({ method: "GET", url: `/api/leagues/invite/${league.inviteCode}/preview`, remoteAddress: "203.0.113.9" })).statusCode,
      ).toBe(200);
    });
  },
  { app: { rateLimits: true } },
);
