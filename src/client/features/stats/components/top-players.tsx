import { TrendingDown, TrendingUp } from "lucide-react";
import type { UserStats } from "@shared/api/stats";
import { cn } from "../../../lib/cn";
import { formatCredits } from "../../../lib/format";
import { useUserStats } from "../api/get-user-stats";
import { Panel } from "../../../components/ui/panel";
import { useFigureTexts } from "../../../components/ui/when-loaded";
import { useLocale } from "../../../lib/i18n/locale";
import { useT } from "../../../lib/i18n/area";
import { statsArea } from "../messages";

type Entry = UserStats["topWinners"][number];

function Ranking({ title, entries, empty, kind }: { title: string; entries: Entry[]; empty: string; kind: "winners" | "losers" }) {
  const Icon = kind === "winners" ? TrendingUp : TrendingDown;
  const tone = kind === "winners" ? "text-success" : "text-destructive";
  const locale = useLocale();
  return (
    <div className="rounded-2xl border border-border bg-card p-5" data-testid={`top-${kind}`}>
      <h3 className="flex items-center gap-2 font-display text-xl font-bold">
        <Icon className={cn("size-5", tone)} aria-hidden />
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{empty}</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {entries.map((e, i) => (
            <li key={e.username} className="flex items-center justify-between gap-3 rounded-xl bg-muted px-3 py-2">
              <span className="min-w-0 truncate">
                <span className="mr-2 font-bold text-muted-foreground">{i + 1}.</span>
                {e.username}
              </span>
              <span className={cn("shrink-0 font-semibold tabular-nums", tone)}>
                {e.netProfit >= 0 ? "+" : "-"}
                {formatCredits(Math.abs(e.netProfit), locale)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The top 3 players by net profit, and the bottom 3. */
export function TopPlayers() {
  const t = useT(statsArea);
  const figureTexts = useFigureTexts();
  const query = useUserStats();
  return (
    <Panel look="section" title={t("players.title")} query={query} {...figureTexts}>
      {query.data && (
        <div className="grid gap-4 md:grid-cols-2">
          <Ranking title={t("players.topWinners")} entries={query.data.topWinners.slice(0, 3)} empty={t("players.noWinners")} kind="winners" />
          <Ranking title={t("players.topLosers")} entries={query.data.topLosers.slice(0, 3)} empty={t("players.noLosers")} kind="losers" />
        </div>
      )}
    </Panel>
  );
}
