import { keptValue } from "./kept-value";

// Whether a player has been signed in on this browser before: the sign-in screen opens on "Create
// account" for a new visitor and on "Sign in" for someone coming back (docs/decisions.md).
const kept = keptValue("prophecy-league-known");

export function rememberPlayer(): void {
  if (!kept.read()) kept.keep("1");
}

export function isKnownPlayer(): boolean {
  return kept.read() !== undefined;
}
