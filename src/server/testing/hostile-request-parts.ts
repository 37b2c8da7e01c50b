import fc from "fast-check";
import { hostileKey, hostileNumber, hostileString, isObject, toJson } from "./hostile-values";

/**
 * The parts of a hostile request, whatever route it is sent to: bodies (broken JSON, other media
 * types, bytes), path parameters and query strings (mis-encoded, overlong, repeated keys), forged
 * cookies and odd headers. hostile-input.generators.ts puts them together for each route.
 */

/** Who a request claims to be. Burners are fresh sessions, for routes that end or rotate one. */
export type CookieChoice =
  { kind: "none" } | { kind: "player"; who: "alice" | "bob" | "admin" } | { kind: "burner" } | { kind: "raw"; header: string };

export interface FuzzBody {
  contentType: string | undefined;
  payload: string | Buffer;
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

/** Near misses of any path parameter, beside those its schema gives. */
export const PARAM_MISSES = [
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
];

/** A path parameter: valid values, near misses and junk, percent-encoded (or deliberately not). */
export function paramOf(valid: fc.Arbitrary<string>, nearMisses: fc.Arbitrary<string> = fc.constantFrom(...PARAM_MISSES)): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: valid.map(encodeText) },
    { weight: 3, arbitrary: nearMisses.map(encodeText) },
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

/** A query string for a generated value: its fields as keys (a list as a repeated key); anything else as one junk key. */
export function toQuery(value: unknown): string {
  if (!isObject(value)) return `?${encodeText(toJson(value))}`;
  const pairs = Object.entries(value).flatMap(([key, field]) =>
    (Array.isArray(field) ? field : [field])
      .filter((v) => v !== undefined)
      .map((v) => `${encodeText(key)}=${encodeText(typeof v === "string" ? v : toJson(v))}`),
  );
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
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

/** Extra headers: mostly none; sometimes a foreign Origin, cross-site fetch metadata or odd ids. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
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
