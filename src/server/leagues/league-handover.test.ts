import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import type { League, LeagueSummary } from "../../shared/api/leagues";
import { queryRows } from "../platform/db/client";
import { chooseLocale, describeEachDatabase, signUp } from "../testing/harness";

// The owner hands a league to another member through PUT /api/leagues/:id/owner (docs/rules.md#leagues): the new owner
// hears it in the bell and runs the league, the former owner stays as a member and may leave; nobody else may, and bad
// input changes nothing.

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const call = (app: FastifyInstance, cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function leagueOfThree(app: FastifyInstance, name = "Handover Cup") {
  const [owner, ann, bob] = [await signUp(app), await signUp(app), await signUp(app)];
  const league: LeagueSummary = (await call(app, owner.cookie, "POST", "/api/leagues", { name })).json();
  for (const p of [ann, bob]) expect((await call(app, p.cookie, "POST", "/api/leagues/join", { code: league.inviteCode })).statusCode).toBe(200);
  return { owner, ann, bob, league, url: `/api/leagues/${league.id}/owner` };
}

const usernameOf = async (app: FastifyInstance, cookie: string): Promise<string> =>
  (await app.inject({ url: "/api/auth/user", headers: { cookie } })).json().username;

describeEachDatabase("handing a league over", (ctx) => {
  const state = async (leagueId: number) => ({
    league: await queryRows(ctx().database.db, sql`select owner_id, invite_code, name, closed_at from leagues where id = ${leagueId}`),
    members: await queryRows(ctx().database.db, sql`select user_id from league_members where league_id = ${leagueId} order by user_id`),
    notices: await queryRows(ctx().database.db, sql`select user_id, kind from notifications where league_id = ${leagueId} order by id`),
  });

  it("makes a member the owner, tells them, and lets the former owner leave as a member", async () => {
    const { app } = ctx();
    const { owner, ann, bob, league, url } = await leagueOfThree(app);
    // The owner cannot leave until someone else runs the league.
    const stuck = await call(app, owner.cookie, "POST", `/api/leagues/${league.id}/leave`);
    expect(stuck.statusCode).toBe(409);
    expect(stuck.json().message).toBe("The owner cannot leave: hand the league to another member first, or close it");

    const handed = await call(app, owner.cookie, "PUT", url, { userId: ann.user.id });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json<LeagueSummary>()).toMatchObject({ id: league.id, ownerId: ann.user.id, isOwner: false, memberCount: 3 });

    const annSees: League = (await call(app, ann.cookie, "GET", `/api/leagues/${league.id}`)).json();
    expect(annSees).toMatchObject({ isOwner: true, ownerId: ann.user.id, ownerUsername: await usernameOf(app, ann.cookie) });
    const bell = (await call(app, ann.cookie, "GET", "/api/notifications")).json().items;
    expect(bell).toContainEqual(
      expect.objectContaining({
        kind: "league_owner",
        title: `${await usernameOf(app, owner.cookie)} made you the owner of Handover Cup`,
        body: "You now run its rules, its invites and its members.",
        link: `/leagues/${league.id}`,
        read: false,
      }),
    );
    // Only the new owner hears of it.
    for (const p of [owner, bob]) {
      const items = (await call(app, p.cookie, "GET", "/api/notifications")).json().items as { kind: string }[];
      expect(items.filter((n) => n.kind === "league_owner")).toEqual([]);
    }

    // The owner's tools pass with the league: the former owner's are refused, the new owner's work.
    expect((await call(app, owner.cookie, "PATCH", `/api/leagues/${league.id}`, { name: "Not mine" })).statusCode).toBe(403);
    expect((await call(app, owner.cookie, "PUT", url, { userId: bob.user.id })).statusCode).toBe(403);
    expect((await call(app, ann.cookie, "PATCH", `/api/leagues/${league.id}`, { name: "Ann's Cup" })).statusCode).toBe(200);
    expect((await call(app, ann.cookie, "POST", `/api/leagues/${league.id}/leave`)).statusCode).toBe(409);

    expect((await call(app, owner.cookie, "POST", `/api/leagues/${league.id}/leave`)).statusCode).toBe(204);
    const after: League = (await call(app, ann.cookie, "GET", `/api/leagues/${league.id}`)).json();
    expect(after.members.map((m) => m.userId).sort((a, b) => a - b)).toEqual([ann.user.id, bob.user.id].sort((a, b) => a - b));
  });

  it("tells a German-speaking new owner in German", async () => {
    const { app } = ctx();
    const { owner, ann, url } = await leagueOfThree(app, "Stammtisch");
    await chooseLocale(app, ann.cookie, "de");
    expect((await call(app, owner.cookie, "PUT", url, { userId: ann.user.id })).statusCode).toBe(200);
    const [entry] = (await call(app, ann.cookie, "GET", "/api/notifications"))
      .json()
      .items.filter((n: { kind: string }) => n.kind === "league_owner");
    expect(entry).toMatchObject({
      title: `${await usernameOf(app, owner.cookie)} hat dir Stammtisch übergeben`,
      body: "Du bist jetzt Admin: Regeln, Einladungen und Mitglieder liegen bei dir.",
    });
  });

  it("refuses anyone but the owner, players outside the league, and bad bodies, and changes nothing", async () => {
    const { app } = ctx();
    const { owner, ann, league, url } = await leagueOfThree(app);
    const other = await leagueOfThree(app, "Other Cup");
    const stranger = await signUp(app);
    const before = await state(league.id);
    const refused: [string | undefined, string, unknown, number, string][] = [
      [undefined, url, { userId: ann.user.id }, 401, ""],
      [stranger.cookie, url, { userId: ann.user.id }, 403, "Only this league's members can see it"],
      [ann.cookie, url, { userId: ann.user.id }, 403, "Only the league's owner can do that"],
      [owner.cookie, url, { userId: owner.user.id }, 409, "You already own this league"],
      [owner.cookie, url, { userId: stranger.user.id }, 404, "That player is not in this league"],
      // Another league's member, and another league's owner handing this league away.
      [owner.cookie, url, { userId: other.ann.user.id }, 404, "That player is not in this league"],
      [other.owner.cookie, url, { userId: ann.user.id }, 403, "Only this league's members can see it"],
      [owner.cookie, "/api/leagues/999999/owner", { userId: ann.user.id }, 404, "League not found"],
      [owner.cookie, "/api/leagues/abc/owner", { userId: ann.user.id }, 400, "The id must be a number"],
      [owner.cookie, url, { userId: String(ann.user.id) }, 400, "The user id must be a number"],
      [owner.cookie, url, { userId: true }, 400, "The user id must be a number"],
      [owner.cookie, url, { userId: 1.5 }, 400, "The user id must be a whole number"],
      [owner.cookie, url, { userId: 0 }, 400, ""],
      [owner.cookie, url, { userId: 2 ** 53 }, 400, ""],
      [owner.cookie, url, {}, 400, ""],
      [owner.cookie, url, { userId: ann.user.id, ownerId: owner.user.id }, 400, ""],
      [owner.cookie, url, "ann", 415, "Send the request body as JSON (Content-Type: application/json)"],
    ];
    for (const [cookie, path, body, status, message] of refused) {
      const reply = await call(app, cookie, "PUT", path, body);
      expect(reply.statusCode, `${path} ${JSON.stringify(body)}: ${reply.body}`).toBe(status);
      expect(typeof reply.json().message).toBe("string");
      if (message) expect(reply.json().message).toBe(message);
    }
    expect(await state(league.id)).toEqual(before);

    // A closed league has nobody to hand it to.
    expect((await call(app, owner.cookie, "DELETE", `/api/leagues/${league.id}`)).statusCode).toBe(204);
    expect((await call(app, owner.cookie, "PUT", url, { userId: ann.user.id })).statusCode).toBe(404);
  });

  it("never leaves a league owned by someone outside it, however the handover and a leave or a removal meet", async () => {
    const { app, database } = ctx();
    for (let round = 0; round < 4; round++) {
      const { owner, ann, bob, league, url } = await leagueOfThree(app);
      // The owner hands the league to ann while ann leaves it, and hands it to bob while removing bob.
      const [handed, left] = await Promise.all([
        call(app, owner.cookie, "PUT", url, { userId: ann.user.id }),
        call(app, ann.cookie, "POST", `/api/leagues/${league.id}/leave`),
      ]);
      const [, removed] = await Promise.all([
        call(app, owner.cookie, "PUT", url, { userId: bob.user.id }),
        call(app, owner.cookie, "DELETE", `/api/leagues/${league.id}/members/${bob.user.id}`),
      ]);
      // Whatever the order, the league's owner is one of its members.
      const [row] = await queryRows<{ owner_member: boolean }>(
        database.db,
        sql`select exists (select 1 from league_members m where m.league_id = l.id and m.user_id = l.owner_id) as owner_member
          from leagues l where l.id = ${league.id}`,
      );
      expect(row!.owner_member, `round ${round}`).toBe(true);
      // Ann either took the league (and could not leave it) or left it first (and took nothing).
      expect([handed.statusCode, left.statusCode].sort(), `round ${round}`).toEqual(handed.statusCode === 200 ? [200, 409] : [204, 404]);
      expect([200, 204, 403, 404]).toContain(removed.statusCode);
    }
  });
});
