import { ArrowDown, ArrowUp, LineChart } from "lucide-react";
import { useId, useState } from "react";
import type { ClubOdds, SeasonCompetition } from "@shared/api/season";
import { AI_NAMES, type AiName } from "@shared/constants";
import { OracleName } from "../../../components/oracle-name";
import { ScrollFrame } from "../../../components/ui/scroll-frame";
import { cn } from "../../../lib/cn";
import { formatProbability, formatCount, formatDecimal } from "../../../lib/format";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { movement } from "../lib/season-view";
import { seasonArea } from "../messages";

type Race = "champion" | "bottom";
const RACES: readonly Race[] = ["champion", "bottom"];

const cell = "px-2 py-2 sm:px-3";

/**
 * Every club's title and bottom odds by each oracle after the latest matchday, and how they moved since the one
 * before. On a phone one race at a time (a switch above the table), so club and both oracles fit across the screen;
 * from `sm` up both races side by side. The frame scrolls sideways should a long name still not fit.
 */
export function ClubOddsTable({ competition, within }: { competition: SeasonCompetition; within: string }) {
  const t = useT(seasonArea);
  const locale = useLocale();
  const id = useId();
  const [race, setRace] = useState<Race>("champion");
  const odds = competition.odds;
  // The first reading has nothing to compare with: no line of moves at all then.
  const moves = odds?.clubs.some((club) => RACES.some((r) => AI_NAMES.some((ai) => club[r][ai].moved !== null))) ?? false;
  // Hidden on a phone unless it is the race shown, always shown from `sm` up; a line parts the two races there.
  const column = (r: Race, ai?: AiName) =>
    cn(r !== race && "hidden sm:table-cell", r === "bottom" && (ai === undefined || ai === AI_NAMES[0]) && "sm:border-l sm:border-border");
  const raceName = (r: Race) => t(r === "champion" ? "odds.champion" : "odds.bottom");
  let reading = t("odds.none");
  if (odds) {
    const seasons = formatCount(odds.seasons, locale);
    reading = odds.afterRound === 0 ? t("odds.before", { seasons }) : t("odds.after", { round: formatCount(odds.afterRound, locale), seasons });
  }
  return (
    <section
      aria-labelledby={`${id} ${within}`}
      className="grid min-w-0 gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5"
      data-testid="club-odds"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h3 id={id} className="flex items-center gap-2 font-display text-xl font-bold">
            <LineChart className="size-5 text-primary" aria-hidden />
            {t("odds.title")}
          </h3>
          <p className="text-sm text-muted-foreground" data-testid="odds-after">
            {reading}
          </p>
        </div>
        {odds && (
          <div role="group" aria-label={t("odds.show")} className="flex gap-2 sm:hidden">
            {RACES.map((r) => (
              <button
                key={r}
                type="button"
                aria-pressed={race === r}
                onClick={() => setRace(r)}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold",
                  race === r ? "border-primary bg-primary text-primary-foreground" : "border-border hover:bg-muted",
                )}
              >
                {raceName(r)}
              </button>
            ))}
          </div>
        )}
      </div>
      {odds && (
        <>
          <ScrollFrame label={t("odds.label", { competition: competition.leagueName })} className="-mx-1">
            <table className="w-full text-sm" data-testid="club-odds-table">
              <thead className="text-xs text-muted-foreground">
                <tr>
                  <th scope="col" rowSpan={2} className={cn(cell, "text-left align-bottom uppercase")}>
                    {t("odds.club")}
                  </th>
                  {RACES.map((r) => (
                    <th
                      key={r}
                      scope="colgroup"
                      colSpan={AI_NAMES.length}
                      className={cn(cell, "border-b border-border text-center uppercase", column(r))}
                    >
                      {raceName(r)}
                    </th>
                  ))}
                </tr>
                <tr>
                  {RACES.flatMap((r) =>
                    AI_NAMES.map((ai) => (
                      <th key={`${r}-${ai}`} scope="col" className={cn(cell, "text-right font-normal whitespace-nowrap", column(r, ai))}>
                        <OracleName ai={ai} className="text-xs" />
                      </th>
                    )),
                  )}
                </tr>
              </thead>
              <tbody>
                {odds.clubs.map((club) => (
                  <tr key={club.club} className="border-t border-border" data-testid="club-odds-row">
                    <th scope="row" className={cn(cell, "text-left font-medium")}>
                      {club.club}
                    </th>
                    {RACES.flatMap((r) =>
                      AI_NAMES.map((ai) => (
                        <td key={`${r}-${ai}`} className={cn(cell, "text-right align-top tabular-nums", column(r, ai))}>
                          <OddsFigure odds={club[r][ai]} moves={moves} />
                        </td>
                      )),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
          {moves && <p className="text-xs text-muted-foreground">{t("odds.legend")}</p>}
        </>
      )}
    </section>
  );
}

/**
 * One oracle's chance for a club and, from the second reading, its move since the matchday before: an arrow and the
 * points for the eye, a sentence for a screen reader.
 */
function OddsFigure({ odds, moves }: { odds: ClubOdds["champion"]["ChatGPT"]; moves: boolean }) {
  const t = useT(seasonArea);
  const locale = useLocale();
  const move = movement(odds.moved);
  const chance = formatProbability(odds.now, locale);
  const points = move.direction === "up" || move.direction === "down" ? formatDecimal(move.points, 1, locale) : "";
  const spoken =
    move.direction === "up"
      ? t("moved.up", { points })
      : move.direction === "down"
        ? t("moved.down", { points })
        : move.direction === "same"
          ? t("moved.same")
          : t("moved.none");
  return (
    <>
      <span className="block font-semibold whitespace-nowrap">{chance}</span>
      {moves && (
        <span
          className={cn(
            "block text-xs whitespace-nowrap",
            move.direction === "up" ? "text-success" : move.direction === "down" ? "text-destructive" : "text-muted-foreground",
          )}
          data-testid="odds-moved"
          data-direction={move.direction}
        >
          <span aria-hidden>
            {move.direction === "up" && <ArrowUp className="inline size-3" />}
            {move.direction === "down" && <ArrowDown className="inline size-3" />}
            {points || (move.direction === "same" ? "=" : "–")}
          </span>
          <span className="sr-only">{spoken}</span>
        </span>
      )}
    </>
  );
}
