import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { LeagueSummary } from "../../shared/api/leagues";
import { MAX_LEAGUE_MEMBERS, REFERRAL_JOIN_BONUS, STARTING_CREDITS } from "../../shared/constants";
import { queryRows } from "../platform/db/client";
import { describeEachDatabase, sessionCookie, signUp } from "../testing/harness";

// A friend who signs up through a league invite is in the league when the sign-up answers: no
// further tap (docs/rules.md#leagues). A full or closed league leaves the account made and says why.

describeEachDatabase("joining a league by signing up through its invite", (ctx) => {
  const call = (cookie: string | undefined, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    ctx().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const fresh = () => {
    const tag = randomBytes(4).toString("hex");
    return { email: `friend${tag}@example.com`, username: `f${tag}`, password: "correct horse battery" };
  };
  const signUpWith = (extra: Record<string, unknown>) => call(undefined, "POST", "/api/auth/signup", { ...fresh(), ...extra });
  const league = async (name: string) => {
    const owner = await signUp(ctx().app);
    const made = await call(owner.cookie, "POST", "/api/leagues", { name });
    expect(made.statusCode, made.body).toBe(201);
    return { owner, league: made.json<LeagueSummary>() };
  };
  const membersOf = async (leagueId: number) =>
    (
      await queryRows<{ user_id: number }>(ctx().database.db, sql`select user_id from league_members where league_id = ${leagueId} order by user_id`)
    ).map((r) => Number(r.user_id));

  it("joins the league in the sign-up itself, with the referral code it also carries", async () => {
    const { owner, league: sunday } = await league("Sunday Prophets");
    // The code as a friend might type it: any case, spaces around.
    const reply = await signUpWith({ leagueInvite: ` ${sunday.inviteCode.toLowerCase()} `, referralCode: owner.user.referralCode });
    expect(reply.statusCode, reply.body).toBe(201);
    const friend = reply.json();
    expect(friend.leagueJoin).toEqual({ joined: true, leagueId: sunday.id, name: "Sunday Prophets" });
    expect(friend.credits).toBe(STARTING_CREDITS + REFERRAL_JOIN_BONUS);
    expect(await membersOf(sunday.id)).toEqual([owner.user.id, friend.id].sort((a, b) => a - b));
    // Signed in and a member: the league's page opens for them at once.
    const page = await call(sessionCookie(reply), "GET", `/api/leagues/${sunday.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ name: "Sunday Prophets", isOwner: false, memberCount: 2 });
    // The owner hears of it, as of any join.
    const bell = await call(owner.cookie, "GET", "/api/notifications");
    expect(JSON.stringify(bell.json())).toContain(friend.username);
    // A sign-up without an invite says nothing about leagues.
    const plain = await signUpWith({});
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).not.toHaveProperty("leagueJoin");
  });

  it("makes the account but says so when the league is closed, its code changed, or it is full", async () => {
    const { owner, league: closing } = await league("Closing Time");
    expect((await call(owner.cookie, "DELETE", `/api/leagues/${closing.id}`)).statusCode).toBe(204);
    const closed = await signUpWith({ leagueInvite: closing.inviteCode });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json().leagueJoin).toEqual({ joined: false, reason: "closed", message: "No open league has that invite code" });
    expect(await membersOf(closing.id)).toEqual([owner.user.id]);
    // Signed in all the same.
    expect((await call(sessionCookie(closed), "GET", "/api/auth/user")).statusCode).toBe(200);

    const unknown = await signUpWith({ leagueInvite: "ZZZZZZZZ" });
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().leagueJoin).toMatchObject({ joined: false, reason: "closed" });

    const { owner: host, league: packed } = await league("Full House");
    await ctx().database.db.execute(sql`
      with made as (
        insert into users (email, username, referral_code)
        select 'crowd' || g || '-' || ${packed.id} || '@example.com', 'c' || ${packed.id} || '_' || g, 'PROPHET-S' || ${packed.id} || 'X' || g
        from generate_series(1, ${MAX_LEAGUE_MEMBERS - 1}) g returning id
      )
      insert into league_members (league_id, user_id) select ${packed.id}, id from made`);
    const full = await signUpWith({ leagueInvite: packed.inviteCode });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().leagueJoin).toEqual({ joined: false, reason: "full", message: `This league is full: it holds ${MAX_LEAGUE_MEMBERS} members` });
    expect(await membersOf(packed.id)).toHaveLength(MAX_LEAGUE_MEMBERS);
    // The refused join left nothing behind: no notice to the owner about this friend.
    expect(JSON.stringify((await call(host.cookie, "GET", "/api/notifications")).json())).not.toContain(full.json().username);
  });

  it("refuses a malformed invite with 400 and makes no account", async () => {
    const { league: kept } = await league("Kept Apart");
    for (const leagueInvite of [42, null, "", "abc", "ABCDEFG!", "x".repeat(41), ["ABCDEFGH"], { code: kept.inviteCode }]) {
      const player = fresh();
      const reply = await call(undefined, "POST", "/api/auth/signup", { ...player, leagueInvite });
      expect(reply.statusCode, JSON.stringify(leagueInvite)).toBe(400);
      expect(reply.json()).toEqual({ message: expect.any(String) });
      const made = await queryRows(ctx().database.db, sql`select id from users where email = ${player.email}`);
      expect(made).toHaveLength(0);
    }
    expect(await membersOf(kept.id)).toHaveLength(1);
    // An unknown field beside it is refused too.
    expect((await signUpWith({ leagueInvite: kept.inviteCode, leagueId: kept.id })).statusCode).toBe(400);
    expect(await membersOf(kept.id)).toHaveLength(1);
  });
});
