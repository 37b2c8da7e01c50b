import { Trophy } from "lucide-react";
import { useId } from "react";
import type { LeagueChances as Chances, LeagueTable } from "@shared/api/leagues";
import { PlayerName } from "../../../components/player-name";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/api";
import { formatProbability, formatCount } from "../../../lib/format";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { useLeagueChances } from "../api/get-leagues";
import { useLeaguePush } from "../hooks/use-league-push";
import { leagueRaceMoved } from "../../../lib/domain-events";
import { leaguesArea } from "../messages";

/**
 * "Can I still win?" under the week's or the month's table (docs/rules.md#can-i-still-win): each member's chance of
 * topping it with every pick as it stands, in the table's order, and who can no longer reach first place.
 */
export function LeagueChances({ leagueId, period, table }: { leagueId: number; period: Chances["period"]; table: LeagueTable }) {
  const t = useT(leaguesArea);
  const locale = useLocale();
  const titleId = useId();
  const { data, isLoading, error } = useLeagueChances(leagueId, period);
  useLeaguePush(leagueId, data?.matchIds, leagueRaceMoved);
  const byMember = new Map(data?.members.map((m) => [m.userId, m]));
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-2xl border border-border bg-card p-4" data-testid="league-chances">
      <div className="grid gap-1">
        <h3 id={titleId} className="flex items-center gap-2 font-display text-lg font-bold">
          <Trophy className="size-5 text-accent" aria-hidden />
          {t("chances.title")}
        </h3>
        <p className="text-sm text-muted-foreground">{t(period === "week" ? "chances.leadWeek" : "chances.leadMonth")}</p>
      </div>
      {isLoading ? (
        <p className="text-sm text-muted-foreground">{t("chances.loading")}</p>
      ) : error || !data ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(error, t("chances.loadFailed"))}
        </p>
      ) : (
        <>
          <ul className="grid gap-2">
            {table.rows.map((row) => {
              const figures = byMember.get(row.userId);
              if (!figures) return null;
              const percent = Math.round(figures.chance * 1000) / 10;
              return (
                <li
                  key={row.userId}
                  className={cn("grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-sm", row.isYou && "font-semibold")}
                  data-testid="league-chance"
                >
                  <PlayerName username={row.username} isYou={row.isYou} />
                  {figures.outOfRunning ? (
                    <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground" data-testid="out-of-running">
                      {t("chances.out")}
                    </span>
                  ) : (
                    <span className="tabular-nums" data-testid="chance">
                      {formatProbability(figures.chance, locale)}
                    </span>
                  )}
                  <div className="col-span-2 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                    <div className={cn("h-full rounded-full", row.isYou ? "bg-primary" : "bg-accent")} style={{ width: `${percent}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="text-xs text-muted-foreground">
            {data.matchesLeft === 0
              ? t(period === "week" ? "chances.doneWeek" : "chances.doneMonth")
              : t("chances.footnote", { count: data.matchesLeft, shown: formatCount(data.matchesLeft, locale) })}
          </p>
        </>
      )}
    </section>
  );
}
