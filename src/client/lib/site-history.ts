/** What this module reads of the browser's Navigation API (not yet in TypeScript's DOM types). */
export interface SessionHistory {
  currentEntry: { index: number; url: string | null } | null;
  entries(): Array<{ url: string | null }>;
}

/**
 * Whether the page before this one in the tab's history is another page of this site, so that going
 * back stays on it. The Navigation API lists only this origin's entries around the current one, so
 * an entry before it is on this site; one for the very page now shown (a link opened, then signed in
 * on) is not somewhere to go back to. Without the API nothing is known, and the caller goes home
 * instead (docs/decisions.md#closing-the-result-goes-back-on-this-site).
 */
export function previousPageOnSite(history: SessionHistory | undefined, here: string): boolean {
  const index = history?.currentEntry?.index ?? -1;
  if (!history || index <= 0) return false;
  const previous = history.entries()[index - 1]?.url;
  if (!previous) return false;
  const [was, now] = [new URL(previous), new URL(here)];
  return was.origin === now.origin && was.pathname + was.search !== now.pathname + now.search;
}

/** The tab's own history, where the browser has the Navigation API. */
export function tabHistory(): SessionHistory | undefined {
  return (window as { navigation?: SessionHistory }).navigation;
}
