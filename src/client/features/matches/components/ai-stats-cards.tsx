import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { matchesArea } from "../messages";
import { OracleName } from "../../../components/oracle-name";
import { Spinner } from "../../../components/ui/spinner";
import { useAiStats } from "../../../lib/ai-stats";
import { formatPercentText, formatCount } from "../../../lib/format";
import { SectionHeading } from "./section-heading";

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** 'AI Oracle Stats': one card per oracle, highest Elo first (docs/rules.md#page-arena). */
export function AiStatsCards() {
  const { data, isLoading, isError } = useAiStats();
  const t = useT(matchesArea);
  const locale = useLocale();
  const stats = [...(data ?? [])].sort((a, b) => b.eloRating - a.eloRating);
  return (
    <section aria-labelledby="ai-oracle-stats">
      <SectionHeading id="ai-oracle-stats">{t("aiStats.title")}</SectionHeading>
      {isLoading && <Spinner label={t("aiStats.loading")} className="py-6" />}
      {isError && <p className="text-muted-foreground">{t("aiStats.unavailable")}</p>}
      {data && stats.length === 0 && <p className="text-muted-foreground">{t("aiStats.empty")}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        {stats.map((s) => (
          <article key={s.id} data-testid="ai-stats-card" className="rounded-2xl border border-border bg-card p-5">
            <OracleName ai={s.aiName} className="font-display text-xl" />
            <dl className="mt-4 grid grid-cols-3 gap-3">
              <Stat label="Elo" value={formatCount(s.eloRating, locale)} />
              <Stat label={t("col.wins")} value={formatCount(s.wins, locale)} />
              <Stat label={t("col.accuracy")} value={formatPercentText(s.accuracyPercent, locale)} />
              <Stat label={t("aiStats.matches")} value={formatCount(s.totalMatches, locale)} />
              <Stat label={t("aiStats.totalPoints")} value={formatCount(s.totalPoints, locale)} />
            </dl>
          </article>
        ))}
      </div>
    </section>
  );
}
