import { Pause, Play, Trophy } from "lucide-react";
import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { rich } from "@client/lib/i18n/rich";
import { AI_DISPLAY_NAMES, TIMINGS_MS } from "@shared/constants";
import type { SocialProof } from "@shared/api/stats";
import { useRotation } from "../../../hooks/use-rotation";
import { cn } from "../../../lib/cn";
import { formatCredits } from "../../../lib/format";
import { socialProofArea } from "../messages";

/**
 * Recent wins, one at a time, rotating every 3 s (docs/rules.md#timings). The rotation can be paused, and starts
 * paused for visitors who prefer reduced motion (see docs/decisions.md).
 */
export function RecentWinsTicker({ wins }: { wins: SocialProof["recentWins"] }) {
  const { index, paused, rotates, togglePaused } = useRotation(wins.length, TIMINGS_MS.tickerRotation);
  const win = wins[index];
  const t = useT(socialProofArea);
  const locale = useLocale();
  return (
    <div
      className={cn(
        "flex min-h-11 items-center justify-center gap-2 rounded-full border border-border bg-card/70 text-sm",
        rotates ? "pl-4" : "px-4",
      )}
      data-testid="recent-wins"
    >
      <Trophy className="size-4 shrink-0 text-accent" aria-hidden />
      {/* Announced only while paused: a win read out every 3 seconds would drown everything else. */}
      <span aria-live={paused ? "polite" : "off"}>
        {win
          ? rich(t("won", { username: win.username, credits: formatCredits(win.amount, locale), oracle: AI_DISPLAY_NAMES[win.aiSelected] }), [
              (name) => <strong>{name}</strong>,
            ])
          : t("none")}
      </span>
      {rotates && (
        <button
          type="button"
          onClick={togglePaused}
          aria-label={paused ? t("resume") : t("pause")}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          {paused ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
        </button>
      )}
    </div>
  );
}
