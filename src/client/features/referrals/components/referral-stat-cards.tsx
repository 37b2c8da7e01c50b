import { formatCount, formatCredits } from "../../../lib/format";

export interface ReferralStatCardsProps {
  /** Undefined while the figures load. */
  totalReferrals: number | undefined;
  referralEarnings: number | undefined;
}

/** 'Friends Invited' and 'Credits Earned' (docs/rules.md#page-invite). */
export function ReferralStatCards({ totalReferrals, referralEarnings }: ReferralStatCardsProps) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-xl bg-muted p-3 text-center">
        <dt className="text-xs text-muted-foreground">Friends Invited</dt>
        <dd className="font-display text-2xl font-bold tabular-nums" data-testid="invite-friends-invited">
          {totalReferrals === undefined ? "…" : formatCount(totalReferrals)}
        </dd>
      </div>
      <div className="rounded-xl bg-muted p-3 text-center">
        <dt className="text-xs text-muted-foreground">Credits Earned</dt>
        <dd className="font-display text-2xl font-bold tabular-nums text-accent" data-testid="invite-credits-earned">
          {referralEarnings === undefined ? "…" : formatCredits(referralEarnings)}
        </dd>
      </div>
    </dl>
  );
}
