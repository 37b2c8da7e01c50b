import { replaceEqualDeep } from "@tanstack/react-query";

/**
 * A list query's structural sharing, with its items paired by id instead of by position: each item equal to the one
 * with its id in the data before keeps that object, wherever it moved. TanStack Query's own sharing pairs an array's
 * items by index, so a kick-off that moved one match up the arena's list handed every card after it a new object,
 * and seventy memoized cards drew again for one match (docs/decisions.md#card-redraws). The list itself is the old
 * one when nothing in it changed.
 */
export function shareById(old: unknown, next: unknown): unknown {
  if (!Array.isArray(old) || !Array.isArray(next)) return replaceEqualDeep(old, next);
  const before = new Map<unknown, unknown>();
  for (const item of old as { id?: unknown }[]) before.set(item.id, item);
  let same = old.length === next.length;
  const shared = (next as { id?: unknown }[]).map((item, index) => {
    const kept = replaceEqualDeep(before.get(item.id), item);
    if (kept !== old[index]) same = false;
    return kept;
  });
  return same ? old : shared;
}
