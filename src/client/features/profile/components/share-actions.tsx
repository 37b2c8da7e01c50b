import { Flame, Share2 } from "lucide-react";
import type { Achievement } from "@shared/achievement";
import { Button } from "../../../components/ui/button";

export interface ShareActionsProps {
  /** The best achievement, or null when none qualifies yet. */
  best: Achievement | null;
  streak: number;
  onShare: (achievement: Achievement) => void;
}

/** The streak share button only shows at a streak of 3 or more (docs/rules.md#badges). */
export const STREAK_SHARE_MIN = 3;

/**
 * 'Share Achievement' (disabled, with a hint, until an achievement qualifies: docs/rules.md#badges), and a streak
 * share button for a streak of 3 or more; both open the achievement card dialog.
 */
export function ShareActions({ best, streak, onShare }: ShareActionsProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      {streak >= STREAK_SHARE_MIN && (
        <Button variant="outline" onClick={() => onShare({ type: "streak", value: streak })}>
          <Flame className="size-4 text-warning" aria-hidden />
          Share {streak}-Game Streak
        </Button>
      )}
      <Button onClick={() => best && onShare(best)} disabled={!best} aria-describedby={best ? undefined : "no-achievement"}>
        <Share2 className="size-4" aria-hidden />
        Share Achievement
      </Button>
      {!best && (
        <p id="no-achievement" className="text-xs text-muted-foreground">
          Win a bet, or reach a 5-game streak, ₡10,000 or 5 XP, to unlock your first achievement.
        </p>
      )}
    </div>
  );
}
