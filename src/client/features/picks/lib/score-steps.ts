import { MAX_PICK_GOALS } from "@shared/constants";

// How a score field on the picks page takes a value (docs/rules.md#page-picks): a digit typed sets the
// side's goals and moves on, so a round is typed straight through; the steppers and the arrow keys go
// one goal up or down, which is how 10 to 20 are set.

/** The goals after one step: up from empty is one goal, down from empty is none; always within 0-20. */
export function stepGoals(value: string, delta: 1 | -1): string {
  const goals = /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
  if (goals === null) return delta > 0 ? "1" : "0";
  return String(Math.min(MAX_PICK_GOALS, Math.max(0, goals + delta)));
}

/**
 * What a field holds after an input event: the digit typed on its own when one key was pressed (the
 * field then hands the focus on), else the digits of what arrived (a paste, a deletion), kept as they are
 * so that a wrong score still shows and is named on save.
 */
export function enteredGoals(typed: string | null, fieldValue: string): { value: string; advance: boolean } {
  if (typed !== null && /^\d$/.test(typed)) return { value: typed, advance: true };
  return { value: fieldValue.replace(/\D/g, ""), advance: false };
}
