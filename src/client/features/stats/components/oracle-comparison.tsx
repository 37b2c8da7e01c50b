import type { AiStats } from "@shared/api/matches";
import { AI_NAMES } from "@shared/constants";
import { OracleName } from "../../../components/oracle-name";
import { useAiStats } from "../../../lib/ai-stats";
import { formatAccuracy, formatCount } from "../../../lib/format";
import { pointsPerMatch } from "../lib/format";
import { AccuracyVerdict } from "./accuracy-verdict";
import { Panel } from "../../../components/ui/panel";
import { FIGURE_TEXTS } from "../../../components/ui/when-loaded";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold tabular-nums sm:text-xl">{value}</dd>
    </div>
  );
}

function OracleCard({ stats }: { stats: AiStats }) {
  return (
    <article className="rounded-2xl border border-border bg-card p-5" data-testid={`oracle-stats-${stats.aiName}`}>
      <OracleName ai={stats.aiName} className="font-display text-2xl" />
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Elo" value={formatCount(stats.eloRating)} />
        <Figure label="Wins" value={formatCount(stats.wins)} />
        <Figure label="Matches" value={formatCount(stats.totalMatches)} />
        <Figure label="Accuracy" value={formatAccuracy(stats.accuracyPercent)} />
        <Figure label="Total points" value={formatCount(stats.totalPoints)} />
        <Figure label="Points per match" value={pointsPerMatch(stats.totalPoints, stats.totalMatches)} />
      </dl>
    </article>
  );
}

/** Both oracles side by side, El Divino first, and the accuracy verdict. */
export function OracleComparison() {
  const query = useAiStats();
  const stats = AI_NAMES.flatMap((ai) => query.data?.filter((s) => s.aiName === ai) ?? []);
  return (
    <Panel
      look="section"
      title="The Oracles"
      query={query}
      {...FIGURE_TEXTS}
      empty={stats.length === 0 ? "No AI stats yet. Complete a match to see rankings." : null}
    >
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
