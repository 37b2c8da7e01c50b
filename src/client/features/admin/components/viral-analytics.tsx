import { TARGET_VIRAL_COEFFICIENT } from "@shared/constants";
import { cn } from "../../../lib/cn";
import { formatCount, formatCredits, formatDecimal, formatPercent } from "../../../lib/format";
import { SHARE_PLATFORMS, type ViralAnalytics } from "../api/admin-types";
import { StatTile } from "../../../components/ui/stat-tile";
import { PLATFORM_LABELS } from "./platform-labels";

function ViralCoefficient({ value }: { value: number }) {
  const onTarget = value >= TARGET_VIRAL_COEFFICIENT;
  const progress = Math.min(100, (value / TARGET_VIRAL_COEFFICIENT) * 100);
  return (
    <div className="rounded-2xl border border-border bg-card p-4" data-testid="admin-viral-coefficient">
      <dt className="text-sm text-muted-foreground">Viral Coefficient</dt>
      <dd className="mt-1 font-display text-2xl font-bold tabular-nums">
        {formatDecimal(value, 2)}{" "}
        <span className="text-sm font-normal text-muted-foreground">/ target {formatDecimal(TARGET_VIRAL_COEFFICIENT, 2)}</span>
      </dd>
      <dd className="mt-2">
        <div
          role="progressbar"
          aria-label="Viral coefficient against target"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className={cn("h-full rounded-full", onTarget ? "bg-chatgpt" : "bg-accent")} style={{ width: `${progress}%` }} />
        </div>
        <p className={cn("mt-1 text-xs font-semibold", onTarget ? "text-chatgpt" : "text-accent")}>{onTarget ? "On target" : "Below target"}</p>
      </dd>
    </div>
  );
}

/** Viral analytics (docs/admin-metrics.md): shares, referrals, growth, the viral loop and the top sharers (with e-mails). */
export function ViralAnalyticsPanel({ viral }: { viral: ViralAnalytics }) {
  const { shares, referrals, growth, viralLoop } = viral;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" data-testid="admin-viral">
        <StatTile label="Total Shares" value={formatCount(shares.totalShares)} testId="admin-total-shares" />
        <StatTile label="Share Rate" value={formatPercent(shares.shareRate)} hint="Players who shared at least once" testId="admin-share-rate" />
        <StatTile label="Referrals" value={formatCount(referrals.totalReferrals)} testId="admin-referrals" />
        <StatTile label="Completed Referrals" value={formatCount(referrals.completedReferrals)} hint="Friend placed a first bet" />
        <StatTile label="Conversion Rate" value={formatPercent(referrals.conversionRate)} testId="admin-conversion" />
        <StatTile label="Referral Earnings" value={formatCredits(referrals.totalReferralEarnings)} />
        <StatTile label="New Users (7 days)" value={formatCount(growth.totalNewUsersLast7Days)} />
        <StatTile
          label="Retention Rate"
          value={formatPercent(growth.retentionRate)}
          hint="Joined 7+ days ago, seen this week"
          testId="admin-retention"
        />
        <ViralCoefficient value={viralLoop.viralCoefficient} />
        <StatTile label="Active Referral Chains" value={formatCount(viralLoop.activeReferralChains)} hint="A member seen this week" />
        <StatTile label="Average Chain Depth" value={formatDecimal(viralLoop.averageChainDepth, 2)} />
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-2xl border border-border bg-card p-5">
          <h3 className="font-display text-xl font-bold">Platform Breakdown</h3>
          <dl className="mt-3 grid gap-2" data-testid="admin-shares-by-platform">
            {SHARE_PLATFORMS.map((platform) => (
              <div key={platform} className="flex items-center justify-between gap-3 rounded-xl bg-muted px-3 py-2">
                <dt>{PLATFORM_LABELS[platform]}</dt>
                <dd className="font-semibold tabular-nums">{formatCount(shares.sharesByPlatform[platform])}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="rounded-2xl border border-border bg-card p-5" data-testid="admin-top-sharers">
          <h3 className="font-display text-xl font-bold">Top Sharers</h3>
          {viral.topSharers.length === 0 ? (
            <p className="mt-3 text-muted-foreground">No shares yet</p>
          ) : (
            <ol className="mt-3 grid gap-2">
              {viral.topSharers.map((s, i) => (
                <li key={s.user.id} className="flex items-center justify-between gap-3 rounded-xl bg-muted px-3 py-2">
                  <span className="min-w-0">
                    <span className="mr-2 font-bold text-muted-foreground">{i + 1}.</span>
                    <span className="font-semibold">{s.user.username}</span>
                    <span className="block truncate text-xs text-muted-foreground">{s.user.email ?? "no e-mail"}</span>
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">{formatCount(s.shareCount)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </div>
  );
}
