import { lazy, Suspense } from "react";
import { Spinner } from "../../../components/ui/spinner";
import { useAdminBets } from "../api/get-admin-bets";
import { useAdminMatches } from "../api/get-admin-matches";
import { useAdminProvider } from "../api/get-admin-provider";
import { useAdminUsers } from "../api/get-admin-users";
import { useViralAnalytics } from "../api/get-viral-analytics";
import { Panel } from "../../../components/ui/panel";
import { combineQueries, FIGURE_TEXTS } from "../../../components/ui/when-loaded";
import { MatchFeed } from "./match-feed";
import { MatchesAndBets } from "./matches-and-bets";
import { OverviewCards } from "./overview-cards";
import { TopPlayersLists } from "./top-players-lists";
import { ViralAnalyticsPanel } from "./viral-analytics";

// recharts is large: its chunk loads only when an admin's dashboard renders.
const AdminCharts = lazy(() => import("./admin-charts"));

/** The analytics (docs/rules.md#page-admin). `isAdmin` gates every read. */
export function AdminDashboard({ isAdmin }: { isAdmin: boolean }) {
  const users = useAdminUsers({ enabled: isAdmin });
  const matches = useAdminMatches({ enabled: isAdmin });
  const bets = useAdminBets({ enabled: isAdmin });
  const viral = useViralAnalytics({ enabled: isAdmin });
  const provider = useAdminProvider({ enabled: isAdmin });

  return (
    <div className="grid gap-10">
      <section className="text-center">
        <h1 className="font-display text-3xl font-bold sm:text-5xl">Admin Dashboard</h1>
        <p className="mt-3 text-muted-foreground">Players, matches, bets and how the league spreads.</p>
      </section>
      {/* First: a failing feed is what an operator must see without scrolling. */}
      <Panel look="section" title="Match Feed" query={provider} loading="Loading..." failed="The match feed's status could not be loaded.">
        {provider.data && <MatchFeed status={provider.data} />}
      </Panel>
      <Panel look="section" title="Overview" query={combineQueries(users, matches, bets)} {...FIGURE_TEXTS}>
        {users.data && matches.data && bets.data && <OverviewCards users={users.data} matches={matches.data} bets={bets.data} />}
      </Panel>
      <Panel look="section" title="Matches & Bets" query={combineQueries(matches, bets)} {...FIGURE_TEXTS}>
        {matches.data && bets.data && <MatchesAndBets matches={matches.data} bets={bets.data} />}
      </Panel>
      <Panel look="section" title="Viral Analytics" query={viral} {...FIGURE_TEXTS}>
        {viral.data && <ViralAnalyticsPanel viral={viral.data} />}
      </Panel>
      <Panel look="section" title="Charts" query={combineQueries(users, viral)} {...FIGURE_TEXTS}>
        {users.data && viral.data && (
          <Suspense fallback={<Spinner label="Loading charts..." className="py-8" />}>
            <AdminCharts
              signupsByDay={users.data.signupsByDay}
              sharesByPlatform={viral.data.shares.sharesByPlatform}
              referrals={viral.data.referrals}
            />
          </Suspense>
        )}
      </Panel>
      <Panel look="section" title="Top Players" query={users} {...FIGURE_TEXTS}>
        {users.data && <TopPlayersLists users={users.data} />}
      </Panel>
    </div>
  );
}
