import { ChevronDown, Star } from "lucide-react";
import { useId, useState } from "react";
import type { LeagueTable } from "@shared/api/leagues";
import { PlayerName } from "../../../components/player-name";
import { GuestName } from "../../../components/guest-name";
import { Button } from "../../../components/ui/button";
import { ScrollFrame } from "../../../components/ui/scroll-frame";
import { cn } from "../../../lib/cn";
import { formatCount } from "../../../lib/format";
import { linesOf } from "../lib/table-lines";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { leaguesArea } from "../messages";
import { JokerMark } from "../../../components/joker-mark";

// On a phone the columns are fixed: the figures keep their width and a long name gives way, so rank,
// player, points and exact hits fit without scrolling. The two figures' columns hold the longest heading of the four
// languages ("EXACTOS", "PONTOS"). From tablet width the table sizes itself.
const cell = "px-2 py-3 sm:p-3";
const figure = "px-1.5 py-3 text-right tabular-nums sm:p-3";

/**
 * The table's lines: members in rank order, the player's own highlighted, the guests where they would
 * stand. On a phone it opens on what ranks a member (points, then exact hits); picks and credits won
 * are one tap away (docs/rules.md#page-leagues).
 */
export function LeagueTableLines({
  table,
  prophets,
  onMember,
}: {
  table: LeagueTable;
  prophets: Set<number>;
  /** A member's name was tapped: their picks behind the row. */
  onMember: (row: LeagueTable["rows"][number]) => void;
}) {
  const t = useT(leaguesArea);
  const locale = useLocale();
  const [allColumns, setAllColumns] = useState(false);
  const tableId = useId();
  const more = allColumns ? "table-cell" : "hidden sm:table-cell";
  // The season's table adds the season questions' points: a column of their own, and in the points' total.
  const season = table.period === "season";
  return (
    <>
      <div className="flex justify-end border-b border-border px-2 py-1 sm:hidden">
        <Button variant="ghost" size="sm" aria-expanded={allColumns} aria-controls={tableId} onClick={() => setAllColumns(!allColumns)}>
          {allColumns ? t("lines.hide") : t("lines.show")}
          <ChevronDown className={cn("size-4 transition-transform", allColumns && "rotate-180")} aria-hidden />
        </Button>
      </div>
      <ScrollFrame label={t("lines.label")}>
        <table id={tableId} className="w-full table-fixed text-sm sm:table-auto" data-testid="league-table">
          <thead className="text-left text-xs uppercase text-muted-foreground">
            <tr>
              <th className={cn(cell, "w-10 sm:w-auto")}>#</th>
              <th className={cell}>{t("lines.player")}</th>
              <th className={cn(figure, "w-16 sm:w-auto")}>{t("lines.points")}</th>
              {season && (
                <th className={cn(figure, "w-[3.75rem] sm:w-auto", more)} title={t("lines.questionsTitle")}>
                  {t("lines.questions")}
                </th>
              )}
              <th className={cn(figure, "w-[4.5rem] sm:w-auto")}>{t("lines.exact")}</th>
              <th className={cn(figure, "w-[3.25rem] sm:w-auto", more)}>{t("lines.picks")}</th>
              <th className={cn(figure, "w-[4.5rem] sm:w-auto", more)}>{t("lines.creditsWon")}</th>
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
                  <td className={cn(cell, "tabular-nums")}>{line.row.rank}</td>
                  <td className={cell}>
                    {/* The name opens the member's picks: what a pool's players tap to see what a rival called. */}
                    <button
                      type="button"
                      className="-my-2 block w-full rounded-md py-2 text-left underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      aria-haspopup="dialog"
                      title={t("lines.memberPicks", { name: line.row.username })}
                      onClick={() => onMember(line.row)}
                      data-testid="league-row-member"
                    >
                      <PlayerName username={line.row.username} isYou={line.row.isYou}>
                        {line.row.prophetWeeks > 0 && (
                          <span
                            className="inline-flex shrink-0 items-center gap-0.5 text-xs text-accent"
                            title={t("lines.prophetTimes", { count: line.row.prophetWeeks, shown: String(line.row.prophetWeeks) })}
                            data-testid="prophet-weeks"
                          >
                            <Star className={cn("size-3.5", prophets.has(line.row.userId) && "fill-accent")} aria-hidden />
                            <span className="sr-only">{t("lines.prophetSr")}</span>
                            {line.row.prophetWeeks}
                          </span>
                        )}
                      </PlayerName>
                    </button>
                  </td>
                  <td className={figure}>
                    <JokerMark points={line.row.jokerPoints} />
                    {formatCount(line.row.points + line.row.questionPoints, locale)}
                  </td>
                  {season && (
                    <td className={cn(figure, more)} data-testid="question-points">
                      {formatCount(line.row.questionPoints, locale)}
                    </td>
                  )}
                  <td className={figure}>{formatCount(line.row.exact, locale)}</td>
                  <td className={cn(figure, more)}>{formatCount(line.row.picks, locale)}</td>
                  <td className={cn(figure, more, line.row.creditsWon > 0 ? "text-success" : line.row.creditsWon < 0 && "text-destructive")}>
                    {line.row.creditsWon > 0 ? "+" : ""}
                    {formatCount(line.row.creditsWon, locale)}
                  </td>
                </tr>
              ) : (
                <tr key={`g${line.guest.name}`} className="border-t border-dashed border-border text-muted-foreground" data-testid="league-guest">
                  {/* No rank of their own, and "guest" under the name, as in the Prophets table. */}
                  <td className={cell}>
                    <span aria-hidden>–</span>
                  </td>
                  <td className={cell}>
                    <GuestName name={line.guest.name} label={t("lines.guest")} />
                  </td>
                  <td className={figure}>{formatCount(line.guest.points + line.guest.questionPoints, locale)}</td>
                  {season && <td className={cn(figure, more)}>{formatCount(line.guest.questionPoints, locale)}</td>}
                  <td className={figure}>{formatCount(line.guest.exact, locale)}</td>
                  <td className={cn(figure, more)}>{formatCount(line.guest.picks, locale)}</td>
                  <td className={cn(figure, more)}>-</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </ScrollFrame>
    </>
  );
}
