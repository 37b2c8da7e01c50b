import fc from "fast-check";
import { safeParse, type $ZodChecks, type $ZodStringFormatDef, type $ZodType, type $ZodTypes } from "zod/v4/core";
import { findBadText } from "../platform/http/text-guard";
import { hostileNumber, hostileString, hostileValue, isObject, RawJson, toJson, withField, withoutField } from "./hostile-values";

/**
 * Inputs derived from a route's zod schemas (the contract in src/shared/api), so that a route is
 * fuzzed from its contract entry alone: a valid value the schema takes, and broken ones it refuses
 * (a field of the wrong type, missing or unknown, numbers out of range, overlong or malformed text,
 * text no database column can hold). The walk reads `schema._zod.def`, zod 4's documented
 * introspection for library authors, and narrows on `def.type`.
 */

/** Bodies are JSON; path parameters and query values reach the schema as text (a repeated key as a list). */
export type Medium = "json" | "url";

/** A valid value for one top-level field in place of the derived one (a real id, a live token). */
export type FieldValue = (derived: fc.Arbitrary<unknown>) => fc.Arbitrary<unknown>;

export interface InputOptions {
  medium?: Medium;
  fields?: Record<string, FieldValue>;
}

/** Whether the server takes a value: its text guard, then the schema, on what the wire carries (route.ts). */
export function accepts(schema: $ZodType, value: unknown, medium: Medium = "json"): boolean {
  const sent = medium === "json" ? (JSON.parse(toJson(value)) as unknown) : value;
  return !findBadText(sent) && safeParse(schema, sent).success;
}

/** Values the schema takes: within its bounds, matching its patterns, each optional field there or not. */
export function validInput(schema: $ZodType, { medium = "json", fields = {} }: InputOptions = {}): fc.Arbitrary<unknown> {
  const walk = new Walk(medium, fields);
  return kept(walk.valid(schema, true), (value) => accepts(schema, value, medium), "a valid value");
}

/** Values the schema refuses: a valid value with one part broken, or the wrong thing altogether; undefined if it takes anything. */
export function brokenInput(schema: $ZodType, { medium = "json" }: Pick<InputOptions, "medium"> = {}): fc.Arbitrary<unknown> | undefined {
  const broken = new Walk(medium, {}).broken(schema, true);
  return broken && kept(broken, (value) => !accepts(schema, value, medium), "a broken value");
}

/** The fields of an object schema (through optional, pipes and unions of objects), or undefined for another kind. */
export function fieldsOf(schema: $ZodType): Record<string, $ZodType> | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      return def.shape;
    case "union": {
      const shapes = def.options.map(fieldsOf);
      return shapes.every(Boolean) ? (Object.assign({}, ...shapes) as Record<string, $ZodType>) : undefined;
    }
    case "pipe":
      return defOf(def.in).type === "transform" ? fieldsOf(def.out) : fieldsOf(def.in);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
      return fieldsOf(def.innerType);
    default:
      return undefined;
  }
}

const defOf = (schema: $ZodType) => (schema as $ZodTypes)._zod.def;
const checksOf = (schema: $ZodType): Array<$ZodChecks["_zod"]["def"]> => {
  const def = defOf(schema);
  const checks = (def.checks ?? []).map((check) => (check as $ZodChecks)._zod.def);
  // A format schema (z.email(), z.url()) is its own check.
  return def.type === "string" && "format" in def ? [def as $ZodStringFormatDef, ...checks] : checks;
};

/**
 * Keeps the values `keep` says, after making sure some of a sample pass: fast-check's filter would
 * otherwise loop for ever on a schema the walk cannot satisfy, where an override must give the value.
 */
function kept(arbitrary: fc.Arbitrary<unknown>, keep: (value: unknown) => boolean, what: string): fc.Arbitrary<unknown> {
  if (!fc.sample(arbitrary, { numRuns: 60, seed: 1 }).some(keep)) {
    throw new Error(`schema-inputs: the schema walk yields no ${what} for this schema; give its route an override`);
  }
  return arbitrary.filter(keep);
}

interface Bounds {
  min: number | undefined;
  max: number | undefined;
  integer: boolean;
}

function numberBounds(schema: $ZodType): Bounds {
  const bounds: Bounds = { min: undefined, max: undefined, integer: false };
  for (const check of checksOf(schema)) {
    if (check.check === "number_format") {
      bounds.integer ||= ["safeint", "int32", "uint32"].includes(check.format);
      if (check.format === "int32") [bounds.min, bounds.max] = [bounds.min ?? -(2 ** 31), bounds.max ?? 2 ** 31 - 1];
      if (check.format === "uint32") [bounds.min, bounds.max] = [bounds.min ?? 0, bounds.max ?? 2 ** 32 - 1];
    }
    // An exclusive bound is moved in by a whole step or a sliver, whichever the kind allows.
    if (check.check === "greater_than") bounds.min = Number(check.value) + (check.inclusive ? 0 : bounds.integer ? 1 : 1e-9);
    if (check.check === "less_than") bounds.max = Number(check.value) - (check.inclusive ? 0 : bounds.integer ? 1 : 1e-9);
  }
  return bounds;
}

interface Lengths {
  min: number;
  max: number | undefined;
}

function lengths(schema: $ZodType): Lengths {
  const found: Lengths = { min: 0, max: undefined };
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") found.min = Math.max(found.min, check.minimum);
    if (check.check === "max_length") found.max = Math.min(found.max ?? Infinity, check.maximum);
    if (check.check === "length_equals") [found.min, found.max] = [check.length, check.length];
  }
  return found;
}

/** A schema's kind as a request gives it: what its first step parses (a pipe's start, a preprocess's anything). */
function inputKind(schema: $ZodType): string {
  const def = defOf(schema);
  switch (def.type) {
    case "pipe":
      return inputKind(def.in);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return inputKind(def.innerType);
    case "transform":
      return "unknown";
    default:
      return def.type;
  }
}

/** A field a request may leave out: optional, or defaulted. */
function mayOmit(schema: $ZodType): boolean {
  const type = defOf(schema).type;
  return type === "optional" || type === "default" || type === "prefault";
}

const tag = fc.stringMatching(/^[a-z0-9]{1,12}$/);

/** Kinds with no wrong value: anything parses (a catch stands in for what fails). */
const TAKES_ANYTHING: string[] = ["unknown", "any", "custom", "transform", "catch"];

/** What a form, a script or an attacker sends where the schema wants something else. */
const WRONG_JSON: unknown[] = ["", "text", "1", "true", 0, 1, -1, 1.5, true, false, null, [], {}, ["x"], { a: 1 }];
const WRONG_TEXT: unknown[] = ["", " ", "null", "undefined", "true", "[]", "{}", "x", ["1", "2"]];

const EMAIL_MISSES = ["no-at-sign", "a@b@c.com", "a@b", "@example.com", "fuzz@", "fuzz @example.com", `${"x".repeat(250)}@example.com`];
const URL_MISSES = [
  "http://example.com/x",
  "javascript:alert(1)",
  "https://",
  "not a url",
  "https://user:pw@example.com/x",
  "ftp://example.com/x",
  "//example.com",
];
const NUMBER_TEXT_MISSES = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e400",
  "-1",
  "-0",
  "1.5",
  "1e3",
  "0x1f",
  " 1",
  "1 ",
  "",
  "2147483648",
  "99999999999999999999999",
];
const HUGE_NUMBERS: unknown[] = [
  2 ** 31,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e9,
  new RawJson("1e400"),
  new RawJson("-1e400"),
  new RawJson("123456789012345678901234567890"),
];

/** Inserts `bad` at a generated place in a valid text. */
const spliced = (valid: fc.Arbitrary<unknown>, bad: string[]) =>
  fc.tuple(valid, fc.nat(), fc.constantFrom(...bad)).map(([v, at, b]) => {
    const text = String(v);
    const i = at % (text.length + 1);
    return text.slice(0, i) + b + text.slice(i);
  });

/** The walk over one schema, for one medium, with the caller's valid values for top-level fields. */
class Walk {
  constructor(
    private readonly medium: Medium,
    private readonly fields: Record<string, FieldValue>,
  ) {}

  private depth = 0;

  /** Text for a scalar when the medium is a URL. */
  private leaf(arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
    return this.medium === "url" ? arbitrary.map((v) => (typeof v === "number" || typeof v === "boolean" ? String(v) : v)) : arbitrary;
  }

  wrongType(): fc.Arbitrary<unknown> {
    return this.medium === "url" ? fc.constantFrom(...WRONG_TEXT) : fc.oneof(fc.constantFrom(...WRONG_JSON), hostileValue);
  }

  /** `top`: the value is the whole input (or stands for it: a union's option, a pipe's step), whose fields the caller may give. */
  valid(schema: $ZodType, top = false): fc.Arbitrary<unknown> {
    if (this.depth > 12) return fc.constant(undefined);
    this.depth += 1;
    try {
      return this.validOf(schema, top);
    } finally {
      this.depth -= 1;
    }
  }

  private validOf(schema: $ZodType, top: boolean): fc.Arbitrary<unknown> {
    const def = defOf(schema);
    switch (def.type) {
      case "string":
        return this.validString(schema);
      case "number":
        return this.leaf(this.validNumber(schema));
      case "boolean":
        return this.leaf(fc.boolean());
      case "null":
        return fc.constant(null);
      case "undefined":
      case "void":
        return fc.constant(undefined);
      case "literal":
        return this.leaf(fc.constantFrom(...def.values));
      case "enum":
        return this.leaf(fc.constantFrom(...Object.values(def.entries)));
      case "object":
        return this.validObject(def.shape, top ? this.fields : {});
      case "record":
        return this.validRecord(def.keyType, def.valueType);
      case "array": {
        const { min, max } = lengths(schema);
        return fc.array(this.valid(def.element), { minLength: min, maxLength: Math.min(max ?? Infinity, min + 4) });
      }
      case "tuple":
        return fc.tuple(...def.items.map((item) => this.valid(item)));
      case "union":
        return fc.oneof(...def.options.map((option) => this.valid(option, top)));
      case "optional":
        // A field's omission is its object's to choose; a whole input that may be left out sometimes is.
        return top ? fc.option(this.valid(def.innerType, top), { nil: undefined, freq: 4 }) : this.valid(def.innerType);
      case "nullable":
        return fc.oneof({ weight: 3, arbitrary: this.valid(def.innerType, top) }, { weight: 1, arbitrary: fc.constant(null) });
      case "default":
      case "prefault":
      case "catch":
      case "readonly":
      case "nonoptional":
        return this.valid(def.innerType, top);
      case "lazy":
        return this.valid(def.getter(), top);
      case "pipe":
        return this.validPipe(def.in, def.out, top);
      default:
        // any, unknown, custom and the kinds JSON cannot carry: a plain value (the final check keeps what passes).
        return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null));
    }
  }

  /**
   * A pipe takes what its first step takes: a value made for the first step when the last step is a
   * transform or takes another kind (digits turned into a number), for the last step when the first
   * takes anything (preprocess), and either when both take the same kind (text trimmed, then checked).
   */
  private validPipe(from: $ZodType, to: $ZodType, top: boolean): fc.Arbitrary<unknown> {
    const start = inputKind(from);
    if (start === "unknown") return this.valid(to, top);
    if (defOf(to).type === "transform" || start !== inputKind(to)) return this.valid(from, top);
    return fc.oneof(this.valid(from, top), this.valid(to, top));
  }

  private validString(schema: $ZodType): fc.Arbitrary<unknown> {
    const { min, max } = lengths(schema);
    const checks = checksOf(schema);
    const format = checks.find((check) => check.check === "string_format");
    if (format?.check === "string_format") {
      if (format.format === "email") return tag.map((t) => `fuzz-${t}@example.com`);
      if (format.format === "url") return tag.map((t) => `https://example.com/${t}`);
      if (format.pattern) return fc.stringMatching(format.pattern);
    }
    return fc.string({ unit: "grapheme-ascii", minLength: min, maxLength: Math.min(max ?? Infinity, min + 24) });
  }

  private validNumber(schema: $ZodType): fc.Arbitrary<number> {
    const { min, max, integer } = numberBounds(schema);
    if (integer) {
      const low = Math.ceil(Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER));
      const high = Math.floor(Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER));
      // The bounds themselves, where off-by-one mistakes live, and the small numbers people send.
      return fc.oneof(fc.constantFrom(low, high), fc.integer({ min: low, max: Math.min(high, low + 1_000) }), fc.integer({ min: low, max: high }));
    }
    return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
  }

  private validObject(shape: Record<string, $ZodType>, fields: Record<string, FieldValue>): fc.Arbitrary<unknown> {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, field] of Object.entries(shape)) {
      const derived = this.valid(field);
      model[key] = fields[key] ? fields[key](derived) : derived;
    }
    const requiredKeys = Object.entries(shape)
      .filter(([, field]) => !mayOmit(field))
      .map(([key]) => key);
    return fc.record(model, { requiredKeys });
  }

  private validRecord(keyType: $ZodType, valueType: $ZodType): fc.Arbitrary<unknown> {
    const keyDef = defOf(keyType);
    // A record keyed by an enum needs every key (zod 4): one entry each.
    if (keyDef.type === "enum") return fc.record(Object.fromEntries(Object.values(keyDef.entries).map((k) => [k, this.valid(valueType)])));
    return fc.dictionary(this.valid(keyType).map(String), this.valid(valueType), { maxKeys: 4 });
  }

  /**
   * Broken forms of a value of this schema, or undefined when it takes anything. A whole query or
   * set of path parameters is an object whatever is sent: `top` leaves out other kinds there.
   */
  broken(schema: $ZodType, top = false): fc.Arbitrary<unknown> | undefined {
    const type = defOf(schema).type;
    if (TAKES_ANYTHING.includes(type) || this.depth > 12) return undefined;
    this.depth += 1;
    try {
      const candidates = this.brokenOf(schema, top).filter((candidate): candidate is fc.Arbitrary<unknown> => candidate !== undefined);
      if (top && this.medium === "url" && candidates.length > 0) return fc.oneof(...candidates);
      // Anything may also come as a value of another kind.
      return fc.oneof(...candidates, this.wrongType());
    } finally {
      this.depth -= 1;
    }
  }

  private brokenOf(schema: $ZodType, top: boolean): Array<fc.Arbitrary<unknown> | undefined> {
    const def = defOf(schema);
    switch (def.type) {
      case "string":
        return this.brokenString(schema);
      case "number":
        return this.brokenNumber(schema);
      case "boolean":
        return [this.medium === "url" ? fc.constantFrom("yes", "1", "TRUE", "") : fc.constantFrom<unknown>("true", 1, 0, null, "false")];
      case "literal":
        return [this.brokenValue(def.values)];
      case "enum":
        return [this.brokenValue(Object.values(def.entries))];
      case "object":
        return this.brokenObject(schema, def.shape, def.catchall !== undefined && defOf(def.catchall).type === "never");
      case "record":
        return this.brokenRecord(schema, def.keyType, def.valueType);
      case "array":
        return this.brokenArray(schema, def.element);
      case "tuple":
        return [this.valid(schema).map((items) => [...(items as unknown[]), "extra"]), fc.constant([])];
      case "union":
        return def.options.map((option) => this.broken(option, top));
      case "optional":
      case "nullable":
      case "default":
      case "prefault":
      case "readonly":
      case "nonoptional":
        return [this.broken(def.innerType, top)];
      case "lazy":
        return [this.broken(def.getter(), top)];
      case "pipe":
        return [this.broken(def.in, top), this.broken(def.out, top)];
      default:
        return [];
    }
  }

  /** Near misses of a literal or enum value: re-cased, spaced, suffixed, emptied; the other boolean, the next number. */
  private brokenValue(values: readonly unknown[]): fc.Arbitrary<unknown> {
    return fc
      .constantFrom(...values)
      .chain((v) =>
        typeof v === "string"
          ? fc.constantFrom(v.toUpperCase() === v ? v.toLowerCase() : v.toUpperCase(), ` ${v}`, `${v} `, `${v}x`, "", "__proto__")
          : this.leaf(fc.constantFrom<unknown>(typeof v === "boolean" ? !v : typeof v === "number" ? v + 1 : "x", String(v))),
      );
  }

  private brokenString(schema: $ZodType): Array<fc.Arbitrary<unknown>> {
    const valid = this.valid(schema);
    const { min, max } = lengths(schema);
    const format = checksOf(schema).find((check) => check.check === "string_format");
    const broken: Array<fc.Arbitrary<unknown>> = [
      // Overlong: one past the limit, and far past every limit (under the body's and the URL's caps).
      fc.constantFrom("x".repeat(3_000), "é".repeat(1_000)),
      // Malformed: a valid value cut, padded, re-cased or spaced, or junk text.
      valid.chain((v) => fc.constantFrom(String(v).slice(1), `${String(v)}!`, ` ${String(v)}`, String(v).toUpperCase(), String(v).toLowerCase())),
      hostileString,
      // Text no column can hold: a NUL anywhere; lone surrogates only in JSON (a URL cannot carry them).
      spliced(valid, this.medium === "url" ? ["\u0000"] : ["\u0000", "\ud800", "\udc00"]),
    ];
    if (min > 0)
      broken.push(
        valid.map((v) => String(v).slice(0, min - 1)),
        fc.constant(" ".repeat(min)),
      );
    if (max !== undefined) broken.push(valid.map((v) => String(v).padEnd(max + 1, "x")));
    if (format?.check === "string_format" && format.format === "email") broken.push(fc.constantFrom(...EMAIL_MISSES));
    if (format?.check === "string_format" && format.format === "url") broken.push(fc.constantFrom(...URL_MISSES));
    return broken;
  }

  private brokenNumber(schema: $ZodType): Array<fc.Arbitrary<unknown>> {
    const { min, max, integer } = numberBounds(schema);
    const near = [
      ...(min !== undefined ? [min - 1, min - 0.5] : []),
      ...(max !== undefined ? [max + 1, max + 0.5] : []),
      ...(integer ? [(min ?? 0) + 0.5] : []),
      -1,
    ];
    if (this.medium === "url") return [fc.constantFrom(...near.map(String), ...NUMBER_TEXT_MISSES), spliced(this.valid(schema), ["\u0000"])];
    return [
      fc.constantFrom(...near),
      fc.constantFrom(...HUGE_NUMBERS),
      fc.constantFrom<unknown>(...NUMBER_TEXT_MISSES, ...near.map(String)),
      hostileNumber,
    ];
  }

  private brokenObject(schema: $ZodType, shape: Record<string, $ZodType>, strict: boolean): Array<fc.Arbitrary<unknown>> {
    const valid = this.valid(schema).filter(isObject);
    const required = Object.keys(shape).filter((key) => !mayOmit(shape[key]!));
    const brokenFields = Object.entries(shape).flatMap(([key, field]) => {
      const broken = this.broken(field);
      return broken ? [{ key, broken }] : [];
    });
    const candidates: Array<fc.Arbitrary<unknown>> = [];
    if (brokenFields.length > 0) {
      // One field broken, however deep the break.
      candidates.push(
        fc.tuple(valid, fc.constantFrom(...brokenFields)).chain(([base, { key, broken }]) => broken.map((value) => withField(base, key, value))),
      );
    }
    if (required.length > 0) candidates.push(fc.tuple(valid, fc.constantFrom(...required)).map(([base, key]) => withoutField(base, key)));
    if (strict)
      candidates.push(
        fc
          .tuple(valid, fc.constantFrom("unknown", "isAdmin", "credits", "userId", "__proto__", "constructor"))
          .map(([base, key]) => withField(base, key, true)),
      );
    if (this.medium === "json") candidates.push(valid.map((base) => [base]));
    return candidates;
  }

  private brokenRecord(schema: $ZodType, keyType: $ZodType, valueType: $ZodType): Array<fc.Arbitrary<unknown>> {
    const valid = this.valid(schema).filter(isObject);
    const candidates: Array<fc.Arbitrary<unknown>> = [];
    const brokenKey = this.broken(keyType);
    const brokenValue = this.broken(valueType);
    const validValue = this.valid(valueType);
    if (brokenKey) {
      candidates.push(
        fc
          .tuple(
            valid,
            brokenKey.filter((k) => typeof k === "string"),
            validValue,
          )
          .map(([base, key, value]) => withField(base, key, value)),
      );
    }
    if (brokenValue)
      candidates.push(fc.tuple(valid, this.valid(keyType).map(String), brokenValue).map(([base, key, value]) => withField(base, key, value)));
    return candidates;
  }

  private brokenArray(schema: $ZodType, element: $ZodType): Array<fc.Arbitrary<unknown>> {
    const { min, max } = lengths(schema);
    const validElement = this.valid(element);
    const candidates: Array<fc.Arbitrary<unknown>> = [validElement];
    if (min > 0) candidates.push(fc.array(validElement, { minLength: min - 1, maxLength: min - 1 }));
    if (max !== undefined) candidates.push(fc.array(validElement, { minLength: max + 1, maxLength: max + 1 }));
    const brokenElement = this.broken(element);
    if (brokenElement) {
      candidates.push(
        fc
          .tuple(this.valid(schema) as fc.Arbitrary<unknown[]>, brokenElement, fc.nat())
          .map(([items, bad, at]) => (items.length === 0 ? [bad] : items.map((item, i) => (i === at % items.length ? bad : item)))),
      );
    }
    return candidates;
  }
}
