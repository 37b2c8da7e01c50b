import { Trophy } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { League, LeagueHonours as Honours } from "@shared/api/leagues";
import { HONOUR_MONTHS_SHOWN } from "@shared/constants";
import { formatMonth } from "@shared/i18n/format";
import { leagueTableQuery, periodStartOf, type CrownedPeriod } from "@shared/season";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { formatCount } from "../../../lib/format";
import { rich } from "../../../lib/i18n/rich";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { useLeagueHonours } from "../api/get-leagues";
import { periodShown } from "../lib/period-shown";
import { leaguesArea } from "../messages";

type Honour = Honours["months"][number];

/**
 * A league's roll of honour (docs/rules.md#honours): each finished season's champions and each month's winners, the
 * latest first, each a link to that table as it ended. Last season's champion stays on the page all the next season.
 */
export function LeagueHonours({ league }: { league: League }) {
  const t = useT(leaguesArea);
  const locale = useLocale();
  const honours = useLeagueHonours(league.id);
  const [allMonths, setAllMonths] = useState(false);
  const { seasons = [], months = [] } = honours.data ?? {};
  return (
    <Panel
      title={t("honours.title")}
      icon={Trophy}
      tone="text-accent"
      testId="league-honours"
      query={honours}
      loading={t("honours.loading")}
      failed={t("honours.failed")}
      empty={seasons.length + months.length === 0 && t("honours.empty", { month: formatMonth(periodStartOf("month", new Date()), locale) })}
    >
      <div className="mt-3 grid gap-4">
        {seasons.length > 0 && <HonourList leagueId={league.id} period="season" heading={t("honours.seasons")} honours={seasons} />}
        {months.length > 0 && (
          <HonourList
            leagueId={league.id}
            period="month"
            heading={t("honours.months")}
            honours={allMonths ? months : months.slice(0, HONOUR_MONTHS_SHOWN)}
          />
        )}
        {!allMonths && months.length > HONOUR_MONTHS_SHOWN && (
          <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setAllMonths(true)}>
            {t("honours.allMonths", { count: months.length })}
          </Button>
        )}
      </div>
    </Panel>
  );
}

function HonourList({ leagueId, period, heading, honours }: { leagueId: number; period: CrownedPeriod; heading: string; honours: Honour[] }) {
  const t = useT(leaguesArea);
  const locale = useLocale();
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-muted-foreground">{heading}</h3>
      <ol className="grid gap-2" aria-label={heading} data-testid={`honours-${period}`}>
        {honours.map((honour) => (
          <li key={honour.from} className="grid gap-0.5">
            {/* The same address as the period's wrap-up in the bell: the page opens on that table as it ended. */}
            <Link
              href={`/leagues/${leagueId}?${leagueTableQuery(period, honour.from)}`}
              className="justify-self-start font-semibold text-primary underline-offset-4 hover:underline"
            >
              {periodShown({ period, from: honour.from }, t, locale)}
            </Link>
            <span className="text-sm text-muted-foreground">
              {rich(
                t("table.winner", {
                  count: honour.winners.length,
                  names: honour.winners.map((w) => w.username).join(", "),
                  points: honour.points,
                  shown: formatCount(honour.points, locale),
                }),
                [(names) => <span className="font-semibold break-words text-foreground">{names}</span>],
              )}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
