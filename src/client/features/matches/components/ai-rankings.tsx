import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { matchesArea } from "../messages";
import { rankBy } from "@shared/ranking";
import { OracleName } from "../../../components/oracle-name";
import { Spinner } from "../../../components/ui/spinner";
import { useAiStats } from "../../../lib/ai-stats";
import { formatPercentText, formatCount } from "../../../lib/format";
import { NumberCell, RankCell, RankingTable } from "./ranking-table";

/** 'AI Rankings': the oracles by Elo; equal Elo shares a rank (docs/rules.md#leaderboards). */
export function AiRankings() {
  const { data, isLoading, isError } = useAiStats();
  const t = useT(matchesArea);
  const locale = useLocale();
  if (isLoading) return <Spinner label={t("board.loadingAi")} />;
  if (isError) return <p className="py-6 text-center text-muted-foreground">{t("board.aiUnavailable")}</p>;
  const ranked = rankBy(data ?? [], (s) => s.eloRating);
  if (ranked.length === 0) return <p className="py-6 text-center text-muted-foreground">{t("aiStats.empty")}</p>;
  return (
    <RankingTable label={t("board.ai")} columns={[t("col.rank"), t("col.oracle"), t("col.predictions"), t("col.accuracy"), "Elo", t("col.wins")]}>
      {ranked.map((s) => (
        <tr key={s.id} data-testid="ai-ranking-row">
          <RankCell rank={s.rank} />
          <td className="px-2 py-3 sm:px-4">
            <OracleName ai={s.aiName} />
          </td>
          <NumberCell>{formatCount(s.totalMatches, locale)}</NumberCell>
          <NumberCell>{formatPercentText(s.accuracyPercent, locale)}</NumberCell>
          <NumberCell>{formatCount(s.eloRating, locale)}</NumberCell>
          <NumberCell>{formatCount(s.wins, locale)}</NumberCell>
        </tr>
      ))}
    </RankingTable>
  );
}
