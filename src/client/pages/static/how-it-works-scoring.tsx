import { PAYOUT_MULTIPLIER, POINTS } from "@shared/constants";
import { formatCredits } from "../../lib/format";
import { useT } from "../../lib/i18n/area";
import { useLocale } from "../../lib/i18n/locale";
import { rich } from "../../lib/i18n/rich";
import { howItWorksArea } from "./messages/how-it-works";
import { TiebreakSection } from "./how-it-works-tiebreak";

// Worked examples against an actual result of 2-1, one per scoring tier.
const EXAMPLES = [
  { predicted: "2-1", points: POINTS.exact, why: "exact" },
  { predicted: "3-1", points: POINTS.outcome, why: "outcome" },
  { predicted: "1-2", points: POINTS.goalDifference, why: "difference" },
  { predicted: "1-1", points: POINTS.miss, why: "miss" },
] as const;

const EXAMPLE_STAKES = [500, 1_001];

/** The scoring and payout rules of How It Works. */
export function ScoringSection() {
  const t = useT(howItWorksArea);
  const locale = useLocale();
  const strong = (text: string) => <strong>{text}</strong>;
  return (
    <>
      <h2>{t("scoring.title")}</h2>
      <p>{t("scoring.intro")}</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>{rich(t("scoring.exact", { points: POINTS.exact }), [strong])}</li>
        <li>{rich(t("scoring.outcome", { points: POINTS.outcome }), [strong])}</li>
        <li>{rich(t("scoring.difference", { points: POINTS.goalDifference }), [strong])}</li>
        <li>{rich(t("scoring.miss", { points: POINTS.miss }), [strong])}</li>
      </ul>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-sm">
          <caption className="p-3 text-left text-muted-foreground">{t("scoring.caption")}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-3">
                {t("scoring.prediction")}
              </th>
              <th scope="col" className="p-3">
                {t("scoring.points")}
              </th>
              <th scope="col" className="p-3">
                {t("scoring.why")}
              </th>
            </tr>
          </thead>
          <tbody>
            {EXAMPLES.map((example) => (
              <tr key={example.predicted} className="border-t border-border">
                <td className="p-3 font-semibold">{example.predicted}</td>
                <td className="p-3">{example.points}</td>
                <td className="p-3">{t(`scoring.why.${example.why}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{rich(t("scoring.winner"), [strong])}</p>

      <h2>{t("payouts.title")}</h2>
      <p>{t("payouts.body", { multiplier: PAYOUT_MULTIPLIER.toLocaleString(locale) })}</p>
      <ul className="list-disc space-y-1 pl-6">
        {EXAMPLE_STAKES.map((stake) => {
          const payout = Math.floor(stake * PAYOUT_MULTIPLIER);
          return (
            <li key={stake}>
              {t("payouts.example", {
                stake: formatCredits(stake, locale),
                payout: formatCredits(payout, locale),
                profit: formatCredits(payout - stake, locale),
              })}
            </li>
          );
        })}
      </ul>

      <TiebreakSection />

      <h2>{t("refunds.title")}</h2>
      <p>{t("refunds.body")}</p>
    </>
  );
}
