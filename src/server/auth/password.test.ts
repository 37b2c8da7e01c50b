import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dummyHash, hashPassword, lowerHashCostForTests, SCRYPT_N, verifyPassword } from "./password";

// The test runs hash their players' passwords at a lower cost (testing/harness.ts); a player's is made at SCRYPT_N,
// and a stored hash is checked at the cost it names, whichever cost made it.
describe("password hashes", () => {
  let testCost = 0;
  beforeAll(() => {
    testCost = lowerHashCostForTests(SCRYPT_N);
  });
  afterAll(() => {
    lowerHashCostForTests(testCost);
  });

  it("makes a player's hash at SCRYPT_N, salted, and checks a password against it", async () => {
    const stored = await hashPassword("prophecy-pass-1");
    expect(stored).toMatch(new RegExp(`^scrypt\\$${SCRYPT_N}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(await hashPassword("prophecy-pass-1")).not.toBe(stored);
    expect(await verifyPassword("prophecy-pass-1", stored)).toBe(true);
    expect(await verifyPassword("prophecy-pass-2", stored)).toBe(false);
  });

  it("checks each stored hash at the cost it names: one made at a test's cost, and a player's after the cost was lowered", async () => {
    const player = await hashPassword("prophecy-pass-1");
    lowerHashCostForTests(1024);
    try {
      const cheap = await hashPassword("prophecy-pass-1");
      expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(await verifyPassword("prophecy-pass-1", cheap)).toBe(true);
      expect(await verifyPassword("prophecy-pass-1", player)).toBe(true);
      expect(await verifyPassword("Prophecy-pass-1", player)).toBe(false);
    } finally {
      lowerHashCostForTests(SCRYPT_N);
    }
  });

  it("checks an unknown e-mail's password against a hash at the cost a known one's has", async () => {
    expect(await dummyHash()).toMatch(new RegExp(`^scrypt\\$${SCRYPT_N}\\$`));
    lowerHashCostForTests(1024);
    try {
      expect(await dummyHash()).toMatch(/^scrypt\$1024\$/);
      expect(await verifyPassword("prophecy-pass-1", await dummyHash())).toBe(false);
    } finally {
      lowerHashCostForTests(SCRYPT_N);
    }
    expect(await dummyHash()).toMatch(new RegExp(`^scrypt\\$${SCRYPT_N}\\$`));
  });

  it("refuses a stored form that is not an scrypt hash", async () => {
    expect(await verifyPassword("prophecy-pass-1", "")).toBe(false);
    expect(await verifyPassword("prophecy-pass-1", "bcrypt$10$abc")).toBe(false);
    expect(await verifyPassword("prophecy-pass-1", `scrypt$${SCRYPT_N}$8$1$salt`)).toBe(false);
  });
});
