import { useT } from "@client/lib/i18n/area";
import { matchesArea } from "../messages";
import { OracleStatsCard } from "../../../components/oracle-stats-card";
import { Spinner } from "../../../components/ui/spinner";
import { useAiStats } from "../../../lib/ai-stats";
import { SectionHeading } from "./section-heading";

/** 'AI Oracle Stats': one card per oracle, highest Elo first (docs/rules.md#page-arena). */
export function AiStatsCards() {
  const { data, isLoading, isError } = useAiStats();
  const t = useT(matchesArea);
  const stats = [...(data ?? [])].sort((a, b) => b.eloRating - a.eloRating);
  return (
    <section aria-labelledby="ai-oracle-stats">
      <SectionHeading id="ai-oracle-stats">{t("aiStats.title")}</SectionHeading>
      {isLoading && <Spinner label={t("aiStats.loading")} className="py-6" />}
      {isError && <p className="text-muted-foreground">{t("aiStats.unavailable")}</p>}
      {data && stats.length === 0 && <p className="text-muted-foreground">{t("aiStats.empty")}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        {stats.map((s) => (
          <OracleStatsCard
            key={s.id}
            stats={s}
            dense
            testId="ai-stats-card"
            figures={[
              ["elo", "Elo"],
              ["wins", t("col.wins")],
              ["accuracy", t("col.accuracy")],
              ["matches", t("aiStats.matches")],
              ["totalPoints", t("aiStats.totalPoints")],
            ]}
          />
        ))}
      </div>
    </section>
  );
}
