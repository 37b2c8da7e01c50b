import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Check, Copy, Medal, UserPlus } from "lucide-react";
import { Link } from "wouter";
import type { User } from "@shared/api/auth";
import type { ReferralStats, ReferralTier } from "@shared/api/referrals";
import { TIMINGS_MS } from "@shared/constants";
import { Button, buttonVariants } from "../../../components/ui/button";
import type { ToastInput } from "../../../hooks/use-toast";
import { formatCount, formatCredits } from "../../../lib/format";
import { referralLink } from "../../../lib/referral-link";
import { useClipboardCopy } from "../hooks/use-clipboard-copy";
import { queryKey, routes } from "@shared/api/routes";
import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { profileArea } from "../messages";

const FRIENDS_SHOWN = 5;
const MEDAL_CLASS: Record<ReferralTier, string> = {
  Bronze: "text-amber-700 dark:text-amber-600",
  Silver: "text-slate-400",
  Gold: "text-yellow-500 dark:text-yellow-400",
  Platinum: "text-cyan-500 dark:text-cyan-300",
};

// Feature folders do not import each other, so the profile reads GET /api/referrals/stats by its key
// (the same cache entry the invite dialog reads and refreshes).
function useReferralStats() {
  return useQuery<ReferralStats>({ queryKey: queryKey(routes.referrals.stats) });
}

export interface ReferralPanelProps {
  user: Pick<User, "referralCode" | "totalReferrals" | "referralEarnings">;
  /** Opens the Invite Friends & Earn modal. */
  onInvite: () => void;
}

/** The player's referral code, tier and friends, with the copy-link and invite actions (docs/rules.md#page-profile). */
export function ReferralPanel({ user, onInvite }: ReferralPanelProps) {
  const t = useT(profileArea);
  const locale = useLocale();
  const linkCopied = useMemo<ToastInput>(() => ({ title: t("copied.title"), description: t("copied.body") }), [t]);
  const { copy, locked } = useClipboardCopy(linkCopied, TIMINGS_MS.copyLockout);
  const { data: stats } = useReferralStats();
  const friends = stats?.friends ?? [];
  return (
    <section aria-labelledby="referrals-heading" className="rounded-2xl border border-border bg-card p-5" data-testid="referral-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="referrals-heading" className="font-display text-xl font-bold">
          {t("referral.heading")}
        </h2>
        <Link href="/referrals" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <Medal className="size-4" aria-hidden />
          {t("referral.leaderboard")}
        </Link>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">{t("referral.yourCode")}</p>
      <p className="font-mono text-lg font-semibold break-all" data-testid="referral-code">
        {user.referralCode}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-muted p-3">
          <dt className="text-xs text-muted-foreground">{t("referral.invited")}</dt>
          <dd className="text-lg font-bold tabular-nums">{formatCount(user.totalReferrals, locale)}</dd>
        </div>
        <div className="rounded-xl bg-muted p-3">
          <dt className="text-xs text-muted-foreground">{t("referral.earned")}</dt>
          <dd className="text-lg font-bold tabular-nums text-accent">{formatCredits(user.referralEarnings, locale)}</dd>
        </div>
        <div className="col-span-2 flex items-center justify-between gap-3 rounded-xl bg-muted p-3">
          <dt className="text-xs text-muted-foreground">{t("referral.tier")}</dt>
          <dd className="flex items-center gap-1 font-semibold" data-testid="referral-tier">
            {stats?.tier ? (
              <>
                <Medal className={`size-5 ${MEDAL_CLASS[stats.tier]}`} aria-hidden />
                {t("referral.tierName", { tier: stats.tier })}
              </>
            ) : (
              <span className="text-right text-sm font-normal text-muted-foreground">{stats ? t("referral.earnBronze") : "…"}</span>
            )}
          </dd>
        </div>
      </dl>
      {friends.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">{t("referral.friends")}</h3>
          <ul className="mt-2 grid gap-1 text-sm" data-testid="referral-friends">
            {friends.slice(0, FRIENDS_SHOWN).map((friend) => (
              <li key={`${friend.username}-${friend.joinedAt}`} className="flex items-center justify-between gap-2">
                <span className="truncate">{friend.username}</span>
                {friend.firstBetPlaced ? (
                  <span className="inline-flex items-center gap-1 text-xs text-accent">
                    <Check className="size-3" aria-hidden />
                    {t("referral.firstBet")}
                  </span>
                ) : (
                  <span className="text-xs text-muted-foreground">{t("referral.noBet")}</span>
                )}
              </li>
            ))}
          </ul>
          {friends.length > FRIENDS_SHOWN && (
            <p className="mt-1 text-xs text-muted-foreground">{t("referral.more", { count: formatCount(friends.length - FRIENDS_SHOWN, locale) })}</p>
          )}
        </div>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col">
        <Button variant="outline" className="sm:flex-1" disabled={locked} onClick={() => void copy(referralLink(user.referralCode))}>
          <Copy className="size-4" aria-hidden />
          {t("referral.copy")}
        </Button>
        <Button className="sm:flex-1" onClick={onInvite}>
          <UserPlus className="size-4" aria-hidden />
          {t("referral.invite")}
        </Button>
      </div>
    </section>
  );
}
