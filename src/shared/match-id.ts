/** Match ids are PostgreSQL integers: past this no match can exist (and a lookup would be an error). */
export const MAX_MATCH_ID = 2_147_483_647;

/** A match id from a URL: digits only, from 1 to MAX_MATCH_ID; null for anything else. */
export function parseMatchId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_MATCH_ID ? id : null;
}
