import { Bot, Share2, Star, Users } from "lucide-react";
import { useState } from "react";
import type { League } from "@shared/api/leagues";
import { PREDICTOR_DISPLAY_NAMES } from "@shared/constants";
import { LEAGUE_PERIODS, type LeaguePeriod } from "@shared/season";
import { weekLabel } from "../../../components/share/card-model";
import { Button } from "../../../components/ui/button";
import { ScrollFrame } from "../../../components/ui/scroll-frame";
import { Tabs, TabsContent } from "../../../components/ui/tabs";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/api";
import { formatCount, formatDate } from "../../../lib/format";
import { useAuth } from "../../../lib/signed-in-user";
import { useLeagueTable, useProphetBadges } from "../api/get-leagues";
import { linesOf } from "../lib/table-lines";
import { ShareBadgeDialog, ShareTableDialog } from "./league-share-dialogs";
import { PERIOD_LABELS, PeriodTabList } from "../../../components/ui/period-tabs";

/**
 * A league's table with week / month / season tabs; the oracles and the crowd stand in as guests, the
 * latest Prophet of the Week wears a star, and the table (and the player's own badge) can be shared.
 */
export function LeagueTable({ league }: { league: League }) {
  const [period, setPeriod] = useState<LeaguePeriod>("week");
  const [sharing, setSharing] = useState<"table" | "badge" | null>(null);
  const { data: table, isLoading, error } = useLeagueTable(league.id, period);
  const { user } = useAuth();
  const { data: badges } = useProphetBadges();
  const prophets = new Set(table?.prophetOfTheWeek?.userIds ?? []);
  // The player's badge for the league's latest week, when they were its prophet.
  const latestBadge = badges?.find((b) => b.leagueId === league.id && b.weekStart === table?.prophetOfTheWeek?.weekStart);
  const youProphet = !!latestBadge;
  return (
    <section aria-labelledby="league-table-title" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="league-table-title" className="font-display text-2xl font-bold">
          Table
        </h2>
        <div className="flex flex-wrap gap-2">
          {youProphet && (
            <Button variant="outline" size="sm" onClick={() => setSharing("badge")}>
              <Star className="size-4 text-accent" aria-hidden />
              Share your badge
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => setSharing("table")} disabled={!table}>
            <Share2 className="size-4" aria-hidden />
            Share table
          </Button>
        </div>
      </div>
      {table?.prophetOfTheWeek && table.prophetOfTheWeek.userIds.length > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="prophet-of-the-week">
          <Star className="mr-1 inline size-4 fill-accent text-accent" aria-hidden />
          Prophet of the Week ({weekLabel(table.prophetOfTheWeek.weekStart).replace(/^Week/, "week")}):{" "}
          <span className="font-semibold text-foreground">
            {table.rows
              .filter((r) => prophets.has(r.userId))
              .map((r) => r.username)
              .join(", ")}
          </span>
        </p>
      )}
      <Tabs value={period} onValueChange={(value) => setPeriod(value as LeaguePeriod)} className="grid min-w-0 gap-3">
        <PeriodTabList />
        {/* A panel per tab, so each tab names the panel it controls; only the chosen one shows the table. */}
        {LEAGUE_PERIODS.map((p) => (
          <TabsContent key={p} value={p} className="min-w-0">
            {p === period &&
              (isLoading ? (
                <p className="text-muted-foreground">Loading the table...</p>
              ) : error || !table ? (
                <p role="alert" className="text-destructive">
                  {errorMessage(error, "Could not load the table")}
                </p>
              ) : (
                <div className="overflow-hidden rounded-2xl border border-border bg-card">
                  <ScrollFrame label="League table">
                    <table className="w-full text-sm" data-testid="league-table">
                      <thead className="text-left text-xs uppercase text-muted-foreground">
                        <tr>
                          <th className="p-3">#</th>
                          <th className="p-3">Player</th>
                          <th className="p-3 text-right">Points</th>
                          <th className="p-3 text-right">Exact</th>
                          <th className="p-3 text-right">Picks</th>
                          <th className="p-3 text-right">Credits won</th>
                        </tr>
                      </thead>
                      <tbody>
                        {linesOf(table).map((line) =>
                          line.kind === "member" ? (
                            <tr
                              key={`m${line.row.userId}`}
                              className={cn("border-t border-border", line.row.isYou && "bg-primary/10 font-semibold")}
                              data-testid="league-row"
                            >
                              <td className="p-3 tabular-nums">{line.row.rank}</td>
                              <td className="relative p-3">
                                {line.row.username}
                                {line.row.isYou && (
                                  <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">You</span>
                                )}
                                {line.row.prophetWeeks > 0 && (
                                  <span
                                    className="ml-2 inline-flex items-center gap-0.5 text-xs text-accent"
                                    title={`Prophet of the Week ${line.row.prophetWeeks} ${line.row.prophetWeeks === 1 ? "time" : "times"} in this league`}
                                    data-testid="prophet-weeks"
                                  >
                                    <Star className={cn("size-3.5", prophets.has(line.row.userId) && "fill-accent")} aria-hidden />
                                    <span className="sr-only">Prophet of the Week, times:</span>
                                    {line.row.prophetWeeks}
                                  </span>
                                )}
                              </td>
                              <td className="p-3 text-right tabular-nums">{formatCount(line.row.points)}</td>
                              <td className="p-3 text-right tabular-nums">{formatCount(line.row.exact)}</td>
                              <td className="p-3 text-right tabular-nums">{formatCount(line.row.picks)}</td>
                              <td
                                className={cn(
                                  "p-3 text-right tabular-nums",
                                  line.row.creditsWon > 0 ? "text-success" : line.row.creditsWon < 0 && "text-destructive",
                                )}
                              >
                                {line.row.creditsWon > 0 ? "+" : ""}
                                {formatCount(line.row.creditsWon)}
                              </td>
                            </tr>
                          ) : (
                            <tr
                              key={`g${line.guest.name}`}
                              className="border-t border-dashed border-border text-muted-foreground"
                              data-testid="league-guest"
                            >
                              <td className="p-3 text-xs">guest</td>
                              <td className="p-3">
                                <span className="inline-flex items-center gap-1.5">
                                  {line.guest.name === "Crowd" ? <Users className="size-4" aria-hidden /> : <Bot className="size-4" aria-hidden />}
                                  {PREDICTOR_DISPLAY_NAMES[line.guest.name]}
                                </span>
                              </td>
                              <td className="p-3 text-right tabular-nums">{formatCount(line.guest.points)}</td>
                              <td className="p-3 text-right tabular-nums">{formatCount(line.guest.exact)}</td>
                              <td className="p-3 text-right tabular-nums">{formatCount(line.guest.picks)}</td>
                              <td className="p-3 text-right">-</td>
                            </tr>
                          ),
                        )}
                      </tbody>
                    </table>
                  </ScrollFrame>
                  <p className="border-t border-border p-3 text-xs text-muted-foreground">
                    Points from your own score picks since {formatDate(table.from, new Date(), "UTC")}; exact hits break ties. Guests are scored on
                    the matches this league picked and stand where they would rank; they are not ranked among members. The week's top member becomes
                    Prophet of the Week once its matches are settled.
                  </p>
                </div>
              ))}
          </TabsContent>
        ))}
      </Tabs>
      {table && sharing === "table" && (
        <ShareTableDialog league={league} periodLabel={PERIOD_LABELS[period]} table={table} onClose={() => setSharing(null)} />
      )}
      {user && latestBadge && sharing === "badge" && <ShareBadgeDialog badge={latestBadge} user={user} onClose={() => setSharing(null)} />}
    </section>
  );
}
