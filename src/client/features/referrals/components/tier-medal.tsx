import { Medal } from "lucide-react";
import type { ReferralTier } from "@shared/api/referrals";
import { cn } from "../../../lib/cn";
import { medalClass } from "../lib/tiers";
import { useT } from "@client/lib/i18n/area";
import { referralsArea } from "../messages";

/** A tier's medal and name; `labelClassName` can hide the name visually (it is still read out). */
export function TierMedal({ tier, className, labelClassName }: { tier: ReferralTier; className?: string; labelClassName?: string }) {
  const t = useT(referralsArea);
  return (
    <span className={cn("inline-flex items-center gap-1 font-semibold", className)} data-testid="tier-medal" title={t("tier.title", { tier })}>
      <Medal className={cn("size-5 shrink-0", medalClass(tier))} aria-hidden />
      <span className={labelClassName}>{t("tier.name", { tier })}</span>
    </span>
  );
}
