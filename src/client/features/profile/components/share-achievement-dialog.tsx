import { useMemo } from "react";
import type { User } from "@shared/api/auth";
import type { Achievement, AchievementCardInput } from "@shared/achievement";
import { ShareDialog } from "../../../components/share/share-dialog";
import { achievementShareUrl } from "../../../components/share/share-links";
import { siteOrigin } from "../../../lib/origin";

export interface ShareAchievementDialogProps {
  /** The achievement to share; the dialog is open while it is set. */
  achievement: Achievement | null;
  user: Pick<User, "username" | "streak" | "credits" | "xp" | "referralCode">;
  onClose: () => void;
}

/**
 * The profile's 'Share Your Achievement' dialog: the achievement card (docs/rules.md#sharing) for this player,
 * sharing their referral link with the utm parameters (docs/rules.md#sharing).
 */
export function ShareAchievementDialog({ achievement, user, onClose }: ShareAchievementDialogProps) {
  const { username, streak, credits, xp, referralCode } = user;
  const type = achievement?.type;
  const value = achievement?.value;
  const input = useMemo<AchievementCardInput | null>(
    () => (type && value !== undefined ? { type, value, username, stats: { streak, credits, xp } } : null),
    [type, value, username, streak, credits, xp],
  );
  if (!input) return null;
  return (
    <ShareDialog
      open
      onOpenChange={(open) => !open && onClose()}
      card={{ type: "achievement", input }}
      url={achievementShareUrl(siteOrigin(), username, referralCode)}
    />
  );
}
