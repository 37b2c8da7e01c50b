import { OracleName } from "../../../components/oracle-name";
import { formatCount, formatCredits } from "../../../lib/format";
import { useBetStats } from "../api/get-bet-stats";
import { useUserStats } from "../api/get-user-stats";
import { Panel } from "../../../components/ui/panel";
import { StatTile } from "../../../components/ui/stat-tile";
import { combineQueries, useFigureTexts } from "../../../components/ui/when-loaded";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { useLocale } from "../../../lib/i18n/locale";
import { rich } from "../../../lib/i18n/rich";
import { useT } from "../../../lib/i18n/area";
import { statsArea } from "../messages";

/** Players and the betting economy: counts, credits wagered and paid out, backers per oracle. */
export function PlatformStats() {
  const users = useUserStats();
  const bets = useBetStats();
  const t = useT(statsArea);
  const locale = useLocale();
  const figureTexts = useFigureTexts();
  return (
    <Panel look="section" title={t("platform.title")} query={combineQueries(users, bets)} {...figureTexts}>
      {users.data && bets.data && (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="platform-stats">
          <StatTile label={t("platform.totalPlayers")} value={formatCount(users.data.totalUsers, locale)} testId="total-players" />
          <StatTile label={t("platform.activeToday")} value={formatCount(users.data.activeToday, locale)} />
          <StatTile label={t("platform.newThisWeek")} value={formatCount(users.data.newThisWeek, locale)} />
          <StatTile label={t("platform.totalBets")} value={formatCount(bets.data.totalBets, locale)} testId="total-bets" />
          <StatTile label={t("platform.totalWagered")} value={formatCredits(bets.data.totalWagered, locale)} />
          <StatTile label={t("platform.paidOut")} value={formatCredits(bets.data.totalPaidOut, locale)} />
          <StatTile label={t("platform.pendingBets")} value={formatCount(bets.data.pending, locale)} />
          <StatTile
            label={
              <>
                {rich(t("platform.backers", { chatgpt: AI_DISPLAY_NAMES.ChatGPT, grok: AI_DISPLAY_NAMES.Grok }), [
                  () => <OracleName ai="ChatGPT" />,
                  () => <OracleName ai="Grok" />,
                ])}
              </>
            }
            value={`${formatCount(bets.data.backers.ChatGPT, locale)} / ${formatCount(bets.data.backers.Grok, locale)}`}
            testId="backers"
          />
        </dl>
      )}
    </Panel>
  );
}
