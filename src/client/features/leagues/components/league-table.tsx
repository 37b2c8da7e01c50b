import { ChevronLeft, ChevronRight, Share2, Star, Trophy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearch } from "wouter";
import type { League, LeagueTable as Table } from "@shared/api/leagues";
import { LEAGUE_PERIODS, leagueTableFromQuery, type LeaguePeriod } from "@shared/season";
import { Button } from "../../../components/ui/button";
import { Tabs, TabsContent } from "../../../components/ui/tabs";
import { errorMessage } from "../../../lib/api";
import { formatCount, formatDate } from "../../../lib/format";
import { useAuth } from "../../../lib/signed-in-user";
import { useLeagueTable, useProphetBadges } from "../api/get-leagues";
import { ShareBadgeDialog, ShareTableDialog } from "./league-share-dialogs";
import { LeagueTableLines } from "./league-table-lines";
import { LeagueChances } from "./league-chances";
import { MemberPicksDialog } from "./member-picks-dialog";
import { periodShown } from "../lib/period-shown";
import { ruleLines } from "../lib/rule-lines";
import { PERIOD_LABELS, PeriodTabList } from "../../../components/ui/period-tabs";
import { rich } from "../../../lib/i18n/rich";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { leaguesArea } from "../messages";

/**
 * A league's table with week / month / season tabs; the oracles and the crowd stand in as guests, the
 * latest Prophet of the Week wears a star, and the table (and the player's own badge) can be shared.
 */
export function LeagueTable({ league }: { league: League }) {
  const t = useT(leaguesArea);
  const locale = useLocale();
  // The page's address may name an earlier table (a week's wrap-up in the bell links to that week).
  const search = useSearch();
  const [asked] = useState(() => ({ ...leagueTableFromQuery(search, new Date()), named: new URLSearchParams(search).has("period") }));
  const [period, setPeriod] = useState<LeaguePeriod>(asked.period);
  // How many periods back the table shows: each tab starts at the current one.
  const [back, setBack] = useState(asked.back);
  const [sharing, setSharing] = useState<"table" | "badge" | null>(null);
  // The member whose picks behind their row are open (their name was tapped): their row is the table's as it is read
  // again, so the points the dialog states move with a settlement as its list does.
  const [picksOf, setPicksOf] = useState<number | null>(null);
  const { data: table, isLoading, isPlaceholderData, error } = useLeagueTable(league.id, period, back);
  const shown = table ? periodShown(table, t, locale) : null;
  const picksRow = table?.rows.find((r) => r.userId === picksOf);
  const { user } = useAuth();
  const { data: badges } = useProphetBadges();
  const prophets = new Set(table?.prophetOfTheWeek?.userIds ?? []);
  // The player's badge for the league's latest week, when they were its prophet.
  const latestBadge = badges?.find((b) => b.leagueId === league.id && b.weekStart === table?.prophetOfTheWeek?.weekStart);
  const youProphet = !!latestBadge;
  // Followed from a link to one of its tables, the page opens on the table, below the invite and the pointer.
  const section = useRef<HTMLElement>(null);
  const scrolled = useRef(!asked.named);
  const tableShown = !!table;
  useEffect(() => {
    if (scrolled.current || !tableShown) return;
    scrolled.current = true;
    section.current?.scrollIntoView({ block: "start" });
  }, [tableShown]);
  return (
    <section ref={section} aria-labelledby="league-table-title" className="grid min-w-0 scroll-mt-20 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="league-table-title" className="font-display text-2xl font-bold">
          {t("table.title")}
        </h2>
        <div className="flex flex-wrap gap-2">
          {youProphet && (
            <Button variant="outline" size="sm" onClick={() => setSharing("badge")}>
              <Star className="size-4 text-accent" aria-hidden />
              {t("table.shareBadge")}
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => setSharing("table")} disabled={!table}>
            <Share2 className="size-4" aria-hidden />
            {t("table.share")}
          </Button>
        </div>
      </div>
      {table?.prophetOfTheWeek && table.prophetOfTheWeek.userIds.length > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="prophet-of-the-week">
          <Star className="mr-1 inline size-4 fill-accent text-accent" aria-hidden />
          {rich(
            t("table.prophet", {
              date: formatDate(table.prophetOfTheWeek.weekStart, new Date(), "UTC", locale),
              names: table.rows
                .filter((r) => prophets.has(r.userId))
                .map((r) => r.username)
                .join(", "),
            }),
            [(names) => <span className="font-semibold text-foreground">{names}</span>],
          )}
        </p>
      )}
      <Tabs
        value={period}
        onValueChange={(value) => {
          setPeriod(value as LeaguePeriod);
          setBack(0);
        }}
        className="grid min-w-0 gap-3"
      >
        <PeriodTabList />
        {/* A panel per tab, so each tab names the panel it controls; only the chosen one shows the table. */}
        {LEAGUE_PERIODS.map((p) => (
          <TabsContent key={p} value={p} className="min-w-0">
            {p === period &&
              (isLoading ? (
                <p className="text-muted-foreground">{t("table.loading")}</p>
              ) : error || !table ? (
                <div className="grid justify-items-start gap-2">
                  <p role="alert" className="text-destructive">
                    {errorMessage(error, t("table.loadFailed"))}
                  </p>
                  {/* An address may ask for a period before the league was made: the way back to its current one. */}
                  {back > 0 && (
                    <Button variant="outline" size="sm" onClick={() => setBack(0)}>
                      {t("table.toCurrent")}
                    </Button>
                  )}
                </div>
              ) : (
                <div className="grid gap-3">
                  <PeriodStepper
                    label={shown!}
                    earlier={table.earlier && !isPlaceholderData ? () => setBack(back + 1) : null}
                    later={back > 0 && !isPlaceholderData ? () => setBack(back - 1) : null}
                  />
                  {table.back > 0 && table.period !== "week" && <PeriodWinner table={table} />}
                  <div className="overflow-hidden rounded-2xl border border-border bg-card">
                    <LeagueTableLines table={table} prophets={prophets} onMember={(row) => setPicksOf(row.userId)} />
                    <p className="border-t border-border p-3 text-xs text-muted-foreground">
                      {t("table.footnote", { date: formatDate(table.from, new Date(), "UTC", locale) })}
                    </p>
                    <p className="px-3 pb-3 text-xs text-muted-foreground" data-testid="table-rules">
                      {t("table.rules", {
                        rules: ruleLines(table.rules, t, (ids) => t("rules.someCompetitionsShort", { count: ids.length })).join(" · "),
                      })}
                      {table.rulesChanged && ` ${t("table.rulesChanged")}`}
                    </p>
                  </div>
                  {p !== "season" && back === 0 && <LeagueChances leagueId={league.id} period={p} table={table} />}
                </div>
              ))}
          </TabsContent>
        ))}
      </Tabs>
      {table && sharing === "table" && (
        <ShareTableDialog
          league={league}
          periodLabel={table.back === 0 ? PERIOD_LABELS[period] : shown!}
          table={table}
          onClose={() => setSharing(null)}
        />
      )}
      {user && latestBadge && sharing === "badge" && <ShareBadgeDialog badge={latestBadge} user={user} onClose={() => setSharing(null)} />}
      {table && shown && picksRow && (
        <MemberPicksDialog leagueId={league.id} table={table} row={picksRow} periodLabel={shown} onClose={() => setPicksOf(null)} />
      )}
    </section>
  );
}

/** The period shown, with a step to the one before (while the league has it) and back towards the current one. */
function PeriodStepper({ label, earlier, later }: { label: string; earlier: (() => void) | null; later: (() => void) | null }) {
  const t = useT(leaguesArea);
  return (
    <nav aria-label={t("table.periodShown")} className="flex items-center justify-between gap-2" data-testid="table-period">
      <Button variant="ghost" size="sm" onClick={earlier ?? undefined} disabled={!earlier}>
        <ChevronLeft className="size-4" aria-hidden />
        {t("table.earlier")}
      </Button>
      <p className="min-w-0 text-center text-sm font-semibold" aria-live="polite" data-testid="table-period-label">
        {label}
      </p>
      <Button variant="ghost" size="sm" onClick={later ?? undefined} disabled={!later}>
        {t("table.later")}
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}

/**
 * Who won an earlier month or season (its week has its Prophet of the Week): the members ranked first, with at least a
 * point.
 */
function PeriodWinner({ table }: { table: Table }) {
  const t = useT(leaguesArea);
  const locale = useLocale();
  const top = table.rows.filter((r) => r.rank === 1 && r.points + r.questionPoints > 0);
  if (top.length === 0) return null;
  const points = top[0]!.points + top[0]!.questionPoints;
  return (
    <p className="flex items-center justify-center gap-1.5 text-sm text-muted-foreground" data-testid="period-winner">
      <Trophy className="size-4 shrink-0 text-accent" aria-hidden />
      <span>
        {rich(
          t("table.winner", {
            count: top.length,
            names: top.map((r) => r.username).join(", "),
            points,
            shown: formatCount(points, locale),
          }),
          [(names) => <span className="font-semibold text-foreground">{names}</span>],
        )}
      </span>
    </p>
  );
}
