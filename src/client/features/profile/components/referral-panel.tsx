import { Copy, Medal, UserPlus } from "lucide-react";
import { Link } from "wouter";
import type { User } from "@shared/api/auth";
import { TIMINGS_MS } from "@shared/constants";
import { Button, buttonVariants } from "../../../components/ui/button";
import type { ToastInput } from "../../../hooks/use-toast";
import { formatCredits } from "../../../lib/format";
import { referralLink } from "../../../lib/referral-link";
import { useClipboardCopy } from "../hooks/use-clipboard-copy";

const LINK_COPIED: ToastInput = { title: "Link Copied!", description: "Your referral link has been copied to clipboard" };

export interface ReferralPanelProps {
  user: Pick<User, "referralCode" | "totalReferrals" | "referralEarnings">;
  onInvite: () => void;
}

/** The player's referral code and results, with the copy-link and invite actions (SPEC §2 Profile). */
export function ReferralPanel({ user, onInvite }: ReferralPanelProps) {
  const { copy, locked } = useClipboardCopy(LINK_COPIED, TIMINGS_MS.copyLockout);
  return (
    <section aria-labelledby="referrals-heading" className="rounded-2xl border border-border bg-card p-5" data-testid="referral-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="referrals-heading" className="font-display text-xl font-bold">
          Invite Friends & Earn
        </h2>
        <Link href="/referrals" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <Medal className="size-4" aria-hidden />
          Referral leaderboard
        </Link>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">Your referral code</p>
      <p className="font-mono text-lg font-semibold break-all" data-testid="referral-code">
        {user.referralCode}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-muted p-3">
          <dt className="text-xs text-muted-foreground">Friends Invited</dt>
          <dd className="text-lg font-bold tabular-nums">{user.totalReferrals.toLocaleString("en-US")}</dd>
        </div>
        <div className="rounded-xl bg-muted p-3">
          <dt className="text-xs text-muted-foreground">Credits Earned</dt>
          <dd className="text-lg font-bold tabular-nums text-accent">{formatCredits(user.referralEarnings)}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col">
        <Button variant="outline" className="sm:flex-1" disabled={locked} onClick={() => void copy(referralLink(user.referralCode))}>
          <Copy className="size-4" aria-hidden />
          Copy referral link
        </Button>
        <Button className="sm:flex-1" onClick={onInvite}>
          <UserPlus className="size-4" aria-hidden />
          Invite Friends
        </Button>
      </div>
    </section>
  );
}
