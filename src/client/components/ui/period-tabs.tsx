import { LEAGUE_PERIODS, type LeaguePeriod } from "@shared/season";
import { TabsList, TabsTrigger } from "./tabs";

export const PERIOD_LABELS: Record<LeaguePeriod, string> = { week: "This Week", month: "This Month", season: "Season" };

/** The week / month / season switch of a pick table (a league's, the Prophets'): goes inside a Tabs. */
export function PeriodTabList() {
  return (
    <TabsList aria-label="Period">
      {LEAGUE_PERIODS.map((p) => (
        <TabsTrigger key={p} value={p}>
          {PERIOD_LABELS[p]}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
