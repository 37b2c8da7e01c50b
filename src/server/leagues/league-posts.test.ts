import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import type { LeaguePost, LeaguePosts, LeagueSummary } from "../../shared/api/leagues";
import { LEAGUE_POST_LENGTH, LEAGUE_POSTS_PER_HOUR, LEAGUE_POSTS_SHOWN } from "../../shared/constants";
import { queryRows } from "../platform/db/client";
import { describeEachDatabase, signUp } from "../testing/harness";

// A league's banter through /api/leagues/:id/posts (docs/rules.md#banter): members write and read it a page at a time,
// the writer or the owner deletes a post; nobody else reads or writes it, and bad input changes nothing.

type Method = "GET" | "POST" | "DELETE";
const call = (app: FastifyInstance, cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function leagueOfThree(app: FastifyInstance) {
  const [owner, ann, bob] = [await signUp(app), await signUp(app), await signUp(app)];
  const league: LeagueSummary = (await call(app, owner.cookie, "POST", "/api/leagues", { name: "Banter Club" })).json();
  for (const p of [ann, bob]) expect((await call(app, p.cookie, "POST", "/api/leagues/join", { code: league.inviteCode })).statusCode).toBe(200);
  return { owner, ann, bob, league, url: `/api/leagues/${league.id}/posts` };
}

describeEachDatabase("a league's banter", (ctx) => {
  const postCount = async (leagueId: number) =>
    Number((await queryRows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from league_posts where league_id = ${leagueId}`))[0]!.n);

  it("lets members write and read it, the newest first, a page at a time", async () => {
    const { app } = ctx();
    const { owner, ann, bob, url } = await leagueOfThree(app);
    const written = await call(app, ann.cookie, "POST", url, { text: "  Arsenal to win 3-0, calling it now  " });
    expect(written.statusCode, written.body).toBe(201);
    const post: LeaguePost = written.json();
    expect(post).toMatchObject({ userId: ann.user.id, text: "Arsenal to win 3-0, calling it now", canDelete: true });
    // Line breaks are kept, at most one empty line between paragraphs.
    const lines = await call(app, bob.cookie, "POST", url, { text: "Bold.\r\n\r\n\r\n\r\nVery\tbold." });
    expect(lines.json<LeaguePost>().text).toBe("Bold.\n\nVery bold.");

    const page = async (cookie: string, before?: number): Promise<LeaguePosts> => {
      const reply = await call(app, cookie, "GET", before ? `${url}?before=${before}` : url);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json();
    };
    const seen = await page(ann.cookie);
    expect(seen.posts.map((p) => [p.userId, p.text, p.canDelete])).toEqual([
      [bob.user.id, "Bold.\n\nVery bold.", false],
      [ann.user.id, "Arsenal to win 3-0, calling it now", true],
    ]);
    expect(seen.more).toBe(false);
    // The owner may delete anyone's.
    expect((await page(owner.cookie)).posts.every((p) => p.canDelete)).toBe(true);

    for (let i = 0; i < LEAGUE_POSTS_SHOWN; i++) expect((await call(app, owner.cookie, "POST", url, { text: `Post ${i}` })).statusCode).toBe(201);
    const first = await page(bob.cookie);
    expect(first.posts).toHaveLength(LEAGUE_POSTS_SHOWN);
    expect(first.more).toBe(true);
    expect(first.posts[0]!.text).toBe(`Post ${LEAGUE_POSTS_SHOWN - 1}`);
    const older = await page(bob.cookie, first.posts.at(-1)!.id);
    expect(older.posts.map((p) => p.text)).toEqual(["Bold.\n\nVery bold.", "Arsenal to win 3-0, calling it now"]);
    expect(older.more).toBe(false);
  });

  it("is deleted by its writer or the league's owner, and by nobody else", async () => {
    const { app } = ctx();
    const { owner, ann, bob, league, url } = await leagueOfThree(app);
    const [a1, a2] = [
      (await call(app, ann.cookie, "POST", url, { text: "First" })).json<LeaguePost>(),
      (await call(app, ann.cookie, "POST", url, { text: "Second" })).json<LeaguePost>(),
    ];
    const refused = await call(app, bob.cookie, "DELETE", `${url}/${a1.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only the post's writer or the league's owner can delete it");
    expect(await postCount(league.id)).toBe(2);
    expect((await call(app, ann.cookie, "DELETE", `${url}/${a1.id}`)).statusCode).toBe(204);
    expect((await call(app, owner.cookie, "DELETE", `${url}/${a2.id}`)).statusCode).toBe(204);
    expect(await postCount(league.id)).toBe(0);
    // Gone is gone: a second delete finds nothing.
    const again = await call(app, ann.cookie, "DELETE", `${url}/${a1.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("Post not found");
  });

  it("is its members' alone: other players, other leagues' posts and signed-out callers are refused, and nothing changes", async () => {
    const { app } = ctx();
    const { ann, league, url } = await leagueOfThree(app);
    const other = await leagueOfThree(app);
    const stranger = await signUp(app);
    const kept = (await call(app, ann.cookie, "POST", url, { text: "Ours" })).json<LeaguePost>();
    const theirs = (await call(app, other.ann.cookie, "POST", other.url, { text: "Theirs" })).json<LeaguePost>();
    const cases: Array<[string | undefined, Method, string, unknown, number, string | RegExp]> = [
      [stranger.cookie, "GET", url, undefined, 403, "Only this league's members can see it"],
      [stranger.cookie, "POST", url, { text: "Let me in" }, 403, "Only this league's members can see it"],
      [stranger.cookie, "DELETE", `${url}/${kept.id}`, undefined, 403, "Only this league's members can see it"],
      [undefined, "GET", url, undefined, 401, /./],
      [undefined, "POST", url, { text: "Anyone?" }, 401, /./],
      // Another league's post, through this league: not found here, even for its owner.
      [ann.cookie, "DELETE", `${url}/${theirs.id}`, undefined, 404, "Post not found"],
      [other.owner.cookie, "DELETE", `${url}/${theirs.id}`, undefined, 403, "Only this league's members can see it"],
      [ann.cookie, "GET", "/api/leagues/999999/posts", undefined, 404, "League not found"],
      [ann.cookie, "POST", url, {}, 400, /text/],
      [ann.cookie, "POST", url, { text: 42 }, 400, "text must be text"],
      [ann.cookie, "POST", url, { text: "   \n  " }, 400, "Write something first"],
      [ann.cookie, "POST", url, { text: "x".repeat(LEAGUE_POST_LENGTH + 1) }, 400, `A post can have at most ${LEAGUE_POST_LENGTH} characters`],
      // Past the body limit the server reads no further.
      [ann.cookie, "POST", url, { text: "x".repeat(1_000_000) }, 413, /./],
      [ann.cookie, "POST", url, { text: "bell\u0007" }, 400, "A post cannot hold control characters"],
      [ann.cookie, "POST", url, { text: "hi", userId: 1 }, 400, /./],
      [ann.cookie, "POST", url, ["hi"], 400, /./],
      [ann.cookie, "GET", `${url}?before=abc`, undefined, 400, "before must be a post id"],
      [ann.cookie, "GET", `${url}?before=-1`, undefined, 400, "before must be a post id"],
      [ann.cookie, "GET", `${url}?before=99999999999999999999`, undefined, 400, "before must be a post id"],
      [ann.cookie, "DELETE", `${url}/abc`, undefined, 400, "The post id must be a number"],
      [ann.cookie, "DELETE", `${url}/0`, undefined, 400, "The post id must be positive"],
      [ann.cookie, "DELETE", `${url}/1.5`, undefined, 400, "The post id must be a whole number"],
    ];
    for (const [cookie, method, target, payload, status, message] of cases) {
      const reply = await call(app, cookie, method, target, payload);
      expect(reply.statusCode, `${method} ${target} ${String(JSON.stringify(payload)).slice(0, 40)}`).toBe(status);
      expect(reply.json().message).toMatch(message);
    }
    expect(await postCount(league.id)).toBe(1);
    expect(await postCount(other.league.id)).toBe(1);
    // A closed league's banter is gone with it.
    expect((await call(app, other.owner.cookie, "DELETE", `/api/leagues/${other.league.id}`)).statusCode).toBe(204);
    expect((await call(app, other.ann.cookie, "GET", other.url)).statusCode).toBe(404);
  });
});

describeEachDatabase(
  "a league's banter, limited",
  (ctx) => {
    it(`takes ${LEAGUE_POSTS_PER_HOUR} posts an hour from a player, across their leagues`, async () => {
      const { app } = ctx();
      const { ann, league, url } = await leagueOfThree(app);
      const before = await queryRows(ctx().database.db, sql`select 1 from league_posts where league_id = ${league.id}`);
      for (let i = 0; i < LEAGUE_POSTS_PER_HOUR; i++) expect((await call(app, ann.cookie, "POST", url, { text: `${i}` })).statusCode).toBe(201);
      // The hour's posts are counted across the player's leagues: a league of their own takes none either.
      const own: LeagueSummary = (await call(app, ann.cookie, "POST", "/api/leagues", { name: "Ann's Own" })).json();
      for (const target of [url, `/api/leagues/${own.id}/posts`]) {
        const over = await call(app, ann.cookie, "POST", target, { text: "one more" });
        expect(over.statusCode).toBe(429);
        expect(over.json().message).toMatch(/./);
      }
      const after = await queryRows(ctx().database.db, sql`select 1 from league_posts where league_id = ${league.id}`);
      expect(after.length - before.length).toBe(LEAGUE_POSTS_PER_HOUR);
    });
  },
  { app: { rateLimits: true } },
);
