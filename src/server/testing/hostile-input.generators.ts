import fc from "fast-check";
import type { $ZodType } from "zod/v4/core";
import { routes, type Access, type Route } from "../../shared/api/routes";
import { hostileValue, isObject, nearValid, objectOf, toJson, unholdableText, unholdableUrlText } from "./hostile-values";
import {
  bodyOf,
  encodeText,
  extraHeaders,
  junkCookie,
  PARAM_MISSES,
  paramOf,
  queryOf,
  toQuery,
  type CookieChoice,
  type FuzzBody,
} from "./hostile-request-parts";
import { routeKey, type CatalogRoute, type ValidatedPart } from "./route-catalog";
import { brokenInput, fieldsOf, validInput, type FieldValue, type Medium } from "./schema-inputs";

/**
 * Hostile requests for every route the app serves. A route in the contract (src/shared/api) is fuzzed
 * from its schemas alone (schema-inputs.ts): near-valid path parameters, queries and bodies (a valid
 * value with one part broken, dropped or joined by an unexpected field) and plain junk, so the fuzz
 * reaches past parsing into the handlers as well as hammering the parsers. `overrides` holds only what
 * a schema cannot know: the seeded world's real ids, live tokens and codes, fresh sessions for the
 * routes that end one, fewer runs for costly handlers. The few routes outside the contract have no
 * schemas: `outsideContract` says what they take.
 */

/** What the seeded world holds, so generated inputs can aim at real (and other users') things. */
export interface FuzzWorld {
  matchIds: { upcoming: number[]; live: number[]; completed: number[] };
  /** Ids of every seeded user, the caller's and other players'. */
  userIds: number[];
  usernames: string[];
  /** Players whose public card stays on: no fuzzed request comes from them (the settings route may hide the others'). */
  publicCards: string[];
  /** Referral codes as users see them (PROPHET-XXXXXX). */
  referralCodes: string[];
  /** A local account the sign-in generator may hit with the right password. */
  account: { email: string; password: string };
  analyticsSessionId: string;
  /** A live e-mail confirmation token (spent by the first request that uses it). */
  confirmationToken: string;
  /** A live password reset token of an account no caller signs in as (spent by the first reset). */
  resetToken: string;
  /**
   * Private leagues: `main` is alice's, with bob in it (admin is not); `closable` are alice's leagues
   * that only the close route aims at, so closing one leaves the others' routes something to accept;
   * `members` are players in `main` besides bob, for the owner's removals; `posts` are banter posts in `main`,
   * alice's and bob's; `handable` is alice's league that only the handover aims at (its first handover makes
   * another player its owner), with `handableMembers` in it.
   */
  leagues: { main: number; closable: number[]; codes: string[]; members: number[]; posts: number[]; handable: number; handableMembers: number[] };
  /** A signed unsubscribe link's query (?u=…&t=…) for one of the seeded players. */
  unsubscribeQuery: string;
  /** Open season questions whose choices are clubs (the champion, the bottom club), and those clubs. */
  seasonQuestions: { ids: number[]; clubs: string[] };
}

export interface FuzzRequest {
  method: string;
  /** Path with any query string, already encoded (or deliberately mis-encoded). */
  url: string;
  cookie: CookieChoice;
  headers: Record<string, string>;
  body: FuzzBody | undefined;
  /** The part that was given unholdable text on purpose; a route that validates that part must answer 400. */
  unholdable?: ValidatedPart;
}

export interface RouteFuzz {
  requests(world: FuzzWorld): fc.Arbitrary<FuzzRequest>;
  /** Requests like `requests`, with unholdable text in one part on purpose (`unholdable` says which). */
  unholdable(world: FuzzWorld): fc.Arbitrary<FuzzRequest>;
  /** Runs for this route; expensive handlers (scrypt, PNG rendering, imports) get fewer. */
  numRuns: number;
}

/** Signed-in callers (the caller and other players), signed out, or junk. */
const anyCaller: fc.Arbitrary<CookieChoice> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: "player", who: "alice" } as const) },
  { weight: 2, arbitrary: fc.constant({ kind: "player", who: "bob" } as const) },
  { weight: 2, arbitrary: fc.constant({ kind: "player", who: "admin" } as const) },
  { weight: 2, arbitrary: fc.constant({ kind: "none" } as const) },
  { weight: 2, arbitrary: junkCookie },
);

/** Routes that end or rotate the session they are sent with never see the shared players' cookies. */
const sessionCaller: fc.Arbitrary<CookieChoice> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: "burner" } as const) },
  { weight: 2, arbitrary: fc.constant({ kind: "none" } as const) },
  { weight: 2, arbitrary: junkCookie },
);

/** A request's parts with nothing broken. */
interface ValidParts {
  path: string;
  query: string;
  /** The JSON body, where the route takes one. */
  body?: unknown;
}

interface Shape {
  method: string;
  path: (world: FuzzWorld) => fc.Arbitrary<string>;
  query: (world: FuzzWorld) => fc.Arbitrary<string>;
  body?: (world: FuzzWorld) => fc.Arbitrary<unknown>;
  valid: (world: FuzzWorld) => fc.Arbitrary<ValidParts>;
  caller?: fc.Arbitrary<CookieChoice>;
  /** Callers the route admits, for its plain valid requests. */
  admitted: fc.Arbitrary<CookieChoice>;
  /** Near-valid and junk requests to send; the valid ones come on top. */
  numRuns: number;
}

/** Near-valid and junk requests to plain valid ones, by weight. */
const [HOSTILE_WEIGHT, VALID_WEIGHT] = [7, 1];

/**
 * A route's requests: near-valid and junk ones, and now and then a plain valid one from a caller it
 * admits, so that whatever the seed, the handler is reached past its input checks.
 */
function fuzzOf(key: string, shape: Shape): RouteFuzz {
  return {
    numRuns: Math.ceil((shape.numRuns * (HOSTILE_WEIGHT + VALID_WEIGHT)) / HOSTILE_WEIGHT),
    requests: (world) =>
      fc.oneof(
        {
          weight: HOSTILE_WEIGHT,
          arbitrary: fc
            .record({
              path: shape.path(world),
              query: shape.query(world),
              body: shape.body ? bodyOf(shape.body(world)) : fc.constant(undefined),
              cookie: shape.caller ?? anyCaller,
              headers: extraHeaders,
            })
            .map(({ path, query, body, cookie, headers }) => ({ method: shape.method, url: path + query, cookie, headers, body })),
        },
        {
          weight: VALID_WEIGHT,
          arbitrary: fc.tuple(shape.valid(world), shape.admitted).map(([{ path, query, body }, cookie]) => ({
            method: shape.method,
            url: path + query,
            cookie,
            headers: {},
            body: body === undefined ? undefined : { contentType: "application/json", payload: toJson(body) },
          })),
        },
      ),
    unholdable: (world) => unholdableRequests(key, shape, world),
  };
}

/** The places a generated value can take text: each string (replaced) and each object (a new key). */
function textSpots(value: unknown): number {
  if (typeof value === "string") return 1;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + textSpots(v), 0);
  if (isObject(value)) return Object.values(value).reduce((n: number, v) => n + textSpots(v), 1);
  return 0;
}

/** The value with `text` at its `spot`-th place (textSpots), counted depth first. */
function withTextAt(value: unknown, text: string, spot: number): unknown {
  let at = 0;
  const visit = (v: unknown): unknown => {
    if (typeof v === "string") return at++ === spot ? text : v;
    if (Array.isArray(v)) return v.map(visit);
    if (!isObject(v)) return v;
    const here = at++ === spot;
    const entries = Object.entries(v).map(([k, x]): [string, unknown] => [k, visit(x)]);
    return objectOf(here ? [...entries, [text, "value"]] : entries);
  };
  return visit(value);
}

/**
 * A route's own near-valid request with unholdable text put in one part: a string or a key of the
 * body, a value or a key of the query, or a path parameter. It comes from a caller every route
 * admits (routes that rotate sessions get a fresh one) on a path the router matches (valid
 * parameters, no overlong one), so what refuses it is the input's check.
 */
function unholdableRequests(key: string, shape: Shape, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const paramSegments = key
    .slice(key.indexOf(" ") + 1)
    .split("/")
    .flatMap((segment, i) => (segment.startsWith(":") ? [i] : []));
  const parts: Array<{ weight: number; arbitrary: fc.Arbitrary<ValidatedPart> }> = [
    { weight: 1, arbitrary: fc.constant("querystring") },
    ...(shape.body ? [{ weight: 2, arbitrary: fc.constant("body" as const) }] : []),
    ...(paramSegments.length ? [{ weight: 2, arbitrary: fc.constant("params" as const) }] : []),
  ];
  const cookie: CookieChoice = shape.caller ? { kind: "burner" } : { kind: "player", who: "admin" };
  return fc
    .record({
      part: fc.oneof(...parts),
      path: shape.valid(world).map((valid) => valid.path),
      query: shape.query(world),
      body: shape.body ? shape.body(world) : fc.constant(undefined),
      text: unholdableText,
      urlText: unholdableUrlText.map(encodeText),
      pick: fc.nat(),
    })
    .map(({ part, path, query, body, text, urlText, pick }) => {
      if (part === "params") {
        const segments = path.split("/");
        segments[paramSegments[pick % paramSegments.length]!] = urlText;
        path = segments.join("/");
      } else if (part === "querystring") {
        const pairs = query.replace(/^\?/, "").split("&").filter(Boolean);
        // A value under one of the query's own keys, or a key of its own.
        if (pairs.length > 0 && pick % 2 === 0) pairs[0] = `${pairs[0]!.split("=")[0]}=${urlText}`;
        else pairs.push(`${urlText}=1`);
        query = `?${pairs.join("&")}`;
      } else {
        const spots = textSpots(body);
        body = spots > 0 ? withTextAt(body, text, pick % spots) : text;
      }
      return {
        method: shape.method,
        url: path + query,
        cookie,
        headers: {},
        body: shape.body ? { contentType: "application/json", payload: toJson(body) } : undefined,
        unholdable: part,
      };
    });
}

/** A value for one field or path parameter, from the seeded world and the value its schema alone gives. */
type WorldValue = (world: FuzzWorld, derived: fc.Arbitrary<unknown>) => fc.Arbitrary<unknown>;
type WorldValues = Record<string, WorldValue>;

/** What a route's schemas cannot know, by part and field; everything else is derived from them. */
interface RouteOverride {
  /** Valid values the handler can find (real ids, live tokens): they reach past the schema into its own checks. */
  valid?: Partial<Record<ValidatedPart, WorldValues>>;
  /** Values the schema takes and the handler must refuse (a taken username, a finished match). */
  nearMisses?: Partial<Record<ValidatedPart, WorldValues>>;
  caller?: fc.Arbitrary<CookieChoice>;
  /** Runs for this route, where its handler is expensive (scrypt, PNG rendering, imports) or its checks many. */
  numRuns?: number;
}

/** A route outside the contract: no schemas, so its whole path and the query keys it reads are given. */
interface OutsideRoute extends RouteOverride {
  path?: (world: FuzzWorld) => fc.Arbitrary<string>;
  queryKeys?: string[];
}

const allMatchIds = (w: FuzzWorld) => [...w.matchIds.upcoming, ...w.matchIds.live, ...w.matchIds.completed];
/** Matches still open to picks and bets; kicked off, finished and made-up ones are near misses. */
const openMatch: WorldValue = (w) => fc.constantFrom(...w.matchIds.upcoming);
const closedMatch: WorldValue = (w) => fc.constantFrom(...w.matchIds.live, ...w.matchIds.completed, 999_999);
const byMatch = (param = "id"): RouteOverride => ({ valid: { params: { [param]: (w) => fc.constantFrom(...allMatchIds(w)) } } });
const leagueId: WorldValue = (w) => fc.constant(w.leagues.main);
const mainLeague: RouteOverride = { valid: { params: { id: leagueId } } };
const leagueCode: WorldValue = (w) => fc.constantFrom(...w.leagues.codes, ...w.leagues.codes.map((c) => c.toLowerCase()));
const usernames = (w: FuzzWorld) => [...w.usernames, ...w.usernames.map((u) => u.toUpperCase())];
const username: WorldValue = (w) => fc.constantFrom(...usernames(w));
/** The configured sign-in providers; known ones that are not configured and made-up ones are near misses. */
const provider: RouteOverride = {
  valid: { params: { provider: () => fc.constantFrom("x", "oidc") } },
  nearMisses: { params: { provider: () => fc.constantFrom("google", "github", "X", "facebook", "__proto__", "toString") } },
  caller: sessionCaller,
};
const referralCode: WorldValue = (w) =>
  fc.constantFrom(
    ...w.referralCodes,
    ...w.referralCodes.map((c) => c.replace(/^PROPHET-/, "")),
    ...w.referralCodes.map((c) => ` ${c.toLowerCase()} `),
  );
const orWorld =
  (pick: (w: FuzzWorld) => unknown): WorldValue =>
  (w, derived) =>
    fc.oneof(fc.constant(pick(w)), derived);

/** A batch of picks as the schema makes it, on real matches (open, kicked off or finished), one pick each. */
const onRealMatches = (w: FuzzWorld, derived: fc.Arbitrary<unknown>): fc.Arbitrary<Array<Record<string, unknown>>> =>
  fc
    .tuple(derived as fc.Arbitrary<Array<Record<string, unknown>>>, fc.shuffledSubarray(allMatchIds(w)))
    .map(([picks, ids]) => picks.slice(0, ids.length).map((pick, i) => ({ ...pick, matchId: ids[i] })))
    .filter((picks) => picks.length > 0);

/**
 * The contract routes that need the seeded world to get past their schemas (or a fresh session, or
 * fewer runs). The fuzz test fails for an entry that names no contract route, and the walk for a
 * field its schema does not have.
 */
const overrides: Record<string, RouteOverride> = {
  // Accounts. Sign-up and sign-in hash passwords (scrypt): fewer runs. Taken addresses and names get a 409.
  "POST /api/auth/signup": {
    caller: sessionCaller,
    numRuns: 60,
    valid: { body: { referralCode: (w, derived) => fc.oneof(referralCode(w, derived), derived) } },
    nearMisses: {
      body: {
        email: (w) => fc.constantFrom(w.account.email, w.account.email.toUpperCase(), ` ${w.account.email} `),
        username,
      },
    },
  },
  "POST /api/auth/signin": {
    caller: sessionCaller,
    valid: { body: { email: (w) => fc.constant(w.account.email), password: (w) => fc.constant(w.account.password) } },
    nearMisses: { body: { email: (w) => fc.constantFrom(w.account.email.toUpperCase(), ` ${w.account.email}`) } },
  },
  "POST /api/auth/verify-email/confirm": { valid: { body: { token: orWorld((w) => w.confirmationToken) } } },
  "POST /api/auth/password-reset": { valid: { body: { email: orWorld((w) => w.account.email) } } },
  // A live token sets a password (scrypt) once; every later use is refused: fewer runs.
  "POST /api/auth/password-reset/confirm": { numRuns: 60, valid: { body: { token: orWorld((w) => w.resetToken) } } },
  "GET /api/logout": { caller: sessionCaller },
  "POST /api/logout": { caller: sessionCaller },
  "GET /api/login/:provider": provider,
  "GET /api/callback/:provider": provider,

  // Reads and writes keyed by a match id (any match, bets or not, the caller's or not).
  "GET /api/matches/:id": byMatch(),
  "GET /api/matches/:id/distribution": byMatch(),
  "GET /api/bets/match/:id": byMatch(),
  "GET /api/stats/match-viewers/:matchId": byMatch("matchId"),
  "GET /api/matches/:id/pick": byMatch(),
  "GET /api/matches/:id/crowd": byMatch(),
  "GET /api/leagues/match/:id/picks": byMatch(),
  "DELETE /api/matches/:id/pick": byMatch(),
  "PUT /api/matches/:id/pick": { numRuns: 100, valid: { params: { id: openMatch } }, nearMisses: { params: { id: closedMatch } } },
  // A joker needs the caller's pick: most valid ids answer 409 (no pick), which the walk counts as a clear refusal.
  "PUT /api/matches/:id/joker": { valid: { params: { id: openMatch } }, nearMisses: { params: { id: closedMatch } } },
  "DELETE /api/matches/:id/joker": byMatch(),
  "PUT /api/matches/:id/reminder": { valid: { params: { id: openMatch } } },
  "PUT /api/picks": {
    numRuns: 100,
    valid: { body: { picks: onRealMatches } },
    // A match picked twice passes every field's check; only the schema's last rule refuses it, and the walk cannot know that rule.
    nearMisses: { body: { picks: (w, derived) => onRealMatches(w, derived).map((picks) => [...picks, picks[0]]) } },
  },
  // Rendering a real card costs tens of milliseconds: fewer runs.
  "GET /og/match/:file": { numRuns: 30, valid: { params: { file: (w) => fc.constantFrom(...allMatchIds(w).map((id) => `${id}.png`)) } } },
  "GET /og/u/:file": { numRuns: 30, valid: { params: { file: (w) => fc.constantFrom(...w.publicCards.map((u) => `${u}.png`)) } } },
  "POST /api/bets": {
    numRuns: 200,
    // Stakes a new player can afford, on matches still open.
    valid: { body: { matchId: openMatch, stake: () => fc.integer({ min: 1, max: 2_000 }) } },
    nearMisses: { body: { matchId: closedMatch } },
  },
  "GET /api/predictions/proof": { valid: { querystring: { match: (w) => fc.constantFrom(...allMatchIds(w).map(String)) } } },
  // Tree sizes the log has, so a proof is made.
  "GET /api/predictions/consistency": { valid: { querystring: { from: () => fc.constantFrom("0", "1", "2"), to: () => fc.constantFrom("2", "3") } } },

  // Leagues: alice's main league (bob is in it, admin is not); only the close route aims at the closable ones.
  "GET /api/leagues/:id": mainLeague,
  "GET /api/leagues/:id/table": mainLeague,
  "GET /api/leagues/:id/chances": mainLeague,
  "GET /api/leagues/:id/picks": mainLeague,
  "GET /api/leagues/:id/posts": mainLeague,
  "GET /api/leagues/:id/honours": mainLeague,
  "GET /api/leagues/:id/members/:userId/picks": {
    valid: { params: { id: leagueId, userId: (w) => fc.constantFrom(...w.leagues.members, ...w.userIds) } },
  },
  "POST /api/leagues/:id/posts": mainLeague,
  "DELETE /api/leagues/:id/posts/:postId": { valid: { params: { id: leagueId, postId: (w) => fc.constantFrom(...w.leagues.posts) } } },
  // Competitions the game has no matches of are refused: every competition (null) reaches the store.
  "PUT /api/season/questions/:id/answer": {
    valid: {
      params: { id: (w) => fc.constantFrom(...w.seasonQuestions.ids) },
      body: { answer: (w, derived) => fc.oneof(fc.constantFrom(...w.seasonQuestions.clubs), derived) },
    },
  },
  "PUT /api/leagues/:id/rules": { valid: { params: { id: leagueId }, body: { competitions: () => fc.constant(null) } } },
  "PATCH /api/leagues/:id": mainLeague,
  "POST /api/leagues/:id/leave": mainLeague,
  "POST /api/leagues/:id/invite-code": mainLeague,
  "DELETE /api/leagues/:id": { valid: { params: { id: (w) => fc.constantFrom(...w.leagues.closable) } } },
  "PUT /api/leagues/:id/owner": {
    valid: {
      params: { id: (w) => fc.constant(w.leagues.handable) },
      body: { userId: (w) => fc.constantFrom(...w.leagues.handableMembers, ...w.userIds) },
    },
  },
  "DELETE /api/leagues/:id/members/:userId": {
    numRuns: 150,
    valid: { params: { id: leagueId, userId: (w) => fc.constantFrom(...w.leagues.members, ...w.userIds) } },
  },
  "GET /api/leagues/invite/:code": { valid: { params: { code: leagueCode } } },
  // Public: visitors (no cookie, junk cookies) as well as players preview an invite.
  "GET /api/leagues/invite/:code/preview": { valid: { params: { code: leagueCode } } },
  "POST /api/leagues/join": { valid: { body: { code: leagueCode } } },

  // Notifications. Browsers' push services are the only ones the server accepts; the fuzz never turns push on, so nothing is sent.
  "POST /api/push/subscriptions": {
    valid: {
      body: { endpoint: () => fc.constantFrom("https://fcm.googleapis.com/fcm/send/abc", "https://updates.push.services.mozilla.com/wpush/v2/xyz") },
    },
  },
  "GET /api/notifications/unsubscribe": { valid: { querystring: unsubscribeLink() } },
  "POST /api/notifications/unsubscribe": { valid: { querystring: unsubscribeLink() } },
  // E-mail and push reminders need a confirmed address and a subscribed device, and followed
  // competitions ones the game has: without them a save is refused, and the fuzz must reach the store.
  "PUT /api/notifications/preferences": {
    valid: {
      body: {
        reminders: (_w, derived) =>
          derived.map((groups) =>
            Object.fromEntries(
              Object.entries(groups as Record<string, object>).map(([group, channels]) => [group, { ...channels, email: false, push: false }]),
            ),
          ),
        followedCompetitions: () => fc.constant([]),
      },
    },
  },

  "POST /api/matches/real/fetch-new": { numRuns: 30 },
  "POST /api/referrals/track": { numRuns: 80, valid: { body: { referralCode } } },
  "POST /api/analytics/session/start": { numRuns: 60, valid: { body: { sessionId: orWorld((w) => w.analyticsSessionId) } } },
  "POST /api/analytics/track": { numRuns: 100, valid: { body: { sessionId: orWorld((w) => w.analyticsSessionId) } } },
  "POST /api/generate-football-facts": { numRuns: 50 },
};

/** A signed unsubscribe link's player and signature, each sometimes replaced by the schema's own. */
function unsubscribeLink(): WorldValues {
  const field = (name: string) => orWorld((w) => new URLSearchParams(w.unsubscribeQuery).get(name));
  return { u: field("u"), t: field("t") };
}

/** The routes the app serves outside the contract: the SPA, its pages and the API's documentation. */
const outsideContract: Record<string, OutsideRoute> = {
  // HTML for anything well-formed, JSON errors otherwise.
  "GET /*": {
    path: () =>
      fc.oneof(
        fc
          .array(paramOf(fc.constantFrom("about", "profile", "api", "assets", "index.html")), { minLength: 1, maxLength: 4 })
          .map((segments) => "/" + segments.join("/")),
        fc.constantFrom("/api/nope", "/api/", "/api/matches/1/extra", "//double", "/%2e%2e/%2e%2e/etc/passwd", "/assets/../../package.json", "/.env"),
      ),
  },
  "GET /index.html": {},
  "GET /match/:id": byMatch(),
  "GET /u/:username": {
    valid: { params: { username: (w) => fc.constantFrom(...w.publicCards, ...usernames(w)) } },
    nearMisses: { params: { username: () => fc.constantFrom("ab", "a".repeat(21), "bad name") } },
  },
  "GET /api/login": { queryKeys: ["error", "ref"] },
  "GET /api/docs": {},
  "GET /api/docs/:file": {
    valid: { params: { file: () => fc.constantFrom("docs.js", "swagger-ui.css") } },
    nearMisses: { params: { file: () => fc.constantFrom("index.html", "../package.json") } },
  },
};

/** Who may call each contract route, by "METHOD path". */
const accessOf = new Map(
  Object.values(routes).flatMap((area) => Object.values<Route>(area).map((route) => [`${route.method} ${route.path}`, route.access])),
);
const contractKeys = [...accessOf.keys()];

/** The players a route admits: an admin for admin routes, any of the seeded players for the rest. */
const admittedBy = (access: Access): fc.Arbitrary<CookieChoice> =>
  fc.constantFrom<CookieChoice>(
    ...(access === "admin" ? (["admin"] as const) : (["alice", "bob", "admin"] as const)).map((who) => ({ kind: "player", who }) as const),
  );

/** Every route the fuzz test runs: each contract entry, and the routes outside it. */
export const fuzzedRouteKeys: string[] = [...contractKeys, ...Object.keys(outsideContract)];

/** Override entries that name no contract route (a renamed or removed endpoint). */
export const staleOverrides: string[] = Object.keys(overrides).filter((key) => !contractKeys.includes(key));

const takesInput = (route: CatalogRoute) => route.url.includes(":") || route.validates.length > 0 || route.method !== "GET";
const paramNames = (route: CatalogRoute) => route.url.split("/").flatMap((segment) => (segment.startsWith(":") ? [segment.slice(1)] : []));

/** Fails for an override of a part or field the route does not have (its schema changed under it). */
function checkOverride(route: CatalogRoute, override: RouteOverride): void {
  for (const part of ["params", "querystring", "body"] as const) {
    const schema = route.schemas[part];
    const names = part === "params" ? paramNames(route) : Object.keys((schema && fieldsOf(schema)) ?? {});
    const named = [...Object.keys(override.valid?.[part] ?? {}), ...Object.keys(override.nearMisses?.[part] ?? {})];
    const unknown = named.filter((name) => !names.includes(name));
    if (unknown.length > 0) throw new Error(`hostile-input.generators: ${routeKey(route)} ${part} has no field ${unknown.join(", ")}`);
  }
}

/** A part's valid values: its schema's, with the override's real values for the fields it names. */
function validPart(schema: $ZodType, part: ValidatedPart, medium: Medium, override: RouteOverride, world: FuzzWorld): fc.Arbitrary<unknown> {
  const given = override.valid?.[part] ?? {};
  const fields = Object.fromEntries(Object.entries(given).map(([name, value]): [string, FieldValue] => [name, (derived) => value(world, derived)]));
  return validInput(schema, { medium, fields });
}

/**
 * A part's near-valid values: the valid one with a field broken (its schema's breaks, the override's
 * near misses, and the derived value where the override gave a real one), dropped or joined, or junk.
 */
function nearValidPart(schema: $ZodType, part: ValidatedPart, medium: Medium, override: RouteOverride, world: FuzzWorld): fc.Arbitrary<unknown> {
  const given = override.valid?.[part] ?? {};
  const valid = validPart(schema, part, medium, override, world);
  const nearMisses: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, field] of Object.entries(fieldsOf(schema) ?? {})) {
    const derived = validInput(field, { medium });
    const misses = [brokenInput(field, { medium }), override.nearMisses?.[part]?.[name]?.(world, derived), given[name] ? derived : undefined];
    const present = misses.filter((miss): miss is fc.Arbitrary<unknown> => miss !== undefined);
    if (present.length > 0) nearMisses[name] = fc.oneof(...present);
  }
  if (Object.keys(nearMisses).length === 0) {
    return fc.oneof(
      { weight: 3, arbitrary: valid },
      { weight: 6, arbitrary: brokenInput(schema, { medium }) ?? hostileValue },
      { weight: 1, arbitrary: hostileValue },
    );
  }
  return nearValid(valid.filter(isObject), nearMisses);
}

const asText = (value: unknown) => (Array.isArray(value) ? value.join(",") : String(value));

/** A path parameter's valid values: the override's real ones, or its schema's (none outside the contract). */
function validParam(name: string, schema: $ZodType | undefined, override: RouteOverride, world: FuzzWorld): fc.Arbitrary<string> {
  const derived = schema ? validInput(schema, { medium: "url" }) : fc.constant("1");
  const given = override.valid?.params?.[name];
  return (given ? given(world, derived) : derived).map(asText);
}

/** A path parameter: its valid values, its schema's breaks, the override's near misses and junk. */
function paramFrom(name: string, schema: $ZodType | undefined, override: RouteOverride, world: FuzzWorld): fc.Arbitrary<string> {
  const derived = schema ? validInput(schema, { medium: "url" }) : fc.constant("1");
  const given = override.valid?.params?.[name];
  const misses = [
    fc.constantFrom(...PARAM_MISSES),
    schema && brokenInput(schema, { medium: "url" }),
    given && derived,
    override.nearMisses?.params?.[name]?.(world, derived),
  ].filter((miss): miss is fc.Arbitrary<unknown> => miss !== undefined);
  return paramOf(validParam(name, schema, override, world), fc.oneof(...misses).map(asText));
}

/** The route's path with each parameter generated in its place: near-valid, or only valid. */
function pathFrom(route: CatalogRoute, override: RouteOverride, world: FuzzWorld, validOnly = false): fc.Arbitrary<string> {
  const fields = route.schemas.params ? (fieldsOf(route.schemas.params) ?? {}) : {};
  const segments = route.url.split("/").map((segment) => {
    if (!segment.startsWith(":")) return fc.constant(segment);
    const [name, schema] = [segment.slice(1), fields[segment.slice(1)]];
    return validOnly ? validParam(name, schema, override, world).map(encodeText) : paramFrom(name, schema, override, world);
  });
  return fc.tuple(...segments).map((parts) => parts.join("/"));
}

/**
 * A route's fuzz, from the app's catalog (its schemas, recorded as it was built) and what the
 * overrides add. A route with only its contract entry is fuzzed from its schemas alone.
 */
export function routeFuzz(route: CatalogRoute): RouteFuzz {
  const key = routeKey(route);
  const override: OutsideRoute = overrides[key] ?? outsideContract[key] ?? {};
  checkOverride(route, override);
  const { querystring, body } = route.schemas;
  return fuzzOf(key, {
    method: route.method,
    path: override.path ?? ((world) => pathFrom(route, override, world)),
    query: querystring
      ? (world) =>
          fc.oneof(
            { weight: 6, arbitrary: nearValidPart(querystring, "querystring", "url", override, world).map(toQuery) },
            { weight: 3, arbitrary: queryOf(Object.keys(fieldsOf(querystring) ?? {})) },
          )
      : () => queryOf(override.queryKeys),
    // A route that reads no body still gets junk ones: the parsers meet them first.
    body: body ? (world) => nearValidPart(body, "body", "json", override, world) : route.method === "GET" ? undefined : () => hostileValue,
    valid: (world) =>
      fc.record({
        path: override.path ? override.path(world) : pathFrom(route, override, world, true),
        query: querystring ? validPart(querystring, "querystring", "url", override, world).map(toQuery) : fc.constant(""),
        body: body ? validPart(body, "body", "json", override, world) : fc.constant(undefined),
      }),
    caller: override.caller,
    admitted: override.caller ? fc.constantFrom<CookieChoice>({ kind: "burner" }, { kind: "none" }) : admittedBy(accessOf.get(key) ?? "public"),
    // A read with no input but the caller (and a stray query): fewer runs cover it.
    numRuns: override.numRuns ?? (takesInput(route) || Object.keys(override).length > 0 ? 40 : 25),
  });
}

/** Requests to no route at all: other methods on real paths, and made-up paths under /api. */
export const strangerRequests: fc.Arbitrary<FuzzRequest> = fc
  .record({
    target: fc.oneof(
      fc.record({
        method: fc.constantFrom("PUT", "PATCH", "DELETE", "OPTIONS"),
        path: fc.constantFrom("/api/bets", "/api/auth/user", "/api/matches/1", "/api/admin/users", "/api/logout", "/ws"),
      }),
      fc.record({
        method: fc.constantFrom("GET", "POST", "PUT", "DELETE"),
        path: fc
          .array(paramOf(fc.constantFrom("api", "matches", "bets", "admin", "__proto__")), { minLength: 1, maxLength: 4 })
          .map((s) => "/api/nope/" + s.join("/")),
      }),
    ),
    query: queryOf(),
    body: bodyOf(hostileValue),
    cookie: anyCaller,
    headers: extraHeaders,
  })
  .map(({ target: { method, path }, query, body, cookie, headers }) => ({
    method,
    url: path + query,
    cookie,
    headers,
    body: method === "GET" ? undefined : body,
  }));
