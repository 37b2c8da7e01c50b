import fc from "fast-check";

/**
 * Generators of hostile requests for every route (issue 7, "Hostile input"). Each route gets
 * near-valid inputs (a valid body, param or query with one part broken, dropped or joined by an
 * unexpected field) and plain junk, so the fuzz reaches past parsing into the handlers as well as
 * hammering the parsers.
 */

/** What the seeded world holds, so generated inputs can aim at real (and other users') things. */
export interface FuzzWorld {
  matchIds: { upcoming: number[]; live: number[]; completed: number[] };
  /** Ids of every seeded user, the caller's and other players'. */
  userIds: number[];
  usernames: string[];
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
   * `members` are players in `main` besides bob, for the owner's removals.
   */
  leagues: { main: number; closable: number[]; codes: string[]; members: number[] };
  /** A signed unsubscribe link's query (?u=…&t=…) for one of the seeded players. */
  unsubscribeQuery: string;
}

/** Who a request claims to be. Burners are fresh sessions, for routes that end or rotate one. */
export type CookieChoice =
  { kind: "none" } | { kind: "player"; who: "alice" | "bob" | "admin" } | { kind: "burner" } | { kind: "raw"; header: string };

export interface FuzzBody {
  contentType: string | undefined;
  payload: string | Buffer;
}

export interface FuzzRequest {
  method: string;
  /** Path with any query string, already encoded (or deliberately mis-encoded). */
  url: string;
  cookie: CookieChoice;
  headers: Record<string, string>;
  body: FuzzBody | undefined;
  /** The part that was given unholdable text on purpose; a route that validates that part must answer 400. */
  unholdable?: InputPart;
}

/** The parts of a request a route may validate (route-catalog.ts ValidatedPart). */
export type InputPart = "params" | "querystring" | "body";

export interface RouteFuzz {
  requests(world: FuzzWorld): fc.Arbitrary<FuzzRequest>;
  /** Requests like `requests`, with unholdable text in one part on purpose (`unholdable` says which). */
  unholdable(world: FuzzWorld): fc.Arbitrary<FuzzRequest>;
  /** Runs for this route; expensive handlers (scrypt, PNG rendering, imports) get fewer. */
  numRuns: number;
}

/** A number literal JSON.stringify cannot write (1e400 parses to Infinity; long digits lose precision). */
class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text for a generated value; RawJson leaves are written verbatim. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  // undefined for a value JSON cannot hold (undefined itself, a function), whatever the type says.
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return v;
  }) as string | undefined;
  return (text ?? "null").replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]!);
}

/** An object whose own keys may be __proto__ and friends (a literal would set the prototype). */
function objectOf(entries: Array<[string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

const withField = (base: Record<string, unknown>, key: string, value: unknown) =>
  objectOf([...Object.entries(base).filter(([k]) => k !== key), [key, value]]);

const withoutField = (base: Record<string, unknown>, key: string) => objectOf(Object.entries(base).filter(([k]) => k !== key));

const POLLUTING_KEYS = ["__proto__", "constructor", "prototype"];

/**
 * Text no database column can hold: a NUL, or a UTF-16 surrogate without its other half,
 * which JSON writes as "\udc00" and JSON.parse hands over as it is. The server must refuse it
 * wherever it appears, with a 400 naming the field (http/text-guard.ts).
 */
export const unholdableText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("\u0000", "Nul\u0000League", "\u0000\u0000\u0000", "Sur\udc00League", "\ud800", "\udfff\ud800", "emoji cut \ud83d"),
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom("\u0000", "\ud800", "\udbff", "\udc00", "\udfff"), fc.string({ maxLength: 12 }))
    .map(([before, bad, after]) => before + bad + after),
);

/** The same in a URL: only a NUL can be written there (%00); a surrogate has no UTF-8 bytes to escape. */
const unholdableUrlText = fc.constantFrom("\u0000", "1\u0000", "\u0000\u0000", "Nul\u0000League");

export const hostileKey = fc.oneof(
  fc.constantFrom(...POLLUTING_KEYS, "toString", "valueOf", "hasOwnProperty", "isAdmin", "credits", "userId", "id", "", " ", "a.b", "$where"),
  fc.string({ maxLength: 12 }),
  fc.constantFrom("\u0000", "key\u0000", "k\udc00", "\ud800"),
);

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  // Any code point, control characters included (but whole surrogate pairs only).
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: unholdableText },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "   ",
      "null",
      "undefined",
      "true",
      "0",
      "-1",
      "1e400",
      "NaN",
      "__proto__",
      "constructor",
      "prototype",
      "' OR 1=1 --",
      "'; drop table users; --",
      "<script>alert(1)</script>",
      "%00",
      "\u0000",
      "\u202eevil",
      "🏟️⚽🔥",
      "Ω≈ç√∫˜µ≤≥÷",
      "ｆｕｌｌｗｉｄｔｈ",
      "PROPHET-",
      "PROPHET-AAAAAA",
      "prophet-zzzzzz",
      "a".repeat(41),
      "../../../../etc/passwd",
      "${jndi:ldap://x}",
      "{{7*7}}",
    ),
  },
  // Far past every field limit, but under the 64 KiB body limit.
  { weight: 1, arbitrary: fc.constantFrom("x".repeat(5_000), "é".repeat(20_000), "🔥".repeat(3_000)) },
);

export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, -100, 0.5, 1.5, 99.99, 1.0000001, 2 ** 31 - 1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e21, 1e308, 5e-324, -1e9),
  fc.constantFrom("1e400", "-1e400", "123456789012345678901234567890", "1.0", "-0", "1E2", "0.0000001").map((t) => new RawJson(t)),
);

/** Any JSON-ish value, hostile leaves included, a few levels deep. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.array(fc.tuple(hostileKey, tie("value")), { maxLength: 4 }).map(objectOf),
  ),
})).value;

/**
 * A valid body with something wrong with it (or nothing, so handlers run too): a field replaced by
 * a near miss or junk, dropped, or joined by an unexpected key; or the whole body wrapped or junk.
 */
export function nearValid(valid: fc.Arbitrary<Record<string, unknown>>, nearMisses: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const replaceOne = valid.chain((base) => {
    const keys = [...new Set([...Object.keys(base), ...Object.keys(nearMisses)])];
    // The body's own fields are broken more often than strangers are added.
    return fc
      .oneof(...keys.map((key) => ({ weight: key in base ? 3 : 1, arbitrary: fc.constant(key) })))
      .chain((key) =>
        fc
          .oneof({ weight: 3, arbitrary: nearMisses[key] ?? hostileValue }, { weight: 1, arbitrary: hostileValue })
          .map((v) => withField(base, key, v)),
      );
  });
  const dropOne = valid.chain((base) => {
    const keys = Object.keys(base);
    return keys.length === 0 ? fc.constant(base) : fc.constantFrom(...keys).map((k) => withoutField(base, k));
  });
  const extra = fc.tuple(valid, hostileKey, hostileValue).map(([base, k, v]) => withField(base, k, v));
  const twice = replaceOne.chain((once) =>
    fc.constantFrom(...Object.keys(nearMisses)).chain((key) => (nearMisses[key] ?? hostileValue).map((v) => withField(once, key, v))),
  );
  const wrapped = valid.chain((base) => fc.constantFrom<unknown>([base], toJson(base), { data: base }, [], {}, "", 0, true));
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 6, arbitrary: replaceOne },
    { weight: 2, arbitrary: dropOne },
    { weight: 2, arbitrary: extra },
    { weight: 2, arbitrary: twice },
    { weight: 1, arbitrary: wrapped },
    { weight: 2, arbitrary: hostileValue },
  );
}

const RAW_BODIES = [
  "",
  "{",
  '{"a":',
  "nul",
  "[1,]",
  "{'single': 'quotes'}",
  "\uFEFF{}",
  '{"__proto__":{"isAdmin":true,"credits":1000000}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  "[".repeat(3_000) + "]".repeat(3_000),
  `"${"x".repeat(70_000)}"`,
  `{"stake":${"9".repeat(400)}}`,
];

const OTHER_CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=utf-16",
  "application/JSON",
  "application/vnd.api+json",
  "application/octet-stream",
  "",
];

/** A request body: mostly the given JSON, sometimes broken JSON, other media types, bytes or nothing. */
export function bodyOf(value: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody | undefined> {
  return fc.oneof(
    { weight: 14, arbitrary: value.map((v) => ({ contentType: "application/json", payload: toJson(v) })) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES).map((payload) => ({ contentType: "application/json", payload })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(value, fc.constantFrom(...OTHER_CONTENT_TYPES))
        .map(([v, contentType]) => ({ contentType: contentType || undefined, payload: toJson(v) })),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ contentType: "application/json", payload: Buffer.from(bytes) })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the three bytes
 * a careless encoder would send for it (%ED%B0%80), which are no UTF-8.
 */
export function encodeText(text: string): string {
  return text
    .split(/([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/)
    .map((part, i) => {
      if (i % 2 === 0) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    })
    .join("");
}

/** A path parameter: real values, near misses and junk, percent-encoded (or deliberately not). */
export function paramOf(real: string[], nearMisses: string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(real.length ? real : ["1"])) },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(
          ...nearMisses,
          "0",
          "-1",
          "1.5",
          "1e3",
          "0x1f",
          " 1",
          "1 ",
          "Infinity",
          "NaN",
          "2147483648",
          "99999999999999999999999",
          "__proto__",
          "constructor",
          "null",
          "[]",
        )
        .map(encodeText),
    },
    { weight: 3, arbitrary: hostileString.map(encodeText) },
    { weight: 1, arbitrary: fc.constantFrom("%", "%E0%A4%A", "%C0%AF", "%00", "%2F", "..", "%2e%2e", ";x", "a%20b", "%25", "x".repeat(3_000)) },
  );
}

const queryKeys = (keys: string[]) => (keys.length ? fc.oneof(fc.constantFrom(...keys), hostileKey) : hostileKey);

/** A query string: the route's own keys and strangers, repeated keys, bracket tricks, huge values. */
export function queryOf(keys: string[] = [], values: fc.Arbitrary<string> = hostileString): fc.Arbitrary<string> {
  const pair = fc.tuple(
    queryKeys(keys),
    fc.oneof(
      values,
      hostileString,
      hostileNumber.map((n) => toJson(n)),
    ),
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant("") },
    {
      weight: 6,
      arbitrary: fc
        .array(pair, { minLength: 1, maxLength: 4 })
        .map((pairs) => "?" + pairs.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join("&")),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "?",
        "?&&=&",
        "?__proto__[isAdmin]=1",
        "?constructor[prototype][isAdmin]=1",
        "?a[b][c]=1",
        "?a=1&a=2&a=3",
        `?q=${"x".repeat(10_000)}`,
        "?%=%",
        "?%E0%A4%A=1",
      ),
    },
  );
}

const printable = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 });

/** Cookie headers that are not a valid session: forged, tampered, oversized, duplicated. */
export const junkCookie: fc.Arbitrary<CookieChoice> = fc
  .oneof(
    printable.map((v) => `pl_session=${v.replace(/[;,]/g, "")}`),
    printable.map((v) => v),
    fc.constantFrom(
      "pl_session=",
      `pl_session=${"a".repeat(199)}`,
      `pl_session=${"a".repeat(201)}`,
      `pl_session=${"a".repeat(6_000)}`,
      "pl_session=s%3Aforged.signature",
      'pl_session="quoted"',
      "pl_session=a; pl_session=b",
      "pl_session",
      "=;=;=",
      "pl_oauth=%7B%22provider%22%3A%22x%22%7D",
      "pl_oauth=s%3A%7B%7D.AAAA",
      `pl_oauth=${"b".repeat(5_000)}`,
      "pl_visitor=__proto__",
      "pl_visitor=abcdefghijklmnopqrstuv",
      "__proto__=1; constructor=2",
    ),
  )
  .map((header) => ({ kind: "raw", header }));

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

/** Extra headers: mostly none; sometimes a foreign Origin, cross-site fetch metadata or odd ids. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({}) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "http://localhost:3000" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-origin" },
      { "x-request-id": "../../etc" },
      { "x-request-id": "x".repeat(500) },
      { accept: "text/html" },
      { "x-forwarded-for": "1.2.3.4, 5.6.7.8" },
    ),
  },
);

interface Shape {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: (world: FuzzWorld) => fc.Arbitrary<string>;
  query?: (world: FuzzWorld) => fc.Arbitrary<string>;
  body?: (world: FuzzWorld) => fc.Arbitrary<unknown>;
  caller?: fc.Arbitrary<CookieChoice>;
  numRuns?: number;
}

interface ShapedFuzz extends Omit<RouteFuzz, "unholdable"> {
  shape: Shape;
}

function route(shape: Shape): ShapedFuzz {
  return {
    shape,
    numRuns: shape.numRuns ?? 40,
    requests: (world) =>
      fc
        .record({
          path: shape.path(world),
          query: (shape.query ?? (() => queryOf()))(world),
          body: shape.body ? bodyOf(shape.body(world)) : fc.constant(undefined),
          cookie: shape.caller ?? anyCaller,
          headers: extraHeaders,
        })
        .map(({ path, query, body, cookie, headers }) => ({ method: shape.method, url: path + query, cookie, headers, body })),
  };
}

const fixed = (path: string) => () => fc.constant(path);

/** A route whose only inputs are the caller, headers and a stray query: fewer runs cover it. */
const plainRead = (path: string) => route({ method: "GET", path: fixed(path), numRuns: 25 });
const withParam =
  (prefix: string, param: (w: FuzzWorld) => fc.Arbitrary<string>, suffix = "") =>
  (w: FuzzWorld) =>
    param(w).map((p) => `${prefix}${p}${suffix}`);

const allMatchIds = (w: FuzzWorld) => [...w.matchIds.upcoming, ...w.matchIds.live, ...w.matchIds.completed];
const matchIdParam = (w: FuzzWorld) => paramOf(allMatchIds(w).map(String), ["999999", "2147483647"]);
const leagueIdParam = (w: FuzzWorld) => paramOf([String(w.leagues.main)], ["999999", "2147483647"]);
const leagueCodeParam = (w: FuzzWorld) =>
  paramOf([...w.leagues.codes, ...w.leagues.codes.map((c) => c.toLowerCase())], ["ABCDEFG", "OOOOOOOO", "ABCDEFGHJ"]);
const validLeagueName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{2,30}$/);
const usernameParam = (w: FuzzWorld) => paramOf([...w.usernames, ...w.usernames.map((u) => u.toUpperCase())], ["ab", "a".repeat(21), "bad name"]);
const providerParam = () => paramOf(["x", "oidc"], ["google", "github", "X", "facebook", "__proto__", "toString"]);

const referralCodeVariants = (w: FuzzWorld) =>
  fc.constantFrom(
    ...w.referralCodes,
    ...w.referralCodes.map((c) => c.replace(/^PROPHET-/, "")),
    ...w.referralCodes.map((c) => ` ${c.toLowerCase()} `),
  );

/** Fields a caller might add hoping the server trusts them: someone else's id, admin rights, credits. */
const smuggled = (w: FuzzWorld): Record<string, fc.Arbitrary<unknown>> => ({
  userId: fc.constantFrom(...w.userIds),
  isAdmin: fc.constant(true),
  credits: fc.constantFrom(1_000_000_000, -1),
});

const tag = fc.stringMatching(/^[a-z0-9]{6,10}$/);

/** A sign-up that would work: unique e-mail and username, a long enough password. */
const validSignup = fc.record({
  email: tag.map((t) => `fuzz-${t}@example.com`),
  password: fc.constantFrom("correct horse battery", "12345678"),
  username: tag.map((t) => `fz_${t}`),
});

const validBet = (w: FuzzWorld) =>
  fc.record({
    matchId: fc.constantFrom(...(w.matchIds.upcoming.length ? w.matchIds.upcoming : [1])),
    aiSelected: fc.constantFrom("ChatGPT", "Grok"),
    stake: fc.integer({ min: 1, max: 2_000 }),
  });

const validPick = fc.record({ home: fc.integer({ min: 0, max: 20 }), away: fc.integer({ min: 0, max: 20 }) });

/** A pick of the picks page's batch save, on any match: open, kicked off or finished. */
const validBatchPick = (w: FuzzWorld) =>
  fc.record({ matchId: fc.constantFrom(...allMatchIds(w)), home: fc.integer({ min: 0, max: 20 }), away: fc.integer({ min: 0, max: 20 }) });
/** A batch of picks on different matches, as the picks page sends them. */
const validPickSheet = (w: FuzzWorld) => fc.uniqueArray(validBatchPick(w), { minLength: 1, maxLength: 6, selector: (p) => p.matchId });

const validEvent = (w: FuzzWorld) =>
  fc.record(
    {
      sessionId: fc.constantFrom(w.analyticsSessionId, "A".repeat(21)),
      eventType: fc.constantFrom("page_view", "click", "share", "conversion"),
      eventName: fc.constantFrom("viewed_/", "share:twitter", "clicked.bet"),
      path: fc.constantFrom("/", "/match/1"),
      metadata: fc.constantFrom({ path: "/", shareType: "twitter" }, { cardType: "streak", n: 3, ok: true, none: null }),
    },
    { requiredKeys: ["sessionId", "eventType", "eventName"] },
  );

const tooManyFields = objectOf(Array.from({ length: 21 }, (_, i): [string, unknown] => [`k${i}`, i]));

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof RawJson);

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
 * admits (routes that rotate sessions get a fresh one), so what refuses it is the input's check.
 */
function unholdableRequests(key: string, { shape }: ShapedFuzz, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const paramSegments = key
    .slice(key.indexOf(" ") + 1)
    .split("/")
    .flatMap((segment, i) => (segment.startsWith(":") ? [i] : []));
  const parts: Array<{ weight: number; arbitrary: fc.Arbitrary<InputPart> }> = [
    { weight: 1, arbitrary: fc.constant("querystring") },
    ...(shape.body ? [{ weight: 2, arbitrary: fc.constant("body" as const) }] : []),
    ...(paramSegments.length ? [{ weight: 2, arbitrary: fc.constant("params" as const) }] : []),
  ];
  const cookie: CookieChoice = shape.caller ? { kind: "burner" } : { kind: "player", who: "admin" };
  return fc
    .record({
      part: fc.oneof(...parts),
      path: shape.path(world),
      query: (shape.query ?? (() => queryOf()))(world),
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

/** Each route's fuzz with its unholdable-text requests (unholdableRequests), made from its own shape and key. */
function withUnholdableText(fuzzers: Record<string, ShapedFuzz>): Record<string, RouteFuzz> {
  return Object.fromEntries(
    Object.entries(fuzzers).map(([key, fuzz]): [string, RouteFuzz] => [
      key,
      { numRuns: fuzz.numRuns, requests: fuzz.requests, unholdable: (world) => unholdableRequests(key, fuzz, world) },
    ]),
  );
}

/**
 * One entry per route in the app's catalog (route-catalog.ts), keyed "METHOD /url". The fuzz test
 * fails for a catalog route missing here, so a new endpoint cannot go unfuzzed.
 */
export const routeFuzzers: Record<string, RouteFuzz> = withUnholdableText({
  // SPA and share pages (non-API): HTML for anything well-formed, JSON errors otherwise.
  "GET /*": route({
    method: "GET",
    path: () =>
      fc.oneof(
        fc
          .array(paramOf(["about", "profile", "api", "assets", "index.html"]), { minLength: 1, maxLength: 4 })
          .map((segments) => "/" + segments.join("/")),
        fc.constantFrom("/api/nope", "/api/", "/api/matches/1/extra", "//double", "/%2e%2e/%2e%2e/etc/passwd", "/assets/../../package.json", "/.env"),
      ),
  }),
  "GET /index.html": plainRead("/index.html"),
  "GET /match/:id": route({ method: "GET", path: withParam("/match/", matchIdParam) }),
  "GET /u/:username": route({ method: "GET", path: withParam("/u/", usernameParam) }),
  // Rendering a real card costs tens of milliseconds: fewer runs.
  "GET /og/match/:file": route({
    method: "GET",
    numRuns: 30,
    path: (w) =>
      fc.oneof(
        withParam("/og/match/", matchIdParam, ".png")(w),
        withParam("/og/match/", matchIdParam)(w),
        withParam("/og/match/", () => paramOf(["1.png"], ["1.PNG", "1.png.png", "01.png", ".png"]))(w),
      ),
  }),
  "GET /og/u/:file": route({
    method: "GET",
    numRuns: 30,
    path: (w) => fc.oneof(withParam("/og/u/", usernameParam, ".png")(w), withParam("/og/u/", usernameParam)(w)),
  }),
  "GET /ws": plainRead("/ws"),

  // Accounts. Sign-up and sign-in hash passwords (scrypt): fewer runs.
  "POST /api/auth/signup": route({
    method: "POST",
    path: fixed("/api/auth/signup"),
    caller: sessionCaller,
    numRuns: 60,
    body: (w) =>
      nearValid(validSignup, {
        email: fc.constantFrom(
          w.account.email,
          w.account.email.toUpperCase(),
          ` ${w.account.email} `,
          "a@b",
          "no-at-sign",
          `${"x".repeat(250)}@example.com`,
          "a@b@c.com",
        ),
        username: fc.constantFrom(
          ...w.usernames,
          ...w.usernames.map((u) => u.toUpperCase()),
          "ab",
          "a".repeat(21),
          "bad name",
          "ünïcode",
          "__proto__",
        ),
        password: fc.constantFrom("short", "        ", "x".repeat(201), "\u0000".repeat(8)),
        ageConfirmed: fc.constantFrom(true, false, "true", 1, null),
        referralCode: fc.oneof(referralCodeVariants(w), hostileString),
        ...smuggled(w),
      }),
  }),
  "POST /api/auth/signin": route({
    method: "POST",
    path: fixed("/api/auth/signin"),
    caller: sessionCaller,
    numRuns: 40,
    body: (w) =>
      nearValid(fc.constant({ email: w.account.email, password: w.account.password }), {
        email: fc.constantFrom(w.account.email.toUpperCase(), ` ${w.account.email}`, "nobody@example.com", "x".repeat(255), ""),
        password: fc.constantFrom("wrong password", w.account.password.toUpperCase(), "x".repeat(201), ""),
      }),
  }),
  "GET /api/auth/user": plainRead("/api/auth/user"),
  "PATCH /api/auth/user/settings": route({
    method: "PATCH",
    path: fixed("/api/auth/user/settings"),
    body: (w) => nearValid(fc.record({ publicCard: fc.boolean() }), { publicCard: fc.constantFrom("true", 1, null, [], {}), ...smuggled(w) }),
  }),
  "POST /api/auth/verify-email": route({ method: "POST", path: fixed("/api/auth/verify-email"), body: () => fc.constant({}) }),
  "POST /api/auth/verify-email/confirm": route({
    method: "POST",
    path: fixed("/api/auth/verify-email/confirm"),
    body: (w) =>
      nearValid(
        fc.oneof(fc.constant(w.confirmationToken), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)).map((token) => ({ token })),
        {
          token: fc.constantFrom("", "a".repeat(42), "a".repeat(44), "x".repeat(5000), 42, null, "../../etc/passwd"),
          ...smuggled(w),
        },
      ),
  }),
  "POST /api/auth/password-reset": route({
    method: "POST",
    path: fixed("/api/auth/password-reset"),
    body: (w) =>
      nearValid(fc.constantFrom({ email: w.account.email }, { email: "nobody@example.com" }), {
        email: fc.constantFrom(
          w.account.email.toUpperCase(),
          ` ${w.account.email} `,
          "",
          "no-at-sign",
          "a@b@c.com",
          `${"x".repeat(250)}@example.com`,
          42,
          null,
          [w.account.email],
        ),
        ...smuggled(w),
      }),
  }),
  // A live token sets a password (scrypt) once; every later use is refused: fewer runs.
  "POST /api/auth/password-reset/confirm": route({
    method: "POST",
    path: fixed("/api/auth/password-reset/confirm"),
    numRuns: 60,
    body: (w) =>
      nearValid(
        fc.record({
          token: fc.oneof(fc.constant(w.resetToken), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)),
          password: fc.constant("a brand new passphrase"),
        }),
        {
          token: fc.constantFrom("", "a".repeat(42), "a".repeat(44), "x".repeat(5000), 42, null, "../../etc/passwd"),
          password: fc.constantFrom("short", "        ", "x".repeat(201), "password1", 12345678, null, ["a brand new passphrase"]),
          ...smuggled(w),
        },
      ),
  }),
  "GET /api/auth/providers": plainRead("/api/auth/providers"),
  "GET /api/logout": route({ method: "GET", path: fixed("/api/logout"), caller: sessionCaller }),
  "POST /api/logout": route({ method: "POST", path: fixed("/api/logout"), caller: sessionCaller }),
  "GET /api/login": route({ method: "GET", path: fixed("/api/login"), query: () => queryOf(["error", "ref"]) }),
  "GET /api/login/:provider": route({
    method: "GET",
    path: withParam("/api/login/", providerParam),
    query: (w) => queryOf(["ref"], fc.oneof(referralCodeVariants(w), hostileString)),
    caller: sessionCaller,
  }),
  "GET /api/callback/:provider": route({
    method: "GET",
    path: withParam("/api/callback/", providerParam),
    query: () => queryOf(["state", "code", "error", "iss"]),
    caller: sessionCaller,
  }),

  // Reads with no input but the caller (and a stray query).
  "GET /api/admin/check": plainRead("/api/admin/check"),
  "GET /api/admin/users": plainRead("/api/admin/users"),
  "GET /api/admin/matches": plainRead("/api/admin/matches"),
  "GET /api/admin/bets": plainRead("/api/admin/bets"),
  "GET /api/admin/analytics/viral": plainRead("/api/admin/analytics/viral"),
  "GET /api/stats/social-proof": plainRead("/api/stats/social-proof"),
  "GET /api/stats/users": plainRead("/api/stats/users"),
  "GET /api/stats/matches": plainRead("/api/stats/matches"),
  "GET /api/stats/bets": plainRead("/api/stats/bets"),
  "GET /api/activity/live": plainRead("/api/activity/live"),
  "GET /healthz": plainRead("/healthz"),
  "GET /readyz": plainRead("/readyz"),
  "GET /api/openapi.json": plainRead("/api/openapi.json"),
  "GET /api/docs": plainRead("/api/docs"),
  "GET /api/docs/:file": route({
    method: "GET",
    path: withParam("/api/docs/", () => paramOf(["docs.js", "swagger-ui.css"], ["index.html", "..%2Fpackage.json"])),
  }),
  "GET /api/ai-stats": plainRead("/api/ai-stats"),
  "GET /api/ai-stats/track-record": plainRead("/api/ai-stats/track-record"),
  "GET /api/predictions/log": route({
    method: "GET",
    path: fixed("/api/predictions/log"),
    query: () => queryOf(["cursor"], fc.oneof(fc.constantFrom("0", "1", "1000", "999999999", "-1000", "1e3", "0x10"), hostileString)),
  }),
  "GET /api/predictions/tree": plainRead("/api/predictions/tree"),
  "GET /api/predictions/proof": route({
    method: "GET",
    path: fixed("/api/predictions/proof"),
    query: (w) =>
      fc.oneof(
        // A real match's proof, so the fuzz reaches the handler, beside near misses and junk.
        fc.constantFrom(...allMatchIds(w).map((id) => `?match=${id}`)),
        queryOf(
          ["match", "hash"],
          fc.oneof(fc.constantFrom(...allMatchIds(w).map(String), "0", "2147483648", "a".repeat(64), "0".repeat(64), "A".repeat(64)), hostileString),
        ),
      ),
  }),
  "GET /api/predictions/consistency": route({
    method: "GET",
    path: fixed("/api/predictions/consistency"),
    query: () =>
      fc.oneof(
        fc.constantFrom("?from=0&to=1", "?from=1&to=2", "?from=3&to=3"),
        queryOf(["from", "to"], fc.oneof(fc.constantFrom("0", "1", "5", "1000", "2147483647", "-1", "1e3"), hostileString)),
      ),
  }),
  "GET /api/leaderboard/players": plainRead("/api/leaderboard/players"),
  "GET /api/bets/history": plainRead("/api/bets/history"),
  "GET /api/referrals/stats": plainRead("/api/referrals/stats"),
  "GET /api/referrals/leaderboard": plainRead("/api/referrals/leaderboard"),
  "GET /api/matches": plainRead("/api/matches"),

  // Reads keyed by a match id (any match, bets or not, the caller's or not).
  "GET /api/matches/:id": route({ method: "GET", path: withParam("/api/matches/", matchIdParam) }),
  "GET /api/matches/:id/distribution": route({ method: "GET", path: withParam("/api/matches/", matchIdParam, "/distribution") }),
  "GET /api/bets/match/:id": route({ method: "GET", path: withParam("/api/bets/match/", matchIdParam) }),
  "GET /api/stats/match-viewers/:matchId": route({ method: "GET", path: withParam("/api/stats/match-viewers/", matchIdParam) }),
  "GET /api/matches/:id/pick": route({ method: "GET", path: withParam("/api/matches/", matchIdParam, "/pick") }),
  "GET /api/matches/:id/crowd": route({ method: "GET", path: withParam("/api/matches/", matchIdParam, "/crowd") }),
  "GET /api/picks/summary": plainRead("/api/picks/summary"),
  "GET /api/picks/open": plainRead("/api/picks/open"),
  "GET /api/picks/prophets": route({
    method: "GET",
    path: fixed("/api/picks/prophets"),
    query: () => fc.oneof(fc.constantFrom("", "?period=week", "?period=month", "?period=season"), queryOf(["period"])),
  }),
  "GET /api/leagues": plainRead("/api/leagues"),
  "GET /api/leagues/badges": plainRead("/api/leagues/badges"),
  "GET /api/notifications": plainRead("/api/notifications"),
  "GET /api/notifications/preferences": plainRead("/api/notifications/preferences"),
  "GET /api/push/key": plainRead("/api/push/key"),
  "POST /api/push/subscriptions": route({
    method: "POST",
    path: fixed("/api/push/subscriptions"),
    body: (w) =>
      nearValid(
        fc.record({
          // Browsers' push services, the only ones the server accepts; the fuzz never turns push on, so nothing is sent.
          endpoint: fc.constantFrom("https://fcm.googleapis.com/fcm/send/abc", "https://updates.push.services.mozilla.com/wpush/v2/xyz"),
          keys: fc.constant({ p256dh: "B".repeat(87), auth: "A".repeat(22) }),
        }),
        {
          endpoint: fc.oneof(
            hostileValue,
            fc.constantFrom(
              "",
              "http://push.example/x",
              "javascript:alert(1)",
              `https://x/${"a".repeat(3000)}`,
              "https://169.254.169.254/latest/meta-data",
              "https://user:pw@fcm.googleapis.com/fcm/send/abc",
              "https://fcm.googleapis.com:8443/fcm/send/abc",
            ),
          ),
          keys: fc.oneof(hostileValue, fc.constantFrom({}, { p256dh: "x", auth: "y" }, null)),
          ...smuggled(w),
        },
      ),
  }),
  "DELETE /api/push/subscriptions": route({
    method: "DELETE",
    path: fixed("/api/push/subscriptions"),
    body: (w) =>
      nearValid(fc.record({ endpoint: fc.constantFrom("https://push.example/send/abc") }), {
        endpoint: fc.oneof(hostileValue, fc.constantFrom("", "x".repeat(3000))),
        ...smuggled(w),
      }),
  }),
  "GET /api/notifications/unsubscribe": route({
    method: "GET",
    path: fixed("/api/notifications/unsubscribe"),
    query: (w) =>
      fc.oneof(fc.constantFrom(w.unsubscribeQuery, "", "?u=1", "?u=1&t=x", "?u=-1&t=x", "?u=abc&t=" + "x".repeat(200)), queryOf(["u", "t"])),
  }),
  "POST /api/notifications/unsubscribe": route({
    method: "POST",
    path: fixed("/api/notifications/unsubscribe"),
    query: (w) => fc.oneof(fc.constantFrom(w.unsubscribeQuery, "", "?u=1", "?u=1&t=forged", "?u=99999999999&t=x"), queryOf(["u", "t"])),
  }),
  "PUT /api/notifications/preferences": route({
    method: "PUT",
    path: fixed("/api/notifications/preferences"),
    body: (w) => {
      const channels = fc.record({ inApp: fc.boolean(), email: fc.constant(false), push: fc.constant(false) });
      return nearValid(
        fc.record({
          leadMinutes: fc.constantFrom(15, 60, 180, 1440),
          reminders: fc.record({ backed: channels, featured: channels, followed: channels }),
          followedCompetitions: fc.constant([]),
        }),
        {
          leadMinutes: fc.oneof(hostileValue, fc.constantFrom(0, 30, -15, "60", 1e9)),
          reminders: fc.oneof(hostileValue, fc.constantFrom({}, { backed: {} }, null)),
          followedCompetitions: fc.oneof(
            hostileValue,
            fc.constantFrom(
              [0],
              [-1],
              ["39"],
              [2 ** 40],
              Array.from({ length: 21 }, (_, i) => i + 1),
            ),
          ),
          ...smuggled(w),
        },
      );
    },
  }),
  "POST /api/notifications/read": route({
    method: "POST",
    path: fixed("/api/notifications/read"),
    body: (w) =>
      nearValid(
        fc.oneof(fc.record({ ids: fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 5 }) }), fc.constant({ all: true })),
        {
          ids: fc.oneof(
            hostileValue,
            fc.constantFrom(
              [],
              [0],
              [-1],
              [1.5],
              ["1"],
              Array.from({ length: 51 }, (_, i) => i + 1),
              [2 ** 63],
            ),
          ),
          all: fc.oneof(hostileValue, fc.constantFrom(false, "true", 1, null)),
          ...smuggled(w),
        },
      ),
  }),
  "GET /api/leagues/:id": route({ method: "GET", path: withParam("/api/leagues/", leagueIdParam) }),
  "GET /api/leagues/invite/:code": route({ method: "GET", path: withParam("/api/leagues/invite/", leagueCodeParam) }),
  // Public: visitors (no cookie, junk cookies) as well as players preview an invite.
  "GET /api/leagues/invite/:code/preview": route({ method: "GET", path: withParam("/api/leagues/invite/", leagueCodeParam, "/preview") }),
  "GET /api/leagues/:id/table": route({
    method: "GET",
    path: withParam("/api/leagues/", leagueIdParam, "/table"),
    query: () => fc.oneof(fc.constantFrom("", "?period=week", "?period=month", "?period=season"), queryOf(["period"])),
  }),

  // Writes.
  "PUT /api/matches/:id/pick": route({
    method: "PUT",
    path: withParam("/api/matches/", matchIdParam, "/pick"),
    numRuns: 100,
    body: (w) =>
      nearValid(validPick, {
        home: fc.oneof(hostileNumber, fc.constantFrom(-1, 21, 0.5, "2", null, [], 1e9)),
        away: fc.oneof(hostileNumber, fc.constantFrom(-1, 21, 2.5, "0", null, {}, -0)),
        ...smuggled(w),
      }),
  }),
  "PUT /api/picks": route({
    method: "PUT",
    path: fixed("/api/picks"),
    numRuns: 100,
    body: (w) =>
      nearValid(fc.record({ picks: validPickSheet(w) }), {
        picks: fc.oneof(
          validPickSheet(w).map((picks) => [...picks, picks[0]]),
          fc
            .tuple(validPickSheet(w), fc.constantFrom<unknown>(999_999, 0, -1, "1", 2 ** 31, null))
            .map(([picks, bad]) => picks.map((p, i) => (i === 0 ? { ...p, matchId: bad } : p))),
          fc.array(validBatchPick(w), { minLength: 101, maxLength: 120 }),
          fc.array(nearValid(validBatchPick(w), { matchId: hostileNumber, home: hostileNumber, away: hostileNumber, ...smuggled(w) }), {
            maxLength: 4,
          }),
          fc.constantFrom([], [{}], {}, "2-1", null),
        ),
        ...smuggled(w),
      }),
  }),
  "POST /api/leagues": route({
    method: "POST",
    path: fixed("/api/leagues"),
    body: (w) =>
      nearValid(fc.record({ name: validLeagueName }), {
        name: fc.oneof(hostileValue, fc.constantFrom("", "ab", "x".repeat(41), "   ")),
        ...smuggled(w),
      }),
  }),
  "POST /api/leagues/join": route({
    method: "POST",
    path: fixed("/api/leagues/join"),
    body: (w) =>
      nearValid(fc.record({ code: fc.constantFrom(...w.leagues.codes) }), {
        code: fc.oneof(hostileValue, fc.constantFrom("", "ABC", "OOOOOOOO")),
        ...smuggled(w),
      }),
  }),
  "PATCH /api/leagues/:id": route({
    method: "PATCH",
    path: withParam("/api/leagues/", leagueIdParam),
    body: (w) =>
      nearValid(fc.record({ name: validLeagueName }), { name: fc.oneof(hostileValue, fc.constantFrom("", "x".repeat(41))), ...smuggled(w) }),
  }),
  "DELETE /api/leagues/:id": route({
    method: "DELETE",
    path: withParam("/api/leagues/", (w) => paramOf(w.leagues.closable.map(String), ["999999"])),
  }),
  "POST /api/leagues/:id/leave": route({ method: "POST", path: withParam("/api/leagues/", leagueIdParam, "/leave") }),
  "POST /api/leagues/:id/invite-code": route({ method: "POST", path: withParam("/api/leagues/", leagueIdParam, "/invite-code") }),
  "DELETE /api/leagues/:id/members/:userId": route({
    method: "DELETE",
    numRuns: 150,
    path: (w) =>
      fc
        .tuple(leagueIdParam(w), paramOf([...w.leagues.members, ...w.userIds].map(String), ["999999"]))
        .map(([league, user]) => `/api/leagues/${league}/members/${user}`),
  }),
  "DELETE /api/matches/:id/pick": route({ method: "DELETE", path: withParam("/api/matches/", matchIdParam, "/pick") }),
  "POST /api/bets": route({
    method: "POST",
    path: fixed("/api/bets"),
    numRuns: 200,
    body: (w) =>
      nearValid(validBet(w), {
        stake: fc.oneof(
          hostileNumber,
          fc.constantFrom(
            0,
            -1,
            -500,
            0.5,
            1.5,
            100.01,
            -0,
            "100",
            "1e3",
            null,
            [],
            {},
            1_000_000_000,
            1_000_000_001,
            2 ** 31,
            Number.MAX_SAFE_INTEGER,
          ),
        ),
        matchId: fc.oneof(
          fc.constantFrom(...[...w.matchIds.live, ...w.matchIds.completed, 999_999, 0, -1, 2 ** 31, 1.5].map((n) => n)),
          fc.constantFrom(...w.matchIds.upcoming.map(String)),
          hostileNumber,
        ),
        aiSelected: fc.constantFrom("chatgpt", "GROK", "Grok ", "", "El Divino", "O Eterno", "both", "__proto__"),
        ...smuggled(w),
        payout: fc.constantFrom(1_000_000, 0),
      }),
  }),
  "POST /api/matches/real/fetch-new": route({
    method: "POST",
    path: fixed("/api/matches/real/fetch-new"),
    numRuns: 30,
    body: () => nearValid(fc.record({ count: fc.integer({ min: 1, max: 10 }) }), { count: fc.constantFrom(0, 11, -1, 1.5, "5", 1e9, null) }),
  }),
  "POST /api/referrals/track": route({
    method: "POST",
    path: fixed("/api/referrals/track"),
    numRuns: 80,
    body: (w) =>
      nearValid(
        referralCodeVariants(w).map((referralCode) => ({ referralCode })),
        {
          referralCode: fc.oneof(hostileString, fc.constantFrom("PROPHET-ZZZZZZ", "PROPHET-", "PROPHET-PROPHET-", "a".repeat(41), 123456, null)),
          ...smuggled(w),
          referrerId: fc.constantFrom(...w.userIds),
        },
      ),
  }),
  "POST /api/analytics/session/start": route({
    method: "POST",
    path: fixed("/api/analytics/session/start"),
    numRuns: 60,
    body: (w) =>
      nearValid(fc.record({ sessionId: fc.oneof(fc.constant(w.analyticsSessionId), fc.stringMatching(/^[A-Za-z0-9_-]{21}$/)) }), {
        sessionId: fc.constantFrom("short", "A".repeat(22), "A".repeat(20) + "!", "A".repeat(20) + "é", new RawJson("123456789012345678901")),
      }),
  }),
  "POST /api/analytics/track": route({
    method: "POST",
    path: fixed("/api/analytics/track"),
    numRuns: 100,
    body: (w) =>
      nearValid(validEvent(w), {
        eventType: fc.constantFrom("PAGE_VIEW", "pageview", "", "purchase"),
        eventName: fc.constantFrom("", "   ", "has space", "x".repeat(101), "<script>", "viewed_/ü"),
        path: fc.constantFrom("x".repeat(501), 5, null),
        metadata: fc.oneof(
          fc.constantFrom<unknown>(
            tooManyFields,
            { nested: { a: 1 } },
            { list: [1, 2] },
            { ["k".repeat(41)]: 1 },
            { big: "v".repeat(501) },
            [],
            "meta",
            null,
          ),
          fc.tuple(fc.constantFrom(...POLLUTING_KEYS), hostileValue).map(([k, v]) => objectOf([[k, v]])),
          fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 5 }).map(objectOf),
        ),
        userId: fc.constantFrom(...w.userIds),
      }),
  }),
  "POST /api/generate-football-facts": route({
    method: "POST",
    path: fixed("/api/generate-football-facts"),
    numRuns: 50,
    body: () =>
      nearValid(fc.record({ count: fc.integer({ min: 1, max: 5 }) }), {
        count: fc.constantFrom<unknown>(0, 6, -1, 2.5, "3", null, new RawJson("1e400")),
      }),
  }),
});

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
          .array(paramOf(["api", "matches", "bets", "admin", "__proto__"]), { minLength: 1, maxLength: 4 })
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
