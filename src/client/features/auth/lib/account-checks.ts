import { PASSWORD_LENGTH } from "@shared/account-rules";

// The account forms' checks as the player types: the server's rules (passwordSchema and emailSchema
// in src/shared/api/auth.ts), each message naming its field. The server checks again, and alone
// knows the common passwords; account-checks.test.ts keeps the two sides in agreement.

/** A plausible address: one @, something on both sides, a dot in the domain; the server has the last word. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return "Enter your e-mail address";
  if (trimmed.length > 254) return "The e-mail address is too long";
  if (!EMAIL_SHAPE.test(trimmed)) return "Enter a valid e-mail address, like name@example.com";
  return undefined;
}

export function newPasswordProblem(password: string): string | undefined {
  if (!password) return "Enter a new password";
  if (password.length < PASSWORD_LENGTH.min) return `The new password must be at least ${PASSWORD_LENGTH.min} characters`;
  if (password.length > PASSWORD_LENGTH.max) return `The new password must be at most ${PASSWORD_LENGTH.max} characters`;
  if (password.trim() === "") return "The new password cannot be only spaces";
  return undefined;
}

export function confirmationProblem(password: string, confirmation: string): string | undefined {
  if (!confirmation) return "Type the new password again to confirm it";
  if (confirmation !== password) return "The two passwords do not match: type the new password again";
  return undefined;
}
