import { AI_DISPLAY_NAMES, type AiName } from "@shared/constants";
import type { DuelResult } from "@shared/duel";
import type { Translate } from "@shared/i18n/catalogue";
import type { Locale } from "@shared/i18n/locales";
import { formatCredits } from "../../../lib/format";
import type { matchesArea } from "../messages";

/** How the player's bet stands while the match is live, in the words of the card's stake line. */
export type BetStanding = "winning" | "losing" | "would be refunded";

/** The bet as the duel stands at the running score (shared/live-standing.ts, as the match page reads it). */
export function betStanding(winner: DuelResult["winner"], backed: AiName): BetStanding {
  if (winner === "void") return "would be refunded";
  return winner === backed ? "winning" : "losing";
}

const standingIds = { winning: "stake.winning", losing: "stake.losing", "would be refunded": "stake.refunded" } as const;

/** "You backed O Eterno · ₡2,500", and while live how it stands: "· winning" (in the player's language). */
export function cardStakeLine(
  bet: { aiSelected: AiName; stake: number },
  standing: BetStanding | null,
  t: Translate<(typeof matchesArea.ids)[number]>,
  locale: Locale,
): string {
  const values = { oracle: AI_DISPLAY_NAMES[bet.aiSelected], credits: formatCredits(bet.stake, locale) };
  return t(standing ? standingIds[standing] : "stake.backed", values);
}
