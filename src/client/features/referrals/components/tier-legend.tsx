import { TIER_LEGEND } from "../lib/tiers";
import { TierMedal } from "./tier-medal";
import { useT } from "@client/lib/i18n/area";
import { referralsArea } from "../messages";

/** The medal tiers by number of friends invited (docs/rules.md#referral-tiers). */
export function TierLegend() {
  const t = useT(referralsArea);
  return (
    <section aria-labelledby="tier-legend-heading" className="rounded-2xl border border-border bg-card p-4" data-testid="tier-legend">
      <h2 id="tier-legend-heading" className="text-sm font-semibold text-muted-foreground">
        {t("tiers.heading")}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {TIER_LEGEND.map(({ tier, range }) => (
          <li key={tier} className="flex flex-col items-center gap-1 rounded-xl bg-muted p-3 text-center">
            <TierMedal tier={tier} />
            <span className="text-xs text-muted-foreground">{t("tiers.range", { range })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
