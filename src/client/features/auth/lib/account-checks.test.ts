import { describe, expect, it } from "vitest";
import { emailSchema, passwordSchema } from "@shared/api/auth";
import { confirmationProblem, emailProblem, newPasswordProblem } from "./account-checks";
import { readFileSync } from "node:fs";

// The catalogue as written (an import would be the build's compiled tokens).
const en = JSON.parse(readFileSync(new URL("../messages/en.json", import.meta.url), "utf8")) as Record<string, string>;

describe("the account forms' checks", () => {
  it("take exactly the passwords the server's schema takes", () => {
    const passwords = [
      "",
      "short",
      "1234567",
      "12345678",
      "        ",
      "\t\t\t\t\t\t\t\t",
      "  spaced  ",
      "x".repeat(200),
      "x".repeat(201),
      "correct horse battery",
    ];
    for (const password of passwords) {
      expect(newPasswordProblem(password) === undefined, JSON.stringify(password)).toBe(passwordSchema.safeParse(password).success);
    }
  });

  it("refuse no address the server's schema takes, and name the field in every message", () => {
    // The checks return their messages' ids, each under its field's name (en.json words them all with "e-mail address").
    const addresses = ["player@example.com", " Player@Example.COM ", "a.b+tag@sub.example.co.uk", `${"x".repeat(240)}@example.com`];
    for (const email of addresses) {
      expect(emailSchema.safeParse(email).success, email).toBe(true);
      expect(emailProblem(email), email).toBeUndefined();
    }
    for (const email of ["", "   ", "no-at-sign", "a@b", "a @b.com", `${"x".repeat(250)}@example.com`]) {
      expect(emailSchema.safeParse(email).success, email).toBe(false);
      expect(emailProblem(email), email).toMatch(/^check\.email/);
      expect(en[emailProblem(email)!], email).toMatch(/e-mail address/);
    }
  });

  it("ask for the same new password twice", () => {
    expect(en[confirmationProblem("correct horse battery", "")!]).toBe("Type the new password again to confirm it");
    expect(en[confirmationProblem("correct horse battery", "correct horse batterY")!]).toMatch(/do not match/);
    expect(confirmationProblem("correct horse battery", "correct horse battery")).toBeUndefined();
    expect(en[newPasswordProblem("short")!]).toMatch(/^The new password/);
  });
});
