import { Bot, Users } from "lucide-react";
import { useState } from "react";
import type { LeagueTable as Table } from "@shared/api/leagues";
import { PREDICTOR_DISPLAY_NAMES } from "@shared/constants";
import { LEAGUE_PERIODS, type LeaguePeriod } from "@shared/season";
import { Tabs, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/api";
import { formatCount } from "../../../lib/format";
import { useLeagueTable } from "../api/get-leagues";

const PERIOD_LABELS: Record<LeaguePeriod, string> = { week: "This Week", month: "This Month", season: "Season" };

type Line = { kind: "member"; row: Table["rows"][number] } | { kind: "guest"; guest: Table["guests"][number] };

/** Members in rank order, each guest slotted in after the members it would stand below. */
function linesOf(table: Table): Line[] {
  const lines: Line[] = [];
  const guests = [...table.guests].sort((a, b) => a.wouldRank - b.wouldRank);
  for (const row of table.rows) {
    while (guests[0] && guests[0].wouldRank <= row.rank) lines.push({ kind: "guest", guest: guests.shift()! });
    lines.push({ kind: "member", row });
  }
  for (const guest of guests) lines.push({ kind: "guest", guest });
  return lines;
}

/** A league's table with week / month / season tabs; the oracles and the crowd stand in as guests. */
export function LeagueTable({ leagueId }: { leagueId: number }) {
  const [period, setPeriod] = useState<LeaguePeriod>("week");
  const { data: table, isLoading, error } = useLeagueTable(leagueId, period);
  return (
    <section aria-labelledby="league-table-title" className="grid gap-3">
      <h2 id="league-table-title" className="font-display text-2xl font-bold">
        Table
      </h2>
      <Tabs value={period} onValueChange={(value) => setPeriod(value as LeaguePeriod)}>
        <TabsList aria-label="Period">
          {LEAGUE_PERIODS.map((p) => (
            <TabsTrigger key={p} value={p}>
              {PERIOD_LABELS[p]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {isLoading ? (
        <p className="text-muted-foreground">Loading the table...</p>
      ) : error || !table ? (
        <p role="alert" className="text-destructive">
          {errorMessage(error, "Could not load the table")}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-border bg-card">
          <table className="w-full text-sm" data-testid="league-table">
            <thead className="text-left text-xs uppercase text-muted-foreground">
              <tr>
                <th className="p-3">#</th>
                <th className="p-3">Player</th>
                <th className="p-3 text-right">Points</th>
                <th className="p-3 text-right">Exact</th>
                <th className="hidden p-3 text-right sm:table-cell">Picks</th>
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
                    <td className="p-3">
                      {line.row.username}
                      {line.row.isYou && <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">You</span>}
                    </td>
                    <td className="p-3 text-right tabular-nums">{formatCount(line.row.points)}</td>
                    <td className="p-3 text-right tabular-nums">{formatCount(line.row.exact)}</td>
                    <td className="hidden p-3 text-right tabular-nums sm:table-cell">{formatCount(line.row.picks)}</td>
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
                  <tr key={`g${line.guest.name}`} className="border-t border-dashed border-border text-muted-foreground" data-testid="league-guest">
                    <td className="p-3 text-xs">guest</td>
                    <td className="p-3">
                      <span className="inline-flex items-center gap-1.5">
                        {line.guest.name === "Crowd" ? <Users className="size-4" aria-hidden /> : <Bot className="size-4" aria-hidden />}
                        {PREDICTOR_DISPLAY_NAMES[line.guest.name]}
                      </span>
                    </td>
                    <td className="p-3 text-right tabular-nums">{formatCount(line.guest.points)}</td>
                    <td className="p-3 text-right tabular-nums">{formatCount(line.guest.exact)}</td>
                    <td className="hidden p-3 text-right tabular-nums sm:table-cell">{formatCount(line.guest.picks)}</td>
                    <td className="p-3 text-right">-</td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
          <p className="border-t border-border p-3 text-xs text-muted-foreground">
            Points from your own score picks since {new Date(table.from).toLocaleDateString()}; exact hits break ties. Guests are scored on the
            matches this league picked and stand where they would rank; they are not ranked among members.
          </p>
        </div>
      )}
    </section>
  );
}
