import type { AiStats } from "@shared/api/matches";
import { AI_NAMES } from "@shared/constants";
import { OracleName } from "../../../components/oracle-name";
import { useAiStats } from "../../../lib/ai-stats";
import { formatCount, formatDecimal, formatPercentText } from "../../../lib/format";
import { AccuracyVerdict } from "./accuracy-verdict";
import { Panel } from "../../../components/ui/panel";
import { useFigureTexts } from "../../../components/ui/when-loaded";
import { useLocale } from "../../../lib/i18n/locale";
import { useT } from "../../../lib/i18n/area";
import { statsArea } from "../messages";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold tabular-nums sm:text-xl">{value}</dd>
    </div>
  );
}

function OracleCard({ stats }: { stats: AiStats }) {
  const t = useT(statsArea);
  const locale = useLocale();
  return (
    <article className="rounded-2xl border border-border bg-card p-5" data-testid={`oracle-stats-${stats.aiName}`}>
      <OracleName ai={stats.aiName} className="font-display text-2xl" />
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Elo" value={formatCount(stats.eloRating, locale)} />
        <Figure label={t("oracles.wins")} value={formatCount(stats.wins, locale)} />
        <Figure label={t("oracles.matches")} value={formatCount(stats.totalMatches, locale)} />
        <Figure label={t("oracles.accuracy")} value={formatPercentText(stats.accuracyPercent, locale)} />
        <Figure label={t("oracles.totalPoints")} value={formatCount(stats.totalPoints, locale)} />
        <Figure
          label={t("oracles.pointsPerMatch")}
          value={formatDecimal(stats.totalMatches > 0 ? stats.totalPoints / stats.totalMatches : 0, 1, locale)}
        />
      </dl>
    </article>
  );
}

/** Both oracles side by side, El Divino first, and the accuracy verdict. */
export function OracleComparison() {
  const t = useT(statsArea);
  const figureTexts = useFigureTexts();
  const query = useAiStats();
  const stats = AI_NAMES.flatMap((ai) => query.data?.filter((s) => s.aiName === ai) ?? []);
  return (
    <Panel look="section" title={t("oracles.title")} query={query} {...figureTexts} empty={stats.length === 0 ? t("oracles.empty") : null}>
      {stats.length > 0 && (
        <div className="grid gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            {stats.map((s) => (
              <OracleCard key={s.id} stats={s} />
            ))}
          </div>
          <AccuracyVerdict stats={stats} />
        </div>
      )}
    </Panel>
  );
}
