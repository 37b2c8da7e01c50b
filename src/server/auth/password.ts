import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// scrypt with per-password salt; the stored form carries its parameters so they can change later.
export const SCRYPT_N = 16384;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, rr: number, pp: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N: n, r: rr, p: pp, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** scrypt's N for the hashes made from now on. */
let newHashN = SCRYPT_N;

/**
 * For test runs only (testing/harness.ts): new hashes at a lower cost. The suites sign up about 1,700 players, and a
 * hash at SCRYPT_N is 26 ms of CPU, 44 s of the suite's (docs/decisions.md, CI time). A stored hash names its own
 * cost, so every check of a password runs as it does for players.
 */
export function lowerHashCostForTests(n: number): number {
  const before = newHashN;
  newHashN = n;
  return before;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const n = newHashN;
  const key = await derive(password, salt, n, r, p);
  return `scrypt$${n}$${r}$${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !rr || !pp || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(rr), Number(pp));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to compare against when the e-mail is unknown, so both failures take the same time: made at start. */
let dummy = { n: newHashN, hash: await hashPassword(randomBytes(16).toString("hex")) };

/** The hash an unknown e-mail's password is checked against, at the cost a known one's is (a test's, in tests). */
export async function dummyHash(): Promise<string> {
  if (dummy.n !== newHashN) dummy = { n: newHashN, hash: await hashPassword(randomBytes(16).toString("hex")) };
  return dummy.hash;
}
