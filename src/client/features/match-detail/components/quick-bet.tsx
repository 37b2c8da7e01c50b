import { lazy, Suspense } from "react";
import type { ListedMatch } from "@shared/api/matches";
import type { AiName } from "@shared/constants";
import { useCountdown } from "../../../hooks/use-countdown";
import { announceBettingClosed } from "../lib/bet-refusals";
import { useT } from "../../../lib/i18n/area";
import { matchDetailArea } from "../messages";

// The stake dialog's code (the form, the stake rules, the bet's request) is fetched when a player is about to press a
// Back button outside the match page, not with the page that shows the button (docs/decisions.md, the arena's strip).
const loadBetDialog = () => import("./bet-dialog");
const BetDialog = lazy(() => loadBetDialog().then((module) => ({ default: module.BetDialog })));

/** Starts fetching the stake dialog's code; a failure is left to the press, which tries again. */
export function prepareQuickBet(): void {
  loadBetDialog().catch(() => undefined);
}

/** The match and oracle a Back button chose; `ai` turns null when the dialog closes, so it can give the focus back. */
export interface QuickBetChoice {
  match: Pick<ListedMatch, "id" | "homeTeam" | "awayTeam" | "matchDate">;
  ai: AiName | null;
}

/**
 * The match page's stake dialog, opened from a Back button elsewhere: it places the bet, says so and closes as it does
 * there, and closes with "Betting Closed" if kick-off comes first (docs/rules.md#betting-window).
 */
export function QuickBet({ choice, credits, onClose }: { choice: QuickBetChoice; credits: number; onClose: () => void }) {
  const t = useT(matchDetailArea);
  const msLeft = useCountdown(choice.match.matchDate, () => {
    if (choice.ai === null) return;
    announceBettingClosed(t);
    onClose();
  });
  return (
    <Suspense fallback={null}>
      <BetDialog match={choice.match} ai={choice.ai} credits={credits} msLeft={msLeft} onClose={onClose} />
    </Suspense>
  );
}
