import { useState } from "react";
import { bestAchievement, type Achievement } from "@shared/achievement";
import { PlayerLayout } from "../components/layout/player-layout";
import { displayName, useAuth } from "@client/lib/signed-in-user";
import { EmailConfirmation } from "../features/auth/components/email-confirmation";
import { PublicCardSetting } from "../features/auth/components/public-card-setting";
import { OraclePickSetting } from "../features/auth/components/oracle-pick-setting";
import { useBetRecord } from "../features/profile/api/get-bet-record";
import { BetHistory } from "../features/profile/components/bet-history";
import { ProphetStats } from "../features/profile/components/prophet-stats";
import { SeasonQuestionsLink } from "../features/profile/components/season-questions-link";
import { ProfileSummary } from "../features/profile/components/profile-summary";
import { ReferralPanel } from "../features/profile/components/referral-panel";
import { ShareAchievementDialog } from "../features/profile/components/share-achievement-dialog";
import { ShareActions } from "../features/profile/components/share-actions";
import { StatCards } from "../features/profile/components/stat-cards";
import { InviteDialog } from "../features/referrals/components/invite-dialog";
import { LeagueTitles } from "../features/leagues/components/league-titles";
import { ProphetBadges } from "../features/leagues/components/prophet-badges";
import { ReminderSettings } from "../features/notifications/components/reminder-settings";

/** Profile and betting history (docs/rules.md#page-profile). */
export default function ProfilePage() {
  const { user } = useAuth();
  const { data: record } = useBetRecord();
  const [sharing, setSharing] = useState<Achievement | null>(null);
  const [inviteOpen, setInviteOpen] = useState(false);

  // PlayerLayout shows the spinner until the user is loaded.
  if (!user) return <PlayerLayout>{null}</PlayerLayout>;
  const best = bestAchievement({ streak: user.streak, credits: user.credits, xp: user.xp, wins: record?.won ?? 0 });

  return (
    <PlayerLayout>
      <div className="grid gap-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <ProfileSummary user={user} name={displayName(user)} />
          <ShareActions best={best} streak={user.streak} onShare={setSharing} />
        </div>
        <EmailConfirmation user={user} />
        <StatCards user={user} winRate={record?.winRate ?? null} />
        <ProphetStats />
        <SeasonQuestionsLink />
        <div className="grid gap-6 lg:grid-cols-[1fr_2fr] lg:items-start">
          <div className="grid gap-6">
            <ReferralPanel user={user} onInvite={() => setInviteOpen(true)} />
            <PublicCardSetting user={user} />
            <OraclePickSetting user={user} />
            <LeagueTitles />
            <ProphetBadges user={user} />
            <ReminderSettings />
          </div>
          <BetHistory />
        </div>
      </div>
      <ShareAchievementDialog achievement={sharing} user={user} onClose={() => setSharing(null)} />
      <InviteDialog open={inviteOpen} onOpenChange={setInviteOpen} referralCode={user.referralCode} />
    </PlayerLayout>
  );
}
