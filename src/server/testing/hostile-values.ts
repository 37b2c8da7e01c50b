import fc from "fast-check";

/**
 * Hostile values, whatever route they are sent to: junk strings, numbers JSON cannot round-trip,
 * keys that reach for prototypes, text no database column can hold, and near misses of a valid
 * value. A request's parts (hostile-request-parts.ts), the schema walk (schema-inputs.ts) and the
 * routes' generators (hostile-input.generators.ts) build on them.
 */

/** A number literal JSON.stringify cannot write (1e400 parses to Infinity; long digits lose precision). */
export class RawJson {
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
export function objectOf(entries: Array<[string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

export const withField = (base: Record<string, unknown>, key: string, value: unknown) =>
  objectOf([...Object.entries(base).filter(([k]) => k !== key), [key, value]]);

export const withoutField = (base: Record<string, unknown>, key: string) => objectOf(Object.entries(base).filter(([k]) => k !== key));

/** A JSON object (not an array, null or a raw number). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof RawJson);

export const POLLUTING_KEYS = ["__proto__", "constructor", "prototype"];

/**
 * Text no database column can hold: a NUL, or a UTF-16 surrogate without its other half,
 * which JSON writes as "\udc00" and JSON.parse hands over as it is. The server must refuse it
 * wherever it appears, with a 400 naming the field (platform/http/text-guard.ts).
 */
export const unholdableText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("\u0000", "Nul\u0000League", "\u0000\u0000\u0000", "Sur\udc00League", "\ud800", "\udfff\ud800", "emoji cut \ud83d"),
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom("\u0000", "\ud800", "\udbff", "\udc00", "\udfff"), fc.string({ maxLength: 12 }))
    .map(([before, bad, after]) => before + bad + after),
);

/** The same in a URL: only a NUL can be written there (%00); a surrogate has no UTF-8 bytes to escape. */
export const unholdableUrlText = fc.constantFrom("\u0000", "1\u0000", "\u0000\u0000", "Nul\u0000League");

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
