import type { Bet } from "@shared/api/bets";
import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { libArea } from "@client/lib/messages";
import { cn } from "../../../lib/cn";
import { useMyPick } from "../api/get-my-pick";
import { betOutcomeLine, pickOutcomeLine } from "../../../lib/own-outcome";

const BET_TONE = { won: "text-success", lost: "text-destructive", void: "text-foreground" } as const;

/**
 * The player's own result, the line the result screen gives before anything else of theirs: what the
 * bet came to and what the pick scored (docs/decisions.md#the-result-leads-with-your-outcome).
 * Nothing when they neither bet nor picked.
 */
export function OwnOutcome({ matchId, bet }: { matchId: number; bet: Bet | null }) {
  const pick = useMyPick(matchId).data ?? null;
  const words = { t: useT(libArea), locale: useLocale() };
  if (!bet && !pick) return null;
  return (
    <p
      className="flex flex-col items-center gap-x-3 gap-y-1 text-lg font-semibold sm:flex-row sm:flex-wrap sm:justify-center"
      data-testid="own-outcome"
    >
      {bet && (
        <span className={bet.outcome ? BET_TONE[bet.outcome] : "text-muted-foreground"} data-testid="own-bet-outcome">
          {betOutcomeLine(bet, words)}
        </span>
      )}
      {bet && pick && (
        <span className="text-muted-foreground">
          <span aria-hidden className="hidden sm:inline">
            ·
          </span>
          <span className="sr-only">;</span>
        </span>
      )}
      {pick && (
        <span className={cn(pick.points ? "text-accent" : "text-foreground")} data-testid="own-pick-outcome">
          {pickOutcomeLine(pick, words)}
        </span>
      )}
    </p>
  );
}
