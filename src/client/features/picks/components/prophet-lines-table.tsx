import type { Prophets } from "@shared/api/picks";
import { JokerMark } from "../../../components/joker-mark";
import { GuestName } from "../../../components/guest-name";
import { PlayerName } from "../../../components/player-name";
import { ScrollFrame } from "../../../components/ui/scroll-frame";
import { cn } from "../../../lib/cn";
import { formatCount } from "../../../lib/format";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { picksArea } from "../messages";
import { prophetLines } from "../lib/prophet-lines";

const cell = "px-2 py-3 sm:p-3";
const figure = "px-1 py-3 text-right tabular-nums sm:p-3";

/** The Prophets table's lines: the players, the caller highlighted, the guests where they would stand, and gaps. */
export function ProphetLinesTable({ table }: { table: Prophets }) {
  const t = useT(picksArea);
  const locale = useLocale();
  // The season's table adds the season questions' points: a column of their own, and in the points' total.
  const season = table.period === "season";
  return (
    <ScrollFrame label={t("table.label")}>
      {/* Fixed columns: the figures keep their width and a long name gives way, so the five columns fit a phone
          without scrolling. The season's sixth leaves a phone's names no room: that table scrolls in its frame. */}
      <table className={cn("w-full table-fixed text-sm", season && "min-w-[25rem]")} data-testid="prophets-table">
        {/* On a phone the headers are a size smaller, so the longest ("Palpites", "Exactos", "Pronós.", 52 px) fit
            their 60 px columns whole. */}
        <thead className="text-left text-[0.625rem] uppercase text-muted-foreground sm:text-xs">
          <tr>
            <th className={cn(cell, "w-10 sm:w-20")}>{t("table.rank")}</th>
            <th className={cell}>{t("table.player")}</th>
            <th className={cn(figure, "w-[3.75rem] sm:w-24")}>{t("table.points")}</th>
            {season && (
              <th className={cn(figure, "w-[3.25rem] sm:w-24")} title={t("table.questionsTitle")}>
                {t("table.questions")}
              </th>
            )}
            <th className={cn(figure, "w-[3.75rem] sm:w-24")}>{t("table.exact")}</th>
            <th className={cn(figure, "w-[3.75rem] sm:w-24")}>{t("table.picks")}</th>
          </tr>
        </thead>
        <tbody>
          {prophetLines(table).map((line, index) =>
            line.kind === "player" ? (
              <tr
                key={`p${line.row.userId}`}
                className={cn("border-t border-border", line.row.isYou && "bg-primary/10 font-semibold")}
                aria-current={line.row.isYou ? "true" : undefined}
                data-testid="prophet-row"
              >
                <td className={cn(cell, "tabular-nums")}>{line.row.rank}</td>
                <td className={cell}>
                  <PlayerName username={line.row.username} isYou={line.row.isYou} />
                </td>
                <td className={figure}>
                  <JokerMark points={line.row.jokerPoints} />
                  {formatCount(line.row.points + line.row.questionPoints, locale)}
                </td>
                {season && (
                  <td className={figure} data-testid="question-points">
                    {formatCount(line.row.questionPoints, locale)}
                  </td>
                )}
                <td className={figure}>{formatCount(line.row.exact, locale)}</td>
                <td className={figure}>{formatCount(line.row.picks, locale)}</td>
              </tr>
            ) : line.kind === "guest" ? (
              <tr key={`g${line.guest.name}`} className="border-t border-dashed border-border text-muted-foreground" data-testid="prophet-guest">
                {/* No rank of their own: where they would stand shows on hover, and "guest" under the name. */}
                <td className={cell} title={t("table.wouldRank", { rank: line.guest.wouldRank, shown: formatCount(line.guest.wouldRank, locale) })}>
                  <span aria-hidden>–</span>
                </td>
                <td className={cell}>
                  <GuestName name={line.guest.name} label={t("table.guest")} />
                </td>
                <td className={figure}>{formatCount(line.guest.points + line.guest.questionPoints, locale)}</td>
                {season && <td className={figure}>{formatCount(line.guest.questionPoints, locale)}</td>}
                <td className={figure}>{formatCount(line.guest.exact, locale)}</td>
                <td className={figure}>{formatCount(line.guest.picks, locale)}</td>
              </tr>
            ) : (
              <tr key={`gap${index}`} className="border-t border-border text-muted-foreground">
                <td className={cell} aria-hidden>
                  ⋯
                </td>
                <td className={cn(cell, "text-xs")} colSpan={season ? 5 : 4}>
                  {t("table.more", { count: line.hidden, shown: formatCount(line.hidden, locale) })}
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
