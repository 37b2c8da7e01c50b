import fc from "fast-check";
import { unsubscribeUrl } from "../../notifications/unsubscribe-token";
import type { LightMyRequestResponse } from "fastify";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../../shared/api/matches";
import { createSession } from "../../auth/session.service";
import { queryRows, type Db } from "../db/client";
import { confirmEmail, describeEachDatabase, signUp, type TestContext } from "../../testing/harness";
import { routeKey, routeRecorder, type CatalogRoute } from "../../testing/route-catalog";
import { startSmtpSink } from "../../testing/smtp-sink";
import {
  fuzzedRouteKeys,
  routeFuzz,
  staleOverrides,
  strangerRequests,
  type FuzzRequest,
  type FuzzWorld,
} from "../../testing/hostile-input.generators";
import type { CookieChoice } from "../../testing/hostile-request-parts";
import { sql } from "drizzle-orm";

// Hostile input: every route, fed thousands of generated bodies, params, queries and
// cookies, never answers 5xx, refuses with a JSON {message} and changes nothing when it refuses
// (docs/decisions.md#http). The seed is fixed so CI is reproducible; FUZZ_SEED explores other sequences.
const SEED = Number(process.env.FUZZ_SEED ?? 7_2025);

/** The refusal of text the database cannot hold (platform/http/text-guard.ts), and requests a route gets aimed at it. */
const UNHOLDABLE_REFUSAL = /cannot contain (the NUL character|a lone UTF-16 surrogate)/;
const UNHOLDABLE_RUNS = 10;

/** The built-in prototypes as they were before any request, to show none was polluted. */
const prototypeKeys = () => [Object.prototype, Array.prototype, Function.prototype].map((p) => Object.getOwnPropertyNames(p).sort());
const pristinePrototypes = prototypeKeys();

// The app's own route catalog, recorded as the harness builds it with each route's schemas: the fuzz
// derives every contract route's inputs from them, and every route served must be one it runs.
const catalog = routeRecorder();

// Share pages and the SPA exist only with a built client: a stand-in index.html brings them in.
const clientDir = mkdtempSync(path.join(tmpdir(), "pl-hostile-"));
writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><html><head><title>t</title></head><body></body></html>");

const ADMIN_EMAIL = "fuzz-admin@example.com";
// Confirmation e-mails go somewhere real, so the e-mail routes reach their handlers.
const mailbox = await startSmtpSink();
afterAll(() => mailbox.close());
const PASSWORD = "correct horse battery";

/** Columns that any signed-in request may touch, refused or not: an update of only these is no change. */
const VOLATILE_COLUMNS: Record<string, string[]> = {
  // Session resolution writes last-seen and pushes the rolling expiry.
  users: ["last_seen_at"],
  sessions: ["expires_at"],
};
/**
 * Presence, not state: who is watching is written by a timer every two seconds (newcomers included),
 * whenever it falls, so a batch from an earlier request may land during any later one. And a refused
 * sign-in counts against the address and network it names (sign-in-throttle.ts): that is its point.
 */
const UNTRACKED_TABLES = new Set(["match_viewers", "sign_in_failures"]);

/** A point in the change journal: the number of its last entry. */
type Mark = number;

/**
 * A journal of row changes, so a refused request can be shown to change none: a trigger on every
 * table notes each row inserted, updated or deleted (and each truncate); where a table has volatile
 * columns, an update counts only when something besides them changed. Taking a mark is one indexed
 * read, where fingerprinting every table after each refusal was most of the suite's time.
 */
async function changeJournal(db: Db): Promise<{ mark: () => Promise<Mark>; changedTables: (before: Mark, after: Mark) => Promise<string[]> }> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const statements = [
    "create table fuzz_journal (id bigint generated always as identity primary key, table_name text not null)",
    `create function fuzz_journal_note() returns trigger language plpgsql as $$
       begin insert into fuzz_journal (table_name) values (tg_table_name); return null; end $$`,
  ];
  for (const { table_name: t } of tables.filter(({ table_name }) => !UNTRACKED_TABLES.has(table_name))) {
    const volatile = (VOLATILE_COLUMNS[t] ?? []).map((c) => ` - '${c}'`).join("");
    const changed = volatile ? `when ((to_jsonb(old)${volatile}) is distinct from (to_jsonb(new)${volatile}))` : "";
    statements.push(
      `create trigger fuzz_journal_rows after insert or delete on "${t}" for each row execute function fuzz_journal_note()`,
      `create trigger fuzz_journal_update after update on "${t}" for each row ${changed} execute function fuzz_journal_note()`,
      `create trigger fuzz_journal_truncate after truncate on "${t}" for each statement execute function fuzz_journal_note()`,
    );
  }
  for (const statement of statements) await db.execute(sql.raw(statement));
  return {
    mark: async () => Number((await queryRows<{ id: string }>(db, sql`select coalesce(max(id), 0) as id from fuzz_journal`))[0]!.id),
    changedTables: async (before, after) =>
      before === after
        ? []
        : (
            await queryRows<{ table_name: string }>(
              db,
              sql`select distinct table_name from fuzz_journal where id > ${before} and id <= ${after} order by table_name`,
            )
          ).map((row) => row.table_name),
  };
}

describeEachDatabase(
  "hostile input",
  (ctx) => {
    let world: FuzzWorld;
    let players: Record<"alice" | "bob" | "admin", string>;
    let burnerUserId = 0;
    let journal: Awaited<ReturnType<typeof changeJournal>>;
    /** The journal's mark after the last refusal; undefined once anything may have changed the database. */
    let baseline: Mark | undefined;
    /** Status counts per route, to show the generators reach the handlers (not just the parsers). */
    const tally = new Map<string, Map<number, number>>();
    /** Per route, requests given unholdable text in a part it validates, and the refusals that named it. */
    const unholdable = new Map<string, { aimed: number; named: number }>();
    /** The parts each route validates, as the catalog recorded them while the app was built. */
    const validatedParts = new Map<string, string[]>();

    beforeAll(async () => {
      const { app, database } = ctx();
      await app.game.sync.runOnce();
      // The season's questions open, as the sync's leader opens them after a scheduled run.
      await app.game.seasons.pass();
      const alice = await signUp(app, { password: PASSWORD });
      const bob = await signUp(app);
      const admin = await signUp(app, { email: ADMIN_EMAIL });
      await confirmEmail(database.db, admin.user.id);
      const burner = await signUp(app);
      burnerUserId = burner.user.id;
      // An account only the reset route touches: a reset ends its sessions, none of the callers'.
      const forgetful = await signUp(app);
      players = { alice: alice.cookie, bob: bob.cookie, admin: admin.cookie };
      const all: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie: alice.cookie } })).json();
      const ids = (status: string) => all.filter((m) => m.status === status).map((m) => m.id);
      const upcoming = ids("upcoming");
      // Other players' bets exist, so a caller's reads and writes can aim at them.
      for (const [cookie, matchId] of [
        [bob.cookie, upcoming[0]],
        [admin.cookie, upcoming[1]],
      ] as const) {
        const placed = await app.inject({
          method: "POST",
          url: "/api/bets",
          headers: { cookie },
          payload: { matchId, aiSelected: "Grok", stake: 250 },
        });
        expect(placed.statusCode).toBe(201);
      }
      // Private leagues: alice's, with bob in it; and some of hers for the close route alone. Those come
      // first: the close route's near misses " 1" and "1 " read as id 1, which must not be the main one.
      const league = async (name: string) =>
        (await app.inject({ method: "POST", url: "/api/leagues", headers: { cookie: alice.cookie }, payload: { name } })).json();
      const closable = [await league("Fuzz Close One"), await league("Fuzz Close Two"), await league("Fuzz Close Three")];
      const main = await league("Fuzz League");
      await app.inject({ method: "POST", url: "/api/leagues/join", headers: { cookie: bob.cookie }, payload: { code: main.inviteCode } });
      const leagueMembers: number[] = [];
      for (let i = 0; i < 6; i++) {
        const member = await signUp(app);
        await app.inject({ method: "POST", url: "/api/leagues/join", headers: { cookie: member.cookie }, payload: { code: main.inviteCode } });
        leagueMembers.push(member.user.id);
      }
      // A league of alice's that only the handover aims at: its members are the players it may go to.
      const handable = await league("Fuzz Handover");
      const handableMembers: number[] = [];
      for (let i = 0; i < 2; i++) {
        const member = await signUp(app);
        await app.inject({ method: "POST", url: "/api/leagues/join", headers: { cookie: member.cookie }, payload: { code: handable.inviteCode } });
        handableMembers.push(member.user.id);
      }
      // Banter in the main league, alice's and bob's, for the delete route to aim at (the owner may delete both).
      const posts: number[] = [];
      for (const [cookie, text] of [
        [alice.cookie, "Fuzz banter one"],
        [bob.cookie, "Fuzz banter two"],
        [bob.cookie, "Fuzz banter three"],
      ] as const) {
        const posted = await app.inject({ method: "POST", url: `/api/leagues/${main.id}/posts`, headers: { cookie }, payload: { text } });
        expect(posted.statusCode, posted.body).toBe(201);
        posts.push(posted.json().id);
      }
      const sessionId = "fuzzSession_123456789";
      await app.inject({ method: "POST", url: "/api/analytics/session/start", payload: { sessionId } });
      world = {
        matchIds: { upcoming: upcoming.slice(0, 12), live: ids("live"), completed: ids("completed").slice(0, 6) },
        userIds: [alice.user.id, bob.user.id, admin.user.id],
        usernames: [alice, bob, admin].map((p) => (p.user as unknown as { username: string }).username),
        publicCards: [(forgetful.user as unknown as { username: string }).username],
        referralCodes: [alice.user.referralCode, bob.user.referralCode, admin.user.referralCode],
        account: { email: alice.user.email!, password: PASSWORD },
        analyticsSessionId: sessionId,
        confirmationToken: await linkSentTo(bob.cookie, bob.user.email!),
        resetToken: await resetLinkSentTo(forgetful.user.email!),
        leagues: {
          main: main.id,
          closable: closable.map((l) => l.id as number),
          codes: [main.inviteCode, closable[0].inviteCode],
          members: leagueMembers,
          posts,
          handable: handable.id,
          handableMembers,
        },
        unsubscribeQuery: new URL(unsubscribeUrl("http://x", bob.user.id, ctx().config.sessionSecret)).search,
        seasonQuestions: await openClubQuestions(database.db),
      };
      journal = await changeJournal(database.db);
      for (const route of catalog.routes()) validatedParts.set(routeKey(route), route.validates);
    });

    /** The open season questions answered with a club, and their clubs: what an accepted answer aims at. */
    async function openClubQuestions(db: Db): Promise<FuzzWorld["seasonQuestions"]> {
      const rows = await queryRows<{ id: number; choices: Array<{ value: string }> }>(
        db,
        sql`select id, choices from season_questions where kind in ('champion', 'bottom') and sealed_at is null and deadline > now() order by id`,
      );
      expect(rows.length, "the simulated league's season questions are open").toBeGreaterThan(0);
      return { ids: rows.map((r) => r.id), clubs: rows[0]!.choices.map((c) => c.value) };
    }

    /** Has a confirmation link sent to a player and returns its token, as the mailbox received it. */
    async function linkSentTo(cookie: string, email: string): Promise<string> {
      const sent = await ctx().app.inject({ method: "POST", url: "/api/auth/verify-email", headers: { cookie } });
      expect(sent.statusCode, sent.body).toBe(202);
      return mailbox.confirmationTokenFor(email);
    }

    /** Has a password reset link mailed to an address and returns its token once it arrives (mail goes after the reply). */
    async function resetLinkSentTo(email: string): Promise<string> {
      const sent = await ctx().app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email } });
      expect(sent.statusCode, sent.body).toBe(202);
      return vi.waitFor(() => mailbox.resetTokenFor(email), { timeout: 5_000 });
    }

    async function cookieHeader(choice: CookieChoice): Promise<string | undefined> {
      switch (choice.kind) {
        case "none":
          return undefined;
        case "player":
          return players[choice.who];
        case "burner":
          baseline = undefined;
          return `pl_session=${(await createSession(ctx().database.db, burnerUserId)).token}`;
        case "raw":
          return choice.header;
      }
    }

    /** Sends one generated request and checks the reply and, for a refusal, the database. */
    async function sendAndCheck({ app, config }: TestContext, key: string, request: FuzzRequest): Promise<void> {
      const cookie = await cookieHeader(request.cookie);
      const headers: Record<string, string> = { ...request.headers };
      if (cookie !== undefined) headers.cookie = cookie;
      if (request.body?.contentType !== undefined) headers["content-type"] = request.body.contentType;
      // The last refusal's mark stands for "before" until something may have changed.
      const before = baseline ?? (await journal.mark());
      baseline = undefined;
      const response: LightMyRequestResponse = await app.inject({
        method: request.method as "GET",
        url: request.url,
        headers,
        ...(request.body ? { payload: request.body.payload } : {}),
      });
      const counts = tally.get(key) ?? new Map<number, number>();
      counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
      tally.set(key, counts);

      expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
      expect(response.body).not.toContain(config.sessionSecret);
      if (request.unholdable && validatedParts.get(key)?.includes(request.unholdable)) {
        // From a caller the route admits, it is the input's check that answers: a 400 (which may name another
        // part), unless the request was refused unread (too big, too long an address, a route's own rate limit).
        expect([400, 413, 414, 429], `${request.method} ${request.url.slice(0, 100)}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
        const counts = unholdable.get(key) ?? { aimed: 0, named: 0 };
        counts.aimed += 1;
        if (UNHOLDABLE_REFUSAL.test(response.body)) counts.named += 1;
        unholdable.set(key, counts);
      }
      if (response.statusCode < 400) return;
      const after = await journal.mark();
      baseline = after;
      // A path that is no page gets the app's not-found page, as HTML with 404 (a person reads it).
      const path = request.url.split("?")[0]!;
      if (
        response.statusCode === 404 &&
        path !== "/api" &&
        !path.startsWith("/api/") &&
        String(response.headers["content-type"]).startsWith("text/html")
      ) {
        expect(await journal.changedTables(before, after)).toEqual([]);
        return;
      }
      // The one error shape (docs/decisions.md#http): JSON holding a readable message and nothing else.
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      const body: unknown = JSON.parse(response.body);
      expect(body).toEqual({ message: expect.any(String) });
      expect((body as { message: string }).message.trim()).not.toBe("");
      expect((body as { message: string }).message).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
      expect(await journal.changedTables(before, after), `a refused ${request.method} ${request.url.slice(0, 100)} changed state`).toEqual([]);
    }

    /** The catalog's entry for a route, with the schemas the fuzz derives its inputs from. */
    function served(key: string): CatalogRoute {
      const route = catalog.routes().find((r) => routeKey(r) === key);
      if (!route) throw new Error(`${key} is fuzzed but the app does not serve it`);
      return route;
    }

    it("fuzzes every route the app serves, each contract route from its schemas", () => {
      const keys = catalog.routes().map(routeKey);
      expect(keys.length).toBeGreaterThan(30);
      expect(
        keys.filter((key) => !fuzzedRouteKeys.includes(key)),
        "routes outside the contract (src/shared/api): add them to outsideContract in hostile-input.generators.ts",
      ).toEqual([]);
      expect(
        fuzzedRouteKeys.filter((key) => !keys.includes(key)),
        "contract entries or outsideContract routes the app does not serve",
      ).toEqual([]);
      expect(staleOverrides, "overrides in hostile-input.generators.ts for no contract route").toEqual([]);
      // Every part a route validates has its schema in the catalog, and its inputs can be derived from it.
      for (const route of catalog.routes()) expect(Object.keys(route.schemas).sort(), routeKey(route)).toEqual([...route.validates].sort());
      const underived = catalog.routes().flatMap((route) => {
        try {
          fc.sample(routeFuzz(route).requests(world), { numRuns: 3, seed: SEED });
          return [];
        } catch (err) {
          return [`${routeKey(route)}: ${(err as Error).message}`];
        }
      });
      expect(underived, "routes whose inputs the schema walk cannot make: give them an override in hostile-input.generators.ts").toEqual([]);
    });

    for (const key of fuzzedRouteKeys) {
      it(`${key}: never 5xx, refuses with a JSON message, a refusal changes nothing`, async () => {
        const context = ctx();
        const fuzz = routeFuzz(served(key));
        baseline = undefined;
        await fc.assert(
          fc.asyncProperty(fuzz.requests(world), (request) => sendAndCheck(context, key, request)),
          { seed: SEED, numRuns: fuzz.numRuns },
        );
        await fc.assert(
          fc.asyncProperty(fuzz.unholdable(world), (request) => sendAndCheck(context, key, request)),
          { seed: SEED, numRuns: UNHOLDABLE_RUNS },
        );
        // Near-valid inputs must get past validation sometimes, or the fuzz only tests the parsers.
        // /ws answers plain HTTP with a refusal only: its upgrades are fuzzed in hostile-ws.test.ts.
        const accepted = [...(tally.get(key) ?? [])].filter(([status]) => status < 400).length;
        const websocket = catalog.routes().some((route) => routeKey(route) === key && route.websocket);
        if (!websocket) expect(accepted, `no generated request to ${key} was accepted`).toBeGreaterThan(0);
        // Every route that takes input met text the database cannot hold there, and named it in a refusal.
        if (validatedParts.get(key)?.length) {
          const { aimed, named } = unholdable.get(key) ?? { aimed: 0, named: 0 };
          expect(aimed, `no unholdable text reached a part ${key} validates`).toBeGreaterThan(0);
          expect(named, `no refusal from ${key} named the unholdable text`).toBeGreaterThan(0);
        }
      });
    }

    it("answers a malformed %-escape, which the router refuses before any handler, with the one error shape", async () => {
      const response = await ctx().app.inject({ url: "/api/matches/%E0%A4%A" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "The address is not a valid URL" });
    });

    it("answers requests to no route (other methods, made-up paths) with a JSON 4xx", async () => {
      const context = ctx();
      baseline = undefined;
      await fc.assert(
        fc.asyncProperty(strangerRequests, (request) => sendAndCheck(context, "stranger", request)),
        { seed: SEED, numRuns: 120 },
      );
    });

    it("leaves the built-in prototypes unpolluted and the players' sessions working", async () => {
      expect(prototypeKeys()).toEqual(pristinePrototypes);
      const probe: Record<string, unknown> = {};
      for (const key of ["isAdmin", "credits", "polluted"]) expect(probe[key], key).toBeUndefined();
      for (const cookie of Object.values(players)) {
        expect((await ctx().app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(200);
      }
      const total = [...tally.values()].flatMap((m) => [...m.values()]).reduce((a, b) => a + b, 0);
      const byStatus = new Map<number, number>();
      for (const m of tally.values()) for (const [s, n] of m) byStatus.set(s, (byStatus.get(s) ?? 0) + n);
      const named = [...unholdable.values()].reduce((n, counts) => n + counts.named, 0);
      console.info(
        `hostile input: ${total} requests (seed ${SEED}), by status ${JSON.stringify(Object.fromEntries([...byStatus].sort((a, b) => a[0] - b[0])))}, ${named} refused for unholdable text`,
      );
    });
  },
  {
    env: {
      ADMIN_EMAILS: ADMIN_EMAIL,
      SMTP_URL: mailbox.url,
      // Sign-in providers, so their routes parse input instead of stopping at "not available":
      // X needs no discovery; the OIDC issuer is unreachable and fails fast.
      X_CLIENT_ID: "fuzz-x-client",
      X_CLIENT_SECRET: "fuzz-x-secret",
      OIDC_ISSUER_URL: "http://127.0.0.1:9/",
      OIDC_CLIENT_ID: "fuzz-oidc-client",
      OIDC_CLIENT_SECRET: "fuzz-oidc-secret",
    },
    app: { clientDir, onRoute: catalog.onRoute },
  },
);
