import { formatCount, formatCredits } from "../../../lib/format";
import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { referralsArea } from "../messages";

export interface ReferralStatCardsProps {
  /** Undefined while the figures load. */
  totalReferrals: number | undefined;
  referralEarnings: number | undefined;
}

/** 'Friends Invited' and 'Credits Earned' (docs/rules.md#page-invite). */
export function ReferralStatCards({ totalReferrals, referralEarnings }: ReferralStatCardsProps) {
  const t = useT(referralsArea);
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-xl bg-muted p-3 text-center">
        <dt className="text-xs text-muted-foreground">{t("stats.invited")}</dt>
        <dd className="font-display text-2xl font-bold tabular-nums" data-testid="invite-friends-invited">
          {totalReferrals === undefined ? "…" : formatCount(totalReferrals, locale)}
        </dd>
      </div>
      <div className="rounded-xl bg-muted p-3 text-center">
        <dt className="text-xs text-muted-foreground">{t("stats.earned")}</dt>
        <dd className="font-display text-2xl font-bold tabular-nums text-accent" data-testid="invite-credits-earned">
          {referralEarnings === undefined ? "…" : formatCredits(referralEarnings, locale)}
        </dd>
      </div>
    </dl>
  );
}
