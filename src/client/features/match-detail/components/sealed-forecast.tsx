import { Fragment } from "react";
import type { Prediction } from "@shared/api/matches";
import { finalScoreChanceTexts } from "@shared/duel-verdict";
import { chanceOf, formatChance, scoreAt, type SealedGrid } from "@shared/sealed-forecast";
import { formatScore, type Score } from "@shared/scoring";
import { OracleName } from "../../../components/oracle-name";
import { rich } from "../../../lib/i18n/rich";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { matchDetailArea } from "../messages";

// A prediction's sealed forecast as the match page shows it once kick-off has revealed it: the
// likeliest scores and the chance it gives the score on the board (docs/rules.md#sealing).

/** The `count` likeliest scores of a grid, most likely first (ties: fewer home goals first). */
export function likeliestScores(grid: SealedGrid, count = 5): { score: string; chance: number }[] {
  return grid
    .map((chance, i) => ({
      score: formatScore(scoreAt(i)),
      chance,
      i,
    }))
    .sort((a, b) => b.chance - a.chance || a.i - b.i)
    .slice(0, count)
    .map(({ score, chance }) => ({ score, chance }));
}

/**
 * The forecast's likeliest scores, for one oracle's card. Nothing before kick-off (it is sealed).
 * `final` is the score on the board with its chance as printed beside the other oracle's, so the list
 * shows that score with the same decimals.
 */
export function ForecastTopScores({ prediction, final }: { prediction: Prediction; final?: { score: string; chance: string } }) {
  const t = useT(matchDetailArea);
  const locale = useLocale();
  if (!prediction.forecast) return null;
  return (
    <p className="mt-3 text-xs text-muted-foreground" data-testid={`forecast-${prediction.aiName}`}>
      <span className="font-semibold text-foreground">{`${t("forecast.sealed")} `}</span>
      {/* Each score stays beside its chance when the line wraps. */}
      {likeliestScores(prediction.forecast.grid).map(({ score, chance }, i) => (
        <Fragment key={score}>
          {i > 0 && " · "}
          <span className="whitespace-nowrap">{`${score} ${score === final?.score ? final.chance : formatChance(chance, 1, locale)}`}</span>
        </Fragment>
      ))}
    </p>
  );
}

/** While a match is live: the chance each oracle's forecast gives the score as it stands. */
export function LiveForecasts({ predictions, score }: { predictions: Prediction[]; score: Score }) {
  const t = useT(matchDetailArea);
  const locale = useLocale();
  const revealed = predictions.filter((p) => p.forecast);
  if (revealed.length === 0) return null;
  const board = `${score.home}-${score.away}`;
  // Side by side, so printed as a pair: two different chances never read alike (docs/decisions.md).
  const chances = finalScoreChanceTexts(
    revealed.map((p) => ({ aiName: p.aiName, finalScoreChance: chanceOf(p.forecast!.grid, score) })),
    locale,
  );
  return (
    <section aria-labelledby="live-forecasts-title" className="rounded-2xl border border-border bg-card p-5">
      <h2 id="live-forecasts-title" className="font-display text-xl">
        {t("forecast.liveTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("forecast.liveIntro")}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {revealed.map((p) => (
          <li key={p.id} className="rounded-xl bg-muted/60 p-3" data-testid={`live-forecast-${p.aiName}`}>
            <OracleName ai={p.aiName} className="text-sm" />
            <p className="text-sm">
              {rich(t("forecast.ifItEnds", { score: board, chance: chances[p.aiName] }), [(text) => <span className="font-semibold">{text}</span>])}
            </p>
            <ForecastTopScores prediction={p} final={{ score: board, chance: chances[p.aiName]! }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
