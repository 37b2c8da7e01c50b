import type { ReactNode } from "react";
import { Link } from "wouter";

/** A text's tag as a link to the player's leagues: the profile's panels that a league's win fills say where to go. */
export function leaguesLink(text: ReactNode) {
  return (
    <Link href="/leagues" className="underline underline-offset-2">
      {text}
    </Link>
  );
}
