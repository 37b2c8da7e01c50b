import { useState } from "react";
import { Link } from "wouter";
import { LEAGUE_PERIODS, type LeaguePeriod } from "@shared/season";
import { Button } from "../../../components/ui/button";
import { Tabs, TabsContent } from "../../../components/ui/tabs";
import { errorMessage } from "../../../lib/api";
import { formatDate } from "../../../lib/format";
import { useProphets } from "../api/get-prophets";
import { standingLine } from "../lib/standing-line";
import { ProphetLinesTable } from "./prophet-lines-table";
import { PeriodTabList } from "../../../components/ui/period-tabs";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import type { Locale } from "@shared/i18n/locales";
import { picksArea } from "../messages";

/** A period starts at midnight UTC (shared/season.ts): its date as such, "Mon 23 Nov". */
const periodStart = (from: string, locale: Locale) => formatDate(from, new Date(), "UTC", locale);

/**
 * Every player ranked by the points of their own score picks, for the week, the month or the season,
 * with the oracles and the crowd as guests where they would stand (like a league's table, for all).
 */
export function ProphetsTable() {
  const [period, setPeriod] = useState<LeaguePeriod>("week");
  return (
    <Tabs value={period} onValueChange={(value) => setPeriod(value as LeaguePeriod)} className="grid min-w-0 gap-3">
      <PeriodTabList />
      {/* A panel per tab, so each tab names the panel it controls; only the chosen one reads its table. */}
      {LEAGUE_PERIODS.map((p) => (
        <TabsContent key={p} value={p} className="grid min-w-0 gap-3">
          {p === period && <PeriodTable period={p} />}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function PeriodTable({ period }: { period: LeaguePeriod }) {
  const t = useT(picksArea);
  const locale = useLocale();
  const { data: table, isLoading, error, refetch, isFetching } = useProphets(period);
  if (isLoading) return <p className="text-muted-foreground">{t("table.loading")}</p>;
  if (error || !table) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p className="text-destructive">{errorMessage(error, t("table.loadFailed"))}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  }
  return (
    <>
      <p className="text-sm text-muted-foreground" data-testid="prophets-standing">
        {standingLine(table, period, t, locale)}{" "}
        <Link href="/picks" className="font-semibold text-primary underline-offset-4 hover:underline">
          {t("makePicks")}
        </Link>
      </p>
      {table.players === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted-foreground" data-testid="prophets-empty">
          {t("table.empty", { period })}
        </p>
      ) : (
        <div className="overflow-hidden rounded-2xl border border-border bg-card">
          <ProphetLinesTable table={table} />
          <p className="border-t border-border p-3 text-xs text-muted-foreground">{t("table.footnote", { date: periodStart(table.from, locale) })}</p>
        </div>
      )}
    </>
  );
}
