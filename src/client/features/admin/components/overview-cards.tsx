import { formatCount, formatCredits, formatDecimal } from "../../../lib/format";
import type { AdminBets, AdminMatches, AdminUsers } from "../api/admin-types";
import { StatTile } from "../../../components/ui/stat-tile";

/** The platform at a glance: users, matches and the betting economy. */
export function OverviewCards({ users, matches, bets }: { users: AdminUsers; matches: AdminMatches; bets: AdminBets }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5" data-testid="admin-overview">
      <StatTile label="Total Users" value={formatCount(users.totalUsers)} testId="admin-total-users" />
      <StatTile label="Active Users" value={formatCount(users.activeUsers)} hint="Credits moved or XP earned" testId="admin-active-users" />
      <StatTile label="New Users (7 days)" value={formatCount(users.newUsers7d)} testId="admin-new-7d" />
      <StatTile label="New Users (30 days)" value={formatCount(users.newUsers30d)} testId="admin-new-30d" />
      <StatTile label="Matches" value={formatCount(matches.total)} testId="admin-matches" />
      <StatTile label="Bets" value={formatCount(bets.totalBets)} hint={`${formatCount(bets.pending)} pending`} testId="admin-bets" />
      <StatTile label="Total Wagered" value={formatCredits(bets.totalWagered)} testId="admin-wagered" />
      <StatTile label="Total Paid Out" value={formatCredits(bets.totalPaidOut)} testId="admin-paid-out" />
      <StatTile label="House Edge" value={`${formatDecimal(bets.houseEdge * 100, 2)}%`} hint="Over settled bets" testId="admin-house-edge" />
    </dl>
  );
}
