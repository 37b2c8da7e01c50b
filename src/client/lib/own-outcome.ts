import type { Bet } from "@shared/api/bets";
import type { PlayerPick } from "@shared/api/picks";
import { AI_DISPLAY_NAMES, JOKER_MULTIPLIER } from "@shared/constants";
import type { Words } from "@shared/i18n/words";
import { payoutFor } from "@shared/payout";
import { formatCredits } from "./format";
import type { LibId } from "./messages";

/**
 * What the player's bet came to, in the words the result screen leads with: a win as its payout, the
 * total returned, as the betting history writes it (docs/rules.md#payout); a loss as the stake that
 * went; a refund with no figure, since nothing was won or lost (docs/rules.md#refunds). In English
 * unless `words` (the client/lib/messages area's) give the page's language.
 */
export function betOutcomeLine(bet: Pick<Bet, "aiSelected" | "stake" | "payout" | "outcome">, words?: Words<LibId>): string {
  const ai = AI_DISPLAY_NAMES[bet.aiSelected];
  if (words) {
    const { t, locale } = words;
    switch (bet.outcome) {
      case "won":
        return t("bet.won", { ai, credits: formatCredits(bet.payout ?? payoutFor(bet.stake), locale) });
      case "lost":
        return t("bet.lost", { ai, credits: formatCredits(bet.stake, locale) });
      case "void":
        return t("bet.refunded", { ai });
      default:
        return t("bet.pending", { ai });
    }
  }
  const on = `Your bet on ${ai}`;
  switch (bet.outcome) {
    case "won":
      return `${on}: won ${formatCredits(bet.payout ?? payoutFor(bet.stake))}`;
    case "lost":
      return `${on}: lost ${formatCredits(bet.stake)}`;
    case "void":
      return `${on}: refunded`;
    default:
      return `${on}: pending`;
  }
}

/** The player's own score pick and its points (docs/rules.md#scoring), or that it waits to be scored. */
export function pickOutcomeLine(
  pick: Pick<PlayerPick, "home" | "away" | "points"> & Partial<Pick<PlayerPick, "joker" | "byOracle">>,
  words?: Words<LibId>,
): string {
  if (words) {
    const { home, away, points } = pick;
    // An oracle's pick for the player names it and scores half; a joker's counts twice (docs/rules.md#oracle-picks, #joker).
    if (pick.byOracle) {
      const oracle = AI_DISPLAY_NAMES[pick.byOracle];
      if (points === null) return words.t("pick.byOracleUnscored", { oracle, home, away });
      return words.t("pick.byOraclePoints", { oracle, home, away, count: points, shown: String(points) });
    }
    if (points === null) return words.t("pick.unscored", { home, away });
    if (pick.joker) {
      const doubled = points * JOKER_MULTIPLIER;
      return words.t("pick.jokerPoints", { home, away, count: doubled, shown: String(doubled) });
    }
    return words.t("pick.points", { home, away, count: points, shown: String(points) });
  }
  const mine = `Your pick ${pick.home}-${pick.away}`;
  if (pick.points === null) return `${mine}: not scored yet`;
  return `${mine}: ${pick.points} ${pick.points === 1 ? "point" : "points"}`;
}
