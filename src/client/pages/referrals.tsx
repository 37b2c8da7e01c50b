import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { PlayerLayout } from "../components/layout/player-layout";
import { buttonVariants } from "../components/ui/button";
import { useAuth } from "@client/lib/signed-in-user";
import { ReferralLeaderboard } from "../features/referrals/components/referral-leaderboard";
import { TierLegend } from "../features/referrals/components/tier-legend";
import { useT } from "../lib/i18n/area";
import { referralsPageArea } from "./messages/referrals";

/** Referral leaderboard (docs/rules.md#page-referrals): who has brought the most friends into the league. */
export default function ReferralsPage() {
  const { user } = useAuth();
  const t = useT(referralsPageArea);
  return (
    <PlayerLayout>
      <div className="mx-auto grid max-w-3xl gap-6">
        <Link href="/profile" className={buttonVariants({ variant: "ghost", size: "sm", className: "justify-self-start" })}>
          <ArrowLeft className="size-4" aria-hidden />
          {t("back")}
        </Link>
        <section className="text-center">
          <h1 className="font-display text-3xl font-bold sm:text-4xl">{t("title")}</h1>
          <p className="mt-2 text-muted-foreground">{t("lead")}</p>
        </section>
        <TierLegend />
        <ReferralLeaderboard currentUserId={user?.id} />
      </div>
    </PlayerLayout>
  );
}
