import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { safeParse, type $ZodType } from "zod/v4/core";
import { trackEventBody } from "../../shared/api/analytics";
import { signupBody } from "../../shared/api/auth";
import { placeBetBody } from "../../shared/api/bets";
import { generateFactsBody } from "../../shared/api/facts";
import { joinLeagueBody, memberParams, tableQuery } from "../../shared/api/leagues";
import { markReadBody, preferencesBody, pushSubscriptionBody, unsubscribeQuery } from "../../shared/api/notifications";
import { batchPicksBody } from "../../shared/api/picks";
import { predictionProofQuerySchema } from "../../shared/api/prediction-proof";
import { findBadText } from "../platform/http/text-guard";
import { isObject, RawJson, toJson } from "./hostile-values";
import { brokenInput, fieldsOf, validInput, type Medium } from "./schema-inputs";

/** What the server's validator sees: the JSON a body becomes on the wire, or the text of a URL. */
const onTheWire = (value: unknown, medium: Medium) => (medium === "json" ? (JSON.parse(toJson(value)) as unknown) : value);
const taken = (schema: $ZodType, value: unknown, medium: Medium) => safeParse(schema, onTheWire(value, medium)).success;

/** Real schemas from the contract, with the zod features each brings to the walk. */
const contract: Array<[string, $ZodType, Medium]> = [
  ["sign-up (trimmed e-mail piped to z.email, regex, refine, optional literal)", signupBody, "json"],
  ["notification preferences (union of literals, nested strict objects, bounded array)", preferencesBody, "json"],
  ["mark read (union of strict objects)", markReadBody, "json"],
  ["push subscription (https URL with a refine, regex keys, optional nullable)", pushSubscriptionBody, "json"],
  ["batch picks (bounded array of extended objects, superRefine)", batchPicksBody, "json"],
  ["analytics event (enum, trimmed regex, record with a refine)", trackEventBody, "json"],
  ["football facts (preprocess, default)", generateFactsBody, "json"],
  ["league join (transform, then piped to a regex)", joinLeagueBody, "json"],
  ["bet (bounded integers, enum)", placeBetBody, "json"],
  ["league member params (coerced numbers, as URL text)", memberParams, "url"],
  ["prediction proof query (digits piped to a number, refine)", predictionProofQuerySchema, "url"],
  ["league table query (defaulted enum)", tableQuery, "url"],
  ["unsubscribe query (coerced number, bounded text)", unsubscribeQuery, "url"],
];

describe.each(contract)("%s", (_name, schema, medium) => {
  it("yields valid values the schema accepts", () => {
    fc.assert(
      fc.property(validInput(schema, { medium }), (value) => taken(schema, value, medium)),
      { numRuns: 150 },
    );
  });

  it("yields broken values the server refuses (schema, or the text guard before it)", () => {
    const broken = brokenInput(schema, { medium });
    expect(broken).toBeDefined();
    fc.assert(
      fc.property(broken!, (value) => findBadText(onTheWire(value, medium)) !== undefined || !taken(schema, value, medium)),
      { numRuns: 150 },
    );
  });
});

/** How each sample fails: zod's issue codes (those inside a union too), or the text guard's kind. */
function failures(schema: $ZodType, values: unknown[]): Set<string> {
  const found = new Set<string>();
  for (const value of values) {
    const bad = findBadText(JSON.parse(toJson(value)));
    if (bad) found.add(bad.kind);
    const result = safeParse(schema, JSON.parse(toJson(value)));
    const issues = result.error?.issues ?? [];
    for (const issue of issues) {
      found.add(issue.code);
      if (issue.code === "invalid_union") for (const option of issue.errors.flat()) found.add(option.code);
    }
  }
  return found;
}

describe("broken values", () => {
  it("break a body every way: wrong types, missing and unknown fields, lengths, formats, values, refinements, unholdable text", () => {
    const values = fc.sample(brokenInput(signupBody)!, { numRuns: 1_500, seed: 7 });
    expect([...failures(signupBody, values)].sort()).toEqual(
      expect.arrayContaining([
        "custom",
        "invalid_format",
        "invalid_type",
        "invalid_value",
        "nul",
        "surrogate",
        "too_big",
        "too_small",
        "unrecognized_keys",
      ]),
    );
    const required = ["email", "password", "username"];
    expect(
      values.some((v) => isObject(v) && required.filter((key) => key in v).length === 2 && Object.keys(v).every((key) => key in signupBody.shape)),
    ).toBe(true);
    expect(values.some((v) => typeof v === "string" || Array.isArray(v) || v === null)).toBe(true);
  });

  it("break numbers: fractional, below and above the range, huge, and NaN-like text", () => {
    const stakes = fc
      .sample(brokenInput(placeBetBody)!, { numRuns: 2_000, seed: 7 })
      .filter((v): v is Record<string, unknown> => isObject(v) && "stake" in v && "matchId" in v && "aiSelected" in v)
      .map((v) => v.stake);
    const numbers = stakes.filter((s): s is number => typeof s === "number");
    expect(numbers.some((s) => !Number.isInteger(s))).toBe(true);
    expect(numbers.some((s) => s < 1)).toBe(true);
    expect(numbers.some((s) => s > 1_000_000_000)).toBe(true);
    expect(stakes.some((s) => s instanceof RawJson && !Number.isFinite(JSON.parse(s.text)))).toBe(true);
    expect(stakes.filter((s) => typeof s === "string")).toEqual(expect.arrayContaining(["NaN", "Infinity"]));
  });

  it("break nested fields too: a reminder group's channel, a push key", () => {
    const nested = (schema: $ZodType, outer: string) =>
      fc
        .sample(brokenInput(schema)!, { numRuns: 1_500, seed: 7 })
        .flatMap((v) => (isObject(v) && isObject(v[outer]) ? [safeParse(schema, JSON.parse(toJson(v))).error?.issues[0]?.path ?? []] : []));
    expect(nested(preferencesBody, "reminders").some((path) => path.length >= 3)).toBe(true);
    expect(nested(pushSubscriptionBody, "keys").some((path) => path[0] === "keys" && path.length === 2)).toBe(true);
  });

  it("keep path parameters as URL text: numbers out of range or malformed, and a NUL", () => {
    const values = fc.sample(brokenInput(memberParams, { medium: "url" })!, { numRuns: 1_000, seed: 7 }).filter(isObject);
    // A field left out is a break too (a query's); the rest stay text.
    const ids = values.flatMap((v) => [v.id, v.userId]).filter((id) => id !== undefined);
    expect(ids.every((id) => typeof id === "string" || Array.isArray(id))).toBe(true);
    expect(ids).toEqual(expect.arrayContaining(["0", "-1", "1.5", "2147483648", "NaN"]));
    expect(ids.some((id) => typeof id === "string" && id.includes("\u0000"))).toBe(true);
  });
});

describe("valid values", () => {
  it("cover the schema: each union option, each literal, optional fields there and not", () => {
    const reads = fc.sample(validInput(markReadBody), { numRuns: 200, seed: 7 });
    expect(reads.some((v) => isObject(v) && "ids" in v)).toBe(true);
    expect(reads.some((v) => isObject(v) && v.all === true)).toBe(true);
    const leads = new Set(fc.sample(validInput(preferencesBody), { numRuns: 300, seed: 7 }).map((v) => (v as { leadMinutes: number }).leadMinutes));
    expect([...leads].sort((a, b) => a - b)).toEqual([15, 60, 180, 1440]);
    const signups = fc.sample(validInput(signupBody), { numRuns: 200, seed: 7 }).filter(isObject);
    expect(signups.some((v) => "referralCode" in v)).toBe(true);
    expect(signups.some((v) => !("referralCode" in v))).toBe(true);
  });

  it("take a caller's values for top-level fields, given the derived ones", () => {
    const bets = fc.sample(validInput(placeBetBody, { fields: { matchId: () => fc.constant(7) } }), { numRuns: 50, seed: 7 });
    expect(bets.every((v) => isObject(v) && v.matchId === 7)).toBe(true);
    const proofs = fc.sample(validInput(predictionProofQuerySchema, { medium: "url", fields: { match: () => fc.constant("42") } }), {
      numRuns: 50,
      seed: 7,
    });
    expect(proofs.some((v) => isObject(v) && v.match === "42")).toBe(true);
  });

  it("name the problem when the walk cannot make one, instead of looping for ever", () => {
    expect(() => validInput(z.string().refine(() => false))).toThrow(/override/);
    expect(brokenInput(z.unknown())).toBeUndefined();
  });
});

describe("fieldsOf", () => {
  it("sees through unions of objects, preprocess and defaults, and not into other kinds", () => {
    expect(Object.keys(fieldsOf(markReadBody) ?? {})).toEqual(["ids", "all"]);
    expect(Object.keys(fieldsOf(generateFactsBody) ?? {})).toEqual(["count"]);
    expect(fieldsOf(z.array(z.string()))).toBeUndefined();
  });
});
