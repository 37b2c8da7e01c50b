import { PlayerLayout } from "../components/layout/player-layout";
import { OracleComparison } from "../features/stats/components/oracle-comparison";
import { PlatformStats } from "../features/stats/components/platform-stats";
import { RecentResults } from "../features/stats/components/recent-results";
import { TopPlayers } from "../features/stats/components/top-players";
import { TrackRecord } from "../components/track-record/track-record";
import { useT } from "../lib/i18n/area";
import { statsPageArea } from "./messages/stats";

/** 'The AI Oracle Speaks': both oracles' records, the platform in numbers, and recent results (docs/rules.md#page-stats). */
export default function StatsPage() {
  const t = useT(statsPageArea);
  return (
    <PlayerLayout>
      <section className="text-center">
        <h1 className="font-display text-3xl font-bold sm:text-5xl">{t("title")}</h1>
        <p className="mt-3 text-muted-foreground">{t("intro")}</p>
      </section>
      <div className="mt-8 grid gap-10">
        <OracleComparison />
        <TrackRecord />
        <PlatformStats />
        <TopPlayers />
        <RecentResults />
      </div>
    </PlayerLayout>
  );
}
