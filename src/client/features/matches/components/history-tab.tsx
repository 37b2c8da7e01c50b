import { useT } from "@client/lib/i18n/area";
import { matchesArea } from "../messages";
import { History } from "lucide-react";
import type { ListedMatch } from "@shared/api/matches";
import { orderHistory } from "@shared/match-display";
import { Spinner } from "../../../components/ui/spinner";
import { AiStatsCards } from "./ai-stats-cards";
import { Badge } from "./badge";
import { EmptyState } from "./empty-state";
import { HistoryCard } from "./history-card";
import { SectionHeading } from "./section-heading";

/** The History tab: oracle stats, then the completed matches with their prophecies and points. */
export function HistoryTab({ matches, isLoading }: { matches: ListedMatch[]; isLoading: boolean }) {
  const history = orderHistory(matches);
  const t = useT(matchesArea);
  return (
    <div className="grid gap-10">
      <AiStatsCards />
      <section aria-labelledby="match-history">
        <SectionHeading
          id="match-history"
          // The count waits for the list with the cards: while it loads, "0 completed" beside the spinner would be false.
          aside={
            isLoading ? undefined : <Badge tone="primary">{t("history.completed", { count: history.length, shown: String(history.length) })}</Badge>
          }
        >
          {t("history.title")}
        </SectionHeading>
        {isLoading ? (
          <Spinner label={t("loadingMatches")} />
        ) : history.length === 0 ? (
          <EmptyState icon={History} title={t("history.empty")} text={t("history.emptyText")} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {history.map((match) => (
              <HistoryCard key={match.id} match={match} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
