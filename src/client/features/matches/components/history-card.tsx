import { format } from "date-fns/format";
import { dateFormats } from "@shared/i18n/format";
import type { Locale } from "@shared/i18n/locales";
import { Link } from "wouter";
import type { ListedMatch, ListedPrediction } from "@shared/api/matches";
import { OracleName } from "../../../components/oracle-name";
import { buttonVariants } from "../../../components/ui/button";
import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { matchesArea } from "../messages";
import { DuelWinner } from "./duel-winner";

/** "Nov 28, 2026" in English as ever; the player's language writes its own short date. */
function matchDay(at: string, locale: Locale): string {
  const date = new Date(at);
  if (locale === "en") return format(date, "MMM d, yyyy");
  return dateFormats(undefined, locale).fullDate.format(date);
}

function PredictionRow({ prediction }: { prediction: ListedPrediction }) {
  const t = useT(matchesArea);
  return (
    <div className="rounded-xl bg-muted/60 p-3" data-testid="history-prediction">
      <OracleName ai={prediction.aiName} className="text-sm" />
      <p className="font-display text-xl font-bold tabular-nums">{prediction.predictedScore}</p>
      <p className="text-xs text-muted-foreground">{t("history.confidence", { confidence: prediction.confidence })}</p>
      <p className="text-sm font-semibold">
        {prediction.points === null ? t("history.scoring") : t("history.points", { points: prediction.points })}
      </p>
    </div>
  );
}

/** A completed match in Match History (docs/rules.md#page-arena). */
export function HistoryCard({ match }: { match: ListedMatch }) {
  const t = useT(matchesArea);
  const locale = useLocale();
  return (
    <article data-testid="history-card" className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4">
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{match.leagueName}</p>
          <h3 className="font-display text-lg font-bold leading-snug">{t("fixture", { home: match.homeTeam, away: match.awayTeam })}</h3>
        </div>
        <time dateTime={match.matchDate} className="shrink-0 text-sm text-muted-foreground">
          {matchDay(match.matchDate, locale)}
        </time>
      </div>
      <p className="text-center">
        <span className="block text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t("finalScore")}</span>
        <span className="font-display text-3xl font-bold tabular-nums">{match.actualScore ?? "-"}</span>
      </p>
      {match.predictions.length > 0 && (
        <div className="grid grid-cols-2 gap-2 text-center">
          {match.predictions.map((p) => (
            <PredictionRow key={p.id} prediction={p} />
          ))}
        </div>
      )}
      <DuelWinner match={match} />
      <Link href={`/match/${match.id}`} className={buttonVariants({ variant: "outline", className: "mt-auto w-full" })}>
        {t("history.viewAnalysis")}
      </Link>
    </article>
  );
}
