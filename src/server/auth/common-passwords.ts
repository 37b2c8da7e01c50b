import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * NIST SP 800-63B §5.1.1.2: refuse passwords that are known to be common. The list is zxcvbn-ts's
 * 49,233 most common passwords from breach corpora, shipped in the package (nothing is downloaded),
 * read once on first use and kept on the server only: the client's bundle does not carry it.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}
