import { MAX_PICK_GOALS } from "./constants";

// Limits of the picks page and the Prophets table (docs/decisions.md, "Picks for the whole round"),
// kept apart from the zod contract so the client reads them without carrying zod.

/**
 * The most picks one batch save takes, and the most open matches the picks page lists: every match
 * the page shows can be saved in one request, and a request stays far below the 64 KB body limit.
 */
export const MAX_PICKS_PER_SAVE = 100;
export const MAX_OPEN_PICKS = MAX_PICKS_PER_SAVE;

/** The Prophets table lists this many players from the top; the caller's own line follows when lower. */
export const PROPHETS_SHOWN = 50;

/** "2" → 2; anything but a whole number of goals from 0 to MAX_PICK_GOALS (as typed) → null. */
export function parseGoals(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const goals = Number(text);
  return goals <= MAX_PICK_GOALS ? goals : null;
}
