import { useEffect } from "react";
import { useLocation } from "wouter";
import { isPagePath } from "@shared/pages";
import { keptValue } from "./kept-value";
import { clearPendingLeagueInvite, pendingLeagueInvite } from "./pending-league-invite";

/**
 * The link a visitor followed (a match, a player's card, a league invite), kept when they set off to
 * sign up or in from its landing screen, so that the app takes them back to it afterwards, whichever
 * way they signed in: the sign-in form, or a provider's round trip that ends on `/`
 * (docs/decisions.md, links that say why a friend came).
 */
const kept = keptValue("prophecy-league-return");

/** Long enough for a sign-up or a provider's round trip; a link followed yesterday is not where today's sign-in should lead. */
const RETURN_WITHIN_MS = 60 * 60 * 1000;

// One of the app's own pages, as a path on this origin: a single leading slash (never `//host` or
// `/\host`, which browsers read as another site), plain path characters, no scheme, query or fragment.
const SAFE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~%/]{0,200}$/;
const NOT_A_RETURN = new Set(["/", "/api/login", "/logout"]);

/** Whether the app may send a player to `path` after sign-in: one of its own pages, never elsewhere. */
export function isSafeReturnPath(path: string): boolean {
  return SAFE_PATH.test(path) && !NOT_A_RETURN.has(path) && isPagePath(path);
}

/** Keeps `path` as where to go after sign-in; the latest link wins over an invite opened before it. */
export function rememberReturnPath(path: string, now = Date.now()): void {
  if (!isSafeReturnPath(path)) return;
  kept.keep(JSON.stringify({ path, at: now }));
  const invite = pendingLeagueInvite();
  if (invite && path !== `/leagues/join/${invite}`) clearPendingLeagueInvite();
}

/** The path kept by rememberReturnPath, while it is fresh and safe. */
export function pendingReturnPath(now = Date.now()): string | undefined {
  const raw = kept.read();
  if (!raw) return undefined;
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path === "string" && typeof at === "number" && now - at >= 0 && now - at < RETURN_WITHIN_MS && isSafeReturnPath(path)) return path;
  } catch {
    // not ours: dropped below
  }
  kept.clear();
  return undefined;
}

/**
 * Once signed in, goes back to the link the player followed: the path kept above, or else a league
 * invite opened signed out (pending-league-invite.ts), which its page forgets when it opens.
 */
export function useReturnAfterSignIn(isAuthenticated: boolean): void {
  const [location, navigate] = useLocation();
  const returnTo = isAuthenticated ? pendingReturnPath() : undefined;
  const invite = isAuthenticated && !returnTo ? pendingLeagueInvite() : undefined;
  useEffect(() => {
    if (returnTo === location) {
      // Arrived: nothing else pending should move the player on from here.
      kept.clear();
      clearPendingLeagueInvite();
    } else if (returnTo) {
      navigate(returnTo, { replace: true });
    } else if (invite && !location.startsWith("/leagues/join/")) {
      navigate(`/leagues/join/${invite}`, { replace: true });
    }
  }, [returnTo, invite, location, navigate]);
}
