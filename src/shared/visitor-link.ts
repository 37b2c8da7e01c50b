/**
 * What a shared match or player link is about, for the landing screen a signed-out visitor sees there.
 * The server puts it into the page it answers /match/{id} and /u/{username} with, beside the card
 * tags and from the same data, so it tells no more than the link's preview already does: the teams,
 * the card image the preview shows and, once finished, the final score and one line on who won the
 * duel and how; the player's name, card image and achievement, only while their card is public.
 * A league invite's line comes from the invite preview endpoint instead (docs/decisions.md).
 */
export type VisitorLink =
  | {
      kind: "match";
      path: string;
      homeTeam: string;
      awayTeam: string;
      finalScore: string | null;
      /** The public card image's path (the preview's og:image, on this site), `?lang=` when not in English. */
      image: string;
      /** Who won the duel and how, once the match is finished and scored (src/shared/duel-verdict.ts), in the page's language. */
      verdict: string | null;
    }
  | { kind: "player"; path: string; username: string; image: string; achievement: string };

/** The id of the JSON script element that carries it. */
export const VISITOR_LINK_ELEMENT_ID = "visitor-link";

const isText = (value: unknown, max = 200): value is string => typeof value === "string" && value.length > 0 && value.length <= max;
/** An image of this site's own card routes (in a language, `?lang=de`), never another site's address. */
const isCardImage = (value: unknown): value is string => isText(value) && /^\/og\/(match|u)\/[^/?#]+\.png(\?lang=[A-Za-z-]{2,5})?$/.test(value);

/** Checks by hand what arrived in the page (the landing carries no zod), keeping only the known fields. */
export function parseVisitorLink(value: unknown): VisitorLink | null {
  if (typeof value !== "object" || value === null) return null;
  const link = value as Record<string, unknown>;
  if (!isText(link.path) || !link.path.startsWith("/") || !isCardImage(link.image)) return null;
  if (
    link.kind === "match" &&
    isText(link.homeTeam) &&
    isText(link.awayTeam) &&
    (link.finalScore === null || isText(link.finalScore)) &&
    (link.verdict === null || isText(link.verdict, 400))
  ) {
    return {
      kind: "match",
      path: link.path,
      homeTeam: link.homeTeam,
      awayTeam: link.awayTeam,
      finalScore: link.finalScore,
      image: link.image,
      verdict: link.verdict,
    };
  }
  if (link.kind === "player" && isText(link.username) && isText(link.achievement)) {
    return { kind: "player", path: link.path, username: link.username, image: link.image, achievement: link.achievement };
  }
  return null;
}
