import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import type { LeaguePost, LeagueSummary } from "../../shared/api/leagues";
import type { Notification } from "../../shared/api/notifications";
import { chooseLocale, describeEachDatabase, signUp } from "../testing/harness";

// A league's banter in its members' bells (docs/rules.md#banter): one entry per member and league counts the posts
// since they last read the banter, quotes the newest, and reading the banter marks it read.

type Method = "GET" | "POST" | "DELETE";
const call = (app: FastifyInstance, cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function leagueOfThree(app: FastifyInstance, name: string) {
  const [owner, ann, bob] = [await signUp(app), await signUp(app), await signUp(app)];
  const league: LeagueSummary = (await call(app, owner.cookie, "POST", "/api/leagues", { name })).json();
  for (const p of [ann, bob]) expect((await call(app, p.cookie, "POST", "/api/leagues/join", { code: league.inviteCode })).statusCode).toBe(200);
  const nameOf = async (cookie: string): Promise<string> => (await app.inject({ url: "/api/auth/user", headers: { cookie } })).json().username;
  return { owner, ann, bob, league, url: `/api/leagues/${league.id}/posts`, annName: await nameOf(ann.cookie), bobName: await nameOf(bob.cookie) };
}

describeEachDatabase("a league's banter in the bell", (ctx) => {
  const banterOf = async (cookie: string): Promise<Notification[]> =>
    (await call(ctx().app, cookie, "GET", "/api/notifications")).json().items.filter((n: Notification) => n.kind === "league_banter");
  const post = async (cookie: string, url: string, text: string): Promise<LeaguePost> => {
    const reply = await call(ctx().app, cookie, "POST", url, { text });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json();
  };

  it("gathers the posts since a member last read the banter into one entry, quoting the newest", async () => {
    const { app } = ctx();
    const { owner, ann, bob, league, url, annName, bobName } = await leagueOfThree(app, "Banter Bell");
    const link = `/leagues/${league.id}?show=banter`;
    await post(ann.cookie, url, "Arsenal by three.\n\nCalling it.");
    // Everyone else hears of it; the writer does not.
    for (const p of [owner, bob]) {
      expect(await banterOf(p.cookie)).toEqual([
        expect.objectContaining({ title: "1 new post in Banter Bell", body: `${annName}: “Arsenal by three. Calling it.”`, link, read: false }),
      ]);
    }
    expect(await banterOf(ann.cookie)).toEqual([]);

    await post(bob.cookie, url, "Never.");
    await post(bob.cookie, url, "x".repeat(150));
    const [gathered] = await banterOf(owner.cookie);
    expect(await banterOf(owner.cookie)).toHaveLength(1);
    expect(gathered).toMatchObject({ title: "3 new posts in Banter Bell", body: `${bobName}: “${"x".repeat(99)}…”`, read: false });
    // Ann's own posts are not news to her: bob's two are.
    expect((await banterOf(ann.cookie))[0]).toMatchObject({ title: "2 new posts in Banter Bell" });

    // An older page read is not a read of the newest: the entry stays unread.
    const older = await call(app, owner.cookie, "GET", `${url}?before=${gathered!.id + 1_000_000}`);
    expect(older.statusCode).toBe(200);
    expect((await banterOf(owner.cookie))[0]!.read).toBe(false);
    // Reading the banter marks the entry read, and the next post starts the count again.
    expect((await call(app, owner.cookie, "GET", url)).statusCode).toBe(200);
    expect((await banterOf(owner.cookie))[0]).toMatchObject({ title: "3 new posts in Banter Bell", read: true });
    expect((await banterOf(bob.cookie))[0]!.read).toBe(false);
    await post(ann.cookie, url, "Told you.");
    expect(await banterOf(owner.cookie)).toEqual([
      expect.objectContaining({ title: "1 new post in Banter Bell", body: `${annName}: “Told you.”`, read: false }),
    ]);
  });

  it("drops a deleted post's words from the bell, and tells a German member in German", async () => {
    const { app } = ctx();
    const { owner, ann, bob, url, annName } = await leagueOfThree(app, "Stammtisch");
    await chooseLocale(app, bob.cookie, "de");
    await post(ann.cookie, url, "Erster!");
    const regret = await post(ann.cookie, url, "Something I regret");
    expect((await banterOf(bob.cookie))[0]).toMatchObject({
      title: "2 neue Beiträge auf der Pinnwand von Stammtisch",
      body: `${annName}: „Something I regret“`,
    });

    expect((await call(app, owner.cookie, "DELETE", `${url}/${regret.id}`)).statusCode).toBe(204);
    for (const p of [owner, bob]) expect(JSON.stringify(await banterOf(p.cookie))).not.toContain("regret");
    expect((await banterOf(owner.cookie))[0]).toMatchObject({ body: `The newest, from ${annName}, was deleted.` });
    expect((await banterOf(bob.cookie))[0]).toMatchObject({ body: `Der neueste, von ${annName}, wurde gelöscht.` });
  });

  it("tells only the league's members, and a refused post tells nobody", async () => {
    const { app } = ctx();
    const { owner, ann, bob, league, url } = await leagueOfThree(app, "Closed Ranks");
    const stranger = await signUp(app);
    expect((await call(app, owner.cookie, "DELETE", `/api/leagues/${league.id}/members/${bob.user.id}`)).statusCode).toBe(204);
    expect((await call(app, stranger.cookie, "POST", url, { text: "let me in" })).statusCode).toBe(403);
    expect((await call(app, ann.cookie, "POST", url, { text: "" })).statusCode).toBe(400);
    expect(await banterOf(owner.cookie)).toEqual([]);
    await post(ann.cookie, url, "Just us now.");
    expect(await banterOf(owner.cookie)).toHaveLength(1);
    for (const p of [bob, stranger]) expect(await banterOf(p.cookie)).toEqual([]);
  });
});
