import type { QueryClient } from "@tanstack/react-query";
import type { User } from "@shared/api/auth";
import { anyMatchPage, invalidate, preferencesKey, userKey } from "./reads";

/**
 * The visitor signed in or created an account. The reply is the player, set at once so the header
 * changes before any read lands; every read cached so far was the visitor's, so all are read again.
 */
export function signedIn(queryClient: QueryClient, user: User): Promise<unknown> {
  queryClient.setQueryData(userKey, user);
  return queryClient.invalidateQueries();
}

/** The session ended: no player, and every other read belonged to the one who left, so it is dropped. */
export function signedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(userKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userKey[0] });
}

/** The player changed a setting (what they share, their language): the reply is the updated player. */
export function settingsSaved(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(userKey, user);
}

/** The player confirmed their e-mail address: the player (emailVerified), and the reminder settings, where e-mail becomes a choice. */
export function emailConfirmed(queryClient: QueryClient): Promise<unknown> {
  return invalidate(queryClient, [userKey, preferencesKey]);
}

/**
 * The page's language changed: a match page is read again, since the server writes the oracles' own
 * words in the reader's language (docs/decisions.md#languages); every other reply is the same in any.
 */
export function languageChanged(queryClient: QueryClient): Promise<unknown> {
  return invalidate(queryClient, [anyMatchPage]);
}
