import { referralTier, type ReferralLeaderboardEntry } from "@shared/api/referrals";
import { rankBy, type Ranked } from "@shared/ranking";
import { WhenLoaded } from "../../../components/ui/when-loaded";
import { cn } from "../../../lib/cn";
import { formatCount, formatCredits } from "../../../lib/format";
import { useReferralLeaderboard } from "../api/get-referral-leaderboard";
import { TierMedal } from "./tier-medal";
import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { referralsArea } from "../messages";

/** Players by friends invited, then earnings; equal pairs share a rank; your own row says 'You'. */
export function ReferralLeaderboard({ currentUserId }: { currentUserId: number | undefined }) {
  const query = useReferralLeaderboard();
  const ranked = rankBy(query.data ?? [], (e) => [e.referralCount, e.earnings]);
  const t = useT(referralsArea);
  return (
    <WhenLoaded
      query={query}
      look="section"
      loading={t("board.loading")}
      failed={t("board.failed")}
      empty={ranked.length === 0 ? t("board.empty") : null}
    >
      <ReferralList ranked={ranked} currentUserId={currentUserId} />
    </WhenLoaded>
  );
}

function ReferralList({ ranked, currentUserId }: { ranked: Ranked<ReferralLeaderboardEntry>[]; currentUserId: number | undefined }) {
  const t = useT(referralsArea);
  const locale = useLocale();
  return (
    <ol className="grid gap-2" aria-label={t("board.list")}>
      {ranked.map((entry) => {
        const isYou = entry.user.id === currentUserId;
        const tier = referralTier(entry.referralCount);
        return (
          <li
            key={entry.user.id}
            data-testid="referral-row"
            aria-current={isYou ? "true" : undefined}
            className={cn(
              "flex items-center gap-3 rounded-2xl border bg-card px-3 py-3 sm:px-5",
              isYou ? "border-primary bg-primary/10" : "border-border",
            )}
          >
            <span className="w-10 shrink-0 font-display text-lg font-bold tabular-nums">#{entry.rank}</span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 font-medium [overflow-wrap:anywhere]">
                {entry.user.username}
                {isYou && <span className="rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-primary">{t("board.you")}</span>}
              </p>
              <p className="text-xs text-muted-foreground">
                {t("board.count", { count: entry.referralCount, shown: formatCount(entry.referralCount, locale) })}
              </p>
            </div>
            <span className="text-right font-semibold tabular-nums text-accent">{formatCredits(entry.earnings, locale)}</span>
            {tier && <TierMedal tier={tier} className="w-6 justify-end sm:w-24" labelClassName="sr-only sm:not-sr-only" />}
          </li>
        );
      })}
    </ol>
  );
}
