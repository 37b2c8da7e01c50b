import { AI_NAMES } from "@shared/constants";
import { OracleStatsCard } from "../../../components/oracle-stats-card";
import { useAiStats } from "../../../lib/ai-stats";
import { AccuracyVerdict } from "./accuracy-verdict";
import { Panel } from "../../../components/ui/panel";
import { useFigureTexts } from "../../../components/ui/when-loaded";
import { useT } from "../../../lib/i18n/area";
import { statsArea } from "../messages";

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
              <OracleStatsCard
                key={s.id}
                stats={s}
                size="lg"
                testId={`oracle-stats-${s.aiName}`}
                figures={[
                  ["elo", "Elo"],
                  ["wins", t("oracles.wins")],
                  ["matches", t("oracles.matches")],
                  ["accuracy", t("oracles.accuracy")],
                  ["totalPoints", t("oracles.totalPoints")],
                  ["pointsPerMatch", t("oracles.pointsPerMatch")],
                ]}
              />
            ))}
          </div>
          <AccuracyVerdict stats={stats} />
        </div>
      )}
    </Panel>
  );
}
