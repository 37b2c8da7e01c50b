/**
 * What a shared match or player link is about, for the landing screen a signed-out visitor sees there.
 * The server puts it into the page it answers /match/{id} and /u/{username} with, beside the card
 * tags and from the same data, so it tells no more than the link's preview already does: the teams
 * and, once finished, the final score; the player's name, only while their card is public.
 * A league invite's line comes from the invite preview endpoint instead (docs/decisions.md).
 */
export type VisitorLink =
  { kind: "match"; path: string; homeTeam: string; awayTeam: string; finalScore: string | null } | { kind: "player"; path: string; username: string };

/** The id of the JSON script element that carries it. */
export const VISITOR_LINK_ELEMENT_ID = "visitor-link";

const isText = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= 200;

/** Checks by hand what arrived in the page (the landing carries no zod), keeping only the known fields. */
export function parseVisitorLink(value: unknown): VisitorLink | null {
  if (typeof value !== "object" || value === null) return null;
  const link = value as Record<string, unknown>;
  if (!isText(link.path) || !link.path.startsWith("/")) return null;
  if (link.kind === "match" && isText(link.homeTeam) && isText(link.awayTeam) && (link.finalScore === null || isText(link.finalScore))) {
    return { kind: "match", path: link.path, homeTeam: link.homeTeam, awayTeam: link.awayTeam, finalScore: link.finalScore };
  }
  if (link.kind === "player" && isText(link.username)) return { kind: "player", path: link.path, username: link.username };
  return null;
}
