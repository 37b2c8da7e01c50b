import { Dialog } from "../../../components/ui/dialog";
import { referralLink } from "../../../lib/referral-link";
import { useReferralStats } from "../api/get-referral-stats";
import { EnterCodeTab } from "./enter-code-tab";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { ShareCodeTab } from "./share-code-tab";
import { useT } from "@client/lib/i18n/area";
import { referralsArea } from "../messages";

export interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  referralCode: string;
}

/** Invite Friends & Earn (docs/rules.md#page-invite): share one's own code, or enter a friend's. */
export function InviteDialog({ open, onOpenChange, referralCode }: InviteDialogProps) {
  const t = useT(referralsArea);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("invite.title")}>
      {/* Dialog content mounts only while open, so the figures are read when the modal is first shown. */}
      <InviteDialogBody referralCode={referralCode} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function InviteDialogBody({ referralCode, onClose }: { referralCode: string; onClose: () => void }) {
  const { data: stats, isLoading } = useReferralStats();
  // A player who already has a referrer cannot enter a code (docs/rules.md#referrals). Locked while unknown; if the
  // figures cannot be read the server still refuses a second code.
  const hasReferrer = stats ? stats.hasReferrer : isLoading;
  const t = useT(referralsArea);

  return (
    <Tabs defaultValue="share">
      <TabsList aria-label={t("invite.tabs")}>
        <TabsTrigger compact value="share">
          {t("invite.shareTab")}
        </TabsTrigger>
        <TabsTrigger compact value="enter" disabled={hasReferrer} title={stats?.hasReferrer ? t("invite.alreadyUsed") : undefined}>
          {t("invite.enterTab")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="share" className="mt-4">
        <ShareCodeTab
          link={referralLink(referralCode)}
          totalReferrals={stats?.totalReferrals}
          referralEarnings={stats?.referralEarnings}
          onDone={onClose}
        />
      </TabsContent>
      <TabsContent value="enter" className="mt-4">
        <EnterCodeTab onApplied={onClose} />
      </TabsContent>
    </Tabs>
  );
}
