import type { LeagueJoinOutcome } from "@shared/api/auth";
import { LEAGUE_CODE_LENGTH, REFERRAL_CODE_ALPHABET } from "@shared/constants";
import { keptValue } from "./kept-value";
import { clearPendingLeagueInvite, pendingLeagueInvite } from "./pending-league-invite";
import { rememberReturnPath } from "./return-path";

// A league invite opened signed out rides through sign-up, as a ?ref= code does: the server joins the
// new player to the league in the sign-up itself (docs/rules.md#leagues), and the app then opens the
// league, saying once "You joined {league}", or the invite, which says why not.

const INVITE_CODE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${LEAGUE_CODE_LENGTH}}$`);
const joined = keptValue("prophecy-league-joined");

/** The pending invite's code for the sign-up to carry, when it can be one (any other would refuse the sign-up). */
export function leagueInviteForSignUp(): string | undefined {
  const code = pendingLeagueInvite()?.trim().toUpperCase();
  return code && INVITE_CODE.test(code) ? code : undefined;
}

/**
 * Where the app goes once the sign-up answered: the league joined, or the invite that was refused
 * (its page says the league is full or closed). Kept as the path to return to, which the app follows
 * once the player is signed in (return-path.ts); called before the sign-in is announced.
 */
export function followLeagueJoin(outcome: LeagueJoinOutcome | undefined): void {
  if (!outcome) return;
  const code = pendingLeagueInvite();
  clearPendingLeagueInvite();
  if (outcome.joined) {
    joined.keep(String(outcome.leagueId));
    rememberReturnPath(`/leagues/${outcome.leagueId}`);
  } else if (code) {
    rememberReturnPath(`/leagues/join/${code}`);
  }
}

/** Whether the player has just joined this league by signing up (until forgetJustJoined). */
export function isJustJoined(leagueId: number): boolean {
  return joined.read() === String(leagueId);
}

/**
 * Forgets the join once the league's page has said so. Apart from the reading: a page reads it while rendering, and
 * a render React throws away (a part of the page suspending on its first showing) must not use it up.
 */
export function forgetJustJoined(): void {
  joined.clear();
}

/**
 * After a provider's round trip that made the account and joined the invite's league, the server
 * lands the player on `/leagues/{id}?joined`: the same as after a local sign-up, the mark is kept,
 * the league becomes the path to return to (so the invite kept before sign-in does not take over),
 * and the address loses its `?joined`.
 */
export function takeJoinedFromUrl(): void {
  const id = /^\/leagues\/(\d{1,10})$/.exec(window.location.pathname)?.[1];
  if (!id || !new URLSearchParams(window.location.search).has("joined")) return;
  clearPendingLeagueInvite();
  joined.keep(id);
  rememberReturnPath(`/leagues/${id}`);
  window.history.replaceState(window.history.state, "", `/leagues/${id}`);
}
