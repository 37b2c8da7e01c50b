import { rankBy } from "@shared/ranking";
import { OracleName } from "../../../components/oracle-name";
import { Spinner } from "../../../components/ui/spinner";
import { useAiStats } from "../../../lib/ai-stats";
import { formatAccuracy, formatCount } from "../../../lib/format";
import { NumberCell, RankCell, RankingTable } from "./ranking-table";

/** 'AI Rankings': the oracles by Elo; equal Elo shares a rank (docs/rules.md#leaderboards). */
export function AiRankings() {
  const { data, isLoading, isError } = useAiStats();
  if (isLoading) return <Spinner label="Loading rankings..." />;
  if (isError) return <p className="py-6 text-center text-muted-foreground">AI rankings are unavailable right now.</p>;
  const ranked = rankBy(data ?? [], (s) => s.eloRating);
  if (ranked.length === 0) return <p className="py-6 text-center text-muted-foreground">No AI stats yet. Complete a match to see rankings.</p>;
  return (
    <RankingTable label="AI Rankings" columns={["Rank", "Oracle", "Predictions", "Accuracy", "Elo", "Wins"]}>
      {ranked.map((s) => (
        <tr key={s.id} data-testid="ai-ranking-row">
          <RankCell rank={s.rank} />
          <td className="px-2 py-3 sm:px-4">
            <OracleName ai={s.aiName} />
          </td>
          <NumberCell>{formatCount(s.totalMatches)}</NumberCell>
          <NumberCell>{formatAccuracy(s.accuracyPercent)}</NumberCell>
          <NumberCell>{formatCount(s.eloRating)}</NumberCell>
          <NumberCell>{formatCount(s.wins)}</NumberCell>
        </tr>
      ))}
    </RankingTable>
  );
}
