import { LEAGUE_PERIODS, type LeaguePeriod } from "@shared/season";
import { useT } from "../../lib/i18n/area";
import { uiArea } from "./messages";
import { TabsList, TabsTrigger } from "./tabs";

/** Each period's words in English (a shared league table's text still takes these). */
export const PERIOD_LABELS: Record<LeaguePeriod, string> = { week: "This Week", month: "This Month", season: "Season" };
/** Each period's message in the ui area. */
export const PERIOD_IDS = { week: "period.week", month: "period.month", season: "period.season" } as const satisfies Record<LeaguePeriod, string>;

/** The week / month / season switch of a pick table (a league's, the Prophets'): goes inside a Tabs. */
export function PeriodTabList() {
  const t = useT(uiArea);
  return (
    <TabsList aria-label={t("period.label")}>
      {LEAGUE_PERIODS.map((p) => (
        <TabsTrigger key={p} value={p}>
          {t(PERIOD_IDS[p])}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
