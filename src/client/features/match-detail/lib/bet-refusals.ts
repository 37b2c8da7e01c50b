import { translatorFor, type Translate } from "@shared/i18n/catalogue";
import { toast } from "../../../hooks/use-toast";
import { matchDetailArea, type MatchDetailId } from "../messages";

/** English, for a caller that has not passed the page's translator (useT(matchDetailArea)). */
const english = (): Translate<MatchDetailId> => translatorFor<MatchDetailId>("en", matchDetailArea.name);

/**
 * A player with no credits cannot open the stake dialog (docs/rules.md#betting-window): says so and answers false,
 * wherever a Back button is pressed (the match page, the arena's "Next to kick off").
 */
export function mayOpenStakeDialog(credits: number, t: Translate<MatchDetailId> = english()): boolean {
  if (credits > 0) return true;
  toast({ title: t("bet.insufficient"), description: t("refusal.noCredits"), variant: "destructive" });
  return false;
}

/** Kick-off came while the stake dialog was open: it closes with this toast (docs/rules.md#betting-window). */
export function announceBettingClosed(t: Translate<MatchDetailId> = english()): void {
  toast({ title: t("refusal.closedTitle"), description: t("refusal.closed"), variant: "destructive" });
}
