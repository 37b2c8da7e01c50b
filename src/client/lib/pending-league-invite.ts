import { keptValue } from "./kept-value";

// A league invite link opened signed out is kept until the player has signed up or in; the app then
// takes them back to it (return-path.ts), as a ?ref= code rides through sign-up.
const kept = keptValue("prophecy-league-invite");
const INVITE_PATH = /^\/leagues\/join\/([A-Za-z0-9]{1,20})\/?$/;

export function rememberLeagueInviteFromUrl(): void {
  const code = INVITE_PATH.exec(window.location.pathname)?.[1];
  if (code) kept.keep(code);
}

export const pendingLeagueInvite = (): string | undefined => kept.read();
export const clearPendingLeagueInvite = (): void => kept.clear();
