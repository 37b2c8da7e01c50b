import type { UserRow } from "../users/user.service";

/**
 * How long a `recentSession` route (a shared read, an analytics event) may rely on a session checked earlier: a minute, not the 10 s of an arena's poll, or every
 * player in the arena read their session once a poll (docs/decisions.md#shared-read-minute).
 */
export const RECENT_SESSION_MS = 60_000;
const MAX_ENTRIES = 50_000;

/**
 * Sessions checked against the database in the last minute, for routes whose reply is the same
 * for every player (the match list, a distribution, the leaderboard) and for analytics events: they only need to
 * know that the caller is signed in, or who sent an event, and they are most of the traffic, so they skip the
 * session query (`recentSession` in auth.plugin.ts). A bet uses it too, because its own statement checks the session is
 * still live (`sessionInStatement`). Every other route reads the session and the user row from the database as before, and refreshes
 * the entry. Signing out or in on this instance drops the entry at once; a sign-out on another instance drops it
 * when its signal comes, and only if that signal is lost can the session read shared replies for at most
 * RECENT_SESSION_MS more.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: UserRow; at: number }>();

  /** The user behind a session cookie checked within the window, or undefined. Keyed by the cookie
   * itself, which the process holds anyway while it answers: no hash per shared read. */
  get(token: string): UserRow | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (Date.now() - entry.at < RECENT_SESSION_MS) return entry.user;
    this.entries.delete(token);
    return undefined;
  }

  remember(token: string, user: UserRow): void {
    // Map keeps insertion order: re-inserting moves the entry last, so the first entries are the
    // oldest, and a full cache drops from the front.
    this.entries.delete(token);
    this.entries.set(token, { user, at: Date.now() });
    if (this.entries.size > MAX_ENTRIES) {
      for (const key of this.entries.keys()) {
        this.entries.delete(key);
        if (this.entries.size <= MAX_ENTRIES * 0.9) break;
      }
    }
  }

  forget(token: string): void {
    this.entries.delete(token);
  }

  /**
   * Drops every entry of a user whose sessions were ended in the database (a password reset), but
   * the session given, so none of them reads a shared reply again from this instance's memory. A
   * walk over the map: it happens once per reset, never per request.
   */
  forgetUser(userId: number, keep?: string): void {
    for (const [token, entry] of this.entries) {
      if (entry.user.id === userId && token !== keep) this.entries.delete(token);
    }
  }
}
