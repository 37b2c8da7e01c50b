import { Flame, Share2 } from "lucide-react";
import type { Achievement } from "@shared/achievement";
import { Button } from "../../../components/ui/button";
import { formatCredits } from "../../../lib/format";
import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { profileArea } from "../messages";

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
  const t = useT(profileArea);
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      {streak >= STREAK_SHARE_MIN && (
        <Button variant="outline" onClick={() => onShare({ type: "streak", value: streak })}>
          <Flame className="size-4 text-warning" aria-hidden />
          {t("share.streak", { count: streak })}
        </Button>
      )}
      <Button onClick={() => best && onShare(best)} disabled={!best} aria-describedby={best ? undefined : "no-achievement"}>
        <Share2 className="size-4" aria-hidden />
        {t("share.achievement")}
      </Button>
      {!best && (
        <p id="no-achievement" className="text-xs text-muted-foreground">
          {t("share.hint", { credits: formatCredits(10_000, locale) })}
        </p>
      )}
    </div>
  );
}
