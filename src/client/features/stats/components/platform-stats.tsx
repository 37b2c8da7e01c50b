import { OracleName } from "../../../components/oracle-name";
import { formatCount, formatCredits } from "../../../lib/format";
import { useBetStats } from "../api/get-bet-stats";
import { useUserStats } from "../api/get-user-stats";
import { Panel } from "../../../components/ui/panel";
import { StatTile } from "../../../components/ui/stat-tile";
import { combineQueries, FIGURE_TEXTS } from "../../../components/ui/when-loaded";

/** Players and the betting economy: counts, credits wagered and paid out, backers per oracle. */
export function PlatformStats() {
  const users = useUserStats();
  const bets = useBetStats();
  return (
    <Panel look="section" title="Platform Stats" query={combineQueries(users, bets)} {...FIGURE_TEXTS}>
      {users.data && bets.data && (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="platform-stats">
          <StatTile label="Total Players" value={formatCount(users.data.totalUsers)} testId="total-players" />
          <StatTile label="Active Today" value={formatCount(users.data.activeToday)} />
          <StatTile label="New This Week" value={formatCount(users.data.newThisWeek)} />
          <StatTile label="Total Bets" value={formatCount(bets.data.totalBets)} testId="total-bets" />
          <StatTile label="Total Wagered" value={formatCredits(bets.data.totalWagered)} />
          <StatTile label="Paid Out" value={formatCredits(bets.data.totalPaidOut)} />
          <StatTile label="Pending Bets" value={formatCount(bets.data.pending)} />
          <StatTile
            label={
              <>
                Backers: <OracleName ai="ChatGPT" /> / <OracleName ai="Grok" />
              </>
            }
            value={`${formatCount(bets.data.backers.ChatGPT)} / ${formatCount(bets.data.backers.Grok)}`}
            testId="backers"
          />
        </dl>
      )}
    </Panel>
  );
}
