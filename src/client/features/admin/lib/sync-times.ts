import { formatDistance } from "date-fns/formatDistance";

/** A next sync this late is still just due: the leader wakes on its timer, give or take a run. */
const DUE_GRACE_MS = 60_000;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "3 minutes ago", "About 2 hours ago", from `now`. */
export function sinceText(at: string, now: number): string {
  return capitalised(formatDistance(new Date(at), now, { addSuffix: true }));
}

/**
 * The next sync from `now`: "In 7 minutes", "Due now", or "Overdue by 20 minutes" when it is well past,
 * which says the leader instance has stopped syncing.
 */
export function nextSyncText(at: string, now: number): string {
  const ms = Date.parse(at) - now;
  if (ms > 0) return capitalised(formatDistance(new Date(at), now, { addSuffix: true }));
  if (ms > -DUE_GRACE_MS) return "Due now";
  return `Overdue by ${formatDistance(new Date(at), now)}`;
}
