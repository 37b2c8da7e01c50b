import { z } from "zod";

// What every provider's schemas share: a reply is untrusted input (docs/decisions.md#replies-are-untrusted-input),
// so each name a player may see is cleaned here, once, whichever source sent it (docs/rules.md#names-from-a-provider).

/** A name is cut to this many characters (code points, so no emoji is split in two). */
export const MAX_NAME_LENGTH = 100;

/** Tab, line breaks and their kin read as a space; any other control character (NUL among them) is dropped. */
const SPACE_LIKE = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** Control characters, and halves of a character sent alone (PostgreSQL refuses to store those). */
const CONTROL = /[\p{Cc}\p{Cs}]/gu;

/** The name as stored and shown: no control characters, single spaces, trimmed, at most MAX_NAME_LENGTH characters. */
export function cleanName(raw: string): string {
  const text = raw.replace(SPACE_LIKE, " ").replace(CONTROL, "").replace(/\s+/g, " ").trim();
  // A code point takes at most two UTF-16 units: a prefix twice as long holds every one of the first hundred.
  const cut = Array.from(text.slice(0, 2 * MAX_NAME_LENGTH))
    .slice(0, MAX_NAME_LENGTH)
    .join("");
  return cut.trimEnd();
}

/** A team, league or competition name: cleaned, and an item whose name is empty after cleaning is invalid. */
export const providerName = z.string().transform(cleanName).pipe(z.string().min(1, "empty name"));

/** A name a source may leave out (a scorer, a short name): cleaned, and null when nothing is left. */
export const optionalProviderName = z
  .string()
  .nullish()
  .transform((raw) => (raw == null ? null : cleanName(raw) || null));

/** A league's id, stored in a 32-bit column: a larger one makes its item invalid here, not the import's insert. */
export const providerLeagueId = z.number().int().min(0).max(2_147_483_647);

/**
 * A list inside an item (a match's goals, a squad's players): each entry is read alone and a bad one is
 * left out, so one wrong goal or player never costs the whole match or squad.
 */
export function eachValid<Entry extends z.ZodType>(entry: Entry) {
  return z.array(z.unknown()).transform((list) =>
    list.flatMap((raw) => {
      const parsed = entry.safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}
