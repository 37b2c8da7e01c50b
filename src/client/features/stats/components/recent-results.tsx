import { Link } from "wouter";
import { AI_NAMES } from "@shared/constants";
import { LocalTime } from "../../../components/local-time";
import { OracleName } from "../../../components/oracle-name";
import { useMatchStats } from "../api/get-match-stats";
import { Panel } from "../../../components/ui/panel";
import { useFigureTexts } from "../../../components/ui/when-loaded";
import { useT } from "../../../lib/i18n/area";
import { statsArea } from "../messages";

const RECENT = 5;

/** The 5 most recent completed matches: score and each oracle's points, each leading to its match. */
export function RecentResults() {
  const t = useT(statsArea);
  const figureTexts = useFigureTexts();
  const query = useMatchStats();
  const matches = query.data?.recentCompleted.slice(0, RECENT) ?? [];
  return (
    <Panel look="section" title={t("recent.title")} query={query} {...figureTexts} empty={matches.length === 0 ? t("recent.empty") : null}>
      {matches.length > 0 && (
        <ul className="grid gap-2" aria-label={t("recent.label")}>
          {matches.map((m) => (
            <li key={m.id}>
              <Link
                href={`/match/${m.id}`}
                data-testid="recent-result"
                className="grid min-h-11 gap-2 rounded-xl border border-border bg-card p-3 transition-colors hover:bg-muted sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-4 sm:p-4"
              >
                <span className="min-w-0">
                  <span className="block font-semibold [overflow-wrap:anywhere]">{t("recent.match", { home: m.homeTeam, away: m.awayTeam })}</span>
                  <LocalTime at={m.matchDate} className="text-xs text-muted-foreground" />
                </span>
                <span className="font-display text-2xl font-bold tabular-nums" data-testid="recent-score">
                  {m.actualScore ?? "-"}
                </span>
                <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {AI_NAMES.map((ai) => (
                    <span key={ai} className="whitespace-nowrap">
                      <OracleName ai={ai} />{" "}
                      <span className="tabular-nums">{m.points[ai] === null ? "-" : t("recent.points", { points: String(m.points[ai]) })}</span>
                    </span>
                  ))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
