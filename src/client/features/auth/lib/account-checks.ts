import { PASSWORD_LENGTH } from "@shared/account-rules";

// The account forms' checks as the player types: the server's rules (passwordSchema and emailSchema
// in src/shared/api/auth.ts), each message naming its field. The server checks again, and alone
// knows the common passwords; account-checks.test.ts keeps the two sides in agreement. Each check
// returns the id of its message in the auth area (features/auth/messages), which the form words with
// CHECK_VALUES.

/** The values the checks' messages take. */
export const CHECK_VALUES = { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max };

/** A plausible address: one @, something on both sides, a dot in the domain; the server has the last word. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailProblem = "check.emailEmpty" | "check.emailLong" | "check.emailShape";
export type PasswordProblem = "check.passwordEmpty" | "check.passwordShort" | "check.passwordLong" | "check.passwordSpaces";
export type ConfirmationProblem = "check.confirmEmpty" | "check.confirmMismatch";

export function emailProblem(email: string): EmailProblem | undefined {
  const trimmed = email.trim();
  if (!trimmed) return "check.emailEmpty";
  if (trimmed.length > 254) return "check.emailLong";
  if (!EMAIL_SHAPE.test(trimmed)) return "check.emailShape";
  return undefined;
}

export function newPasswordProblem(password: string): PasswordProblem | undefined {
  if (!password) return "check.passwordEmpty";
  if (password.length < PASSWORD_LENGTH.min) return "check.passwordShort";
  if (password.length > PASSWORD_LENGTH.max) return "check.passwordLong";
  if (password.trim() === "") return "check.passwordSpaces";
  return undefined;
}

export function confirmationProblem(password: string, confirmation: string): ConfirmationProblem | undefined {
  if (!confirmation) return "check.confirmEmpty";
  if (confirmation !== password) return "check.confirmMismatch";
  return undefined;
}
