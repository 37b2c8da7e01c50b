import { Trophy } from "lucide-react";
import { Link } from "wouter";
import { leagueTableQuery } from "@shared/season";
import { Panel } from "../../../components/ui/panel";
import { errorMessage } from "../../../lib/api";
import { formatCount } from "../../../lib/format";
import { rich } from "../../../lib/i18n/rich";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { useLeagueTitles } from "../api/get-leagues";
import { leaguesLink } from "./leagues-link";
import { periodShown } from "../lib/period-shown";
import { leaguesArea } from "../messages";

/**
 * The profile's league titles (docs/rules.md#honours): each month and season the player won in one of their leagues,
 * the latest first, each opening that table as it ended.
 */
export function LeagueTitles() {
  const t = useT(leaguesArea);
  const locale = useLocale();
  const query = useLeagueTitles();
  const titles = query.data;
  return (
    <Panel
      title={t("titles.title")}
      icon={Trophy}
      tone="text-accent"
      testId="league-titles"
      query={query}
      loading={t("titles.loading")}
      failed={errorMessage(query.error, t("titles.failed"))}
      empty={titles?.length === 0 ? rich(t("titles.empty"), [leaguesLink]) : null}
    >
      {titles && (
        <ul className="mt-3 grid gap-2">
          {titles.map((title) => (
            <li key={`${title.leagueId}-${title.period}-${title.from}`} className="rounded-xl bg-muted/40 p-3" data-testid="league-title">
              <p className="font-semibold">
                <Trophy className="mr-1 inline size-4 text-accent" aria-hidden />
                <Link
                  href={`/leagues/${title.leagueId}?${leagueTableQuery(title.period, title.from)}`}
                  className="underline-offset-2 hover:underline"
                >
                  {title.leagueName}
                </Link>
              </p>
              <p className="text-sm text-muted-foreground">
                {t("titles.line", {
                  period: periodShown(title, t, locale),
                  points: title.points,
                  shown: formatCount(title.points, locale),
                })}
                {title.shared && ` · ${t("titles.shared")}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
