import { Link } from "wouter";
import type { LeagueTable, MemberPicks } from "@shared/api/leagues";
import { LocalTime } from "../../../components/local-time";
import { Dialog } from "../../../components/ui/dialog";
import { WhenLoaded } from "../../../components/ui/when-loaded";
import { cn } from "../../../lib/cn";
import { formatCount } from "../../../lib/format";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { useMemberPicks } from "../api/get-leagues";
import { leaguesArea } from "../messages";
import { PickMarks, PickPoints, pickPointsTone } from "./league-pick-table";

type Row = LeagueTable["rows"][number];

/**
 * A member's picks behind their row of the table (docs/rules.md#member-picks), for the period it shows: one tap on a
 * name, as a pool's players look up what a rival called. Kicked-off matches only, each pick as the league counts it.
 */
export function MemberPicksDialog({
  leagueId,
  table,
  row,
  periodLabel,
  onClose,
}: {
  leagueId: number;
  table: LeagueTable;
  row: Row;
  periodLabel: string;
  onClose: () => void;
}) {
  const t = useT(leaguesArea);
  const locale = useLocale();
  const picks = useMemberPicks(leagueId, row.userId, table.period, table.back);
  const data = picks.data;
  const points = formatCount(row.points + row.questionPoints, locale);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("memberPicks.title", { name: row.username })}
      description={t("memberPicks.description", { period: periodLabel, points: row.points + row.questionPoints, shown: points })}
    >
      <WhenLoaded
        query={picks}
        loading={t("memberPicks.loading")}
        failed={t("memberPicks.failed")}
        empty={data?.matches.length === 0 && t("memberPicks.empty")}
      >
        {data && <PickList picks={data} />}
      </WhenLoaded>
      {data && data.more > 0 && <p className="mt-3 text-sm text-muted-foreground">{t("memberPicks.more", { count: data.more })}</p>}
      {data && data.hidden > 0 && (
        <p className="mt-3 text-sm text-muted-foreground" data-testid="member-picks-hidden">
          {t("memberPicks.hidden", { count: data.hidden, shown: formatCount(data.hidden, locale) })}
        </p>
      )}
    </Dialog>
  );
}

/** The picks, the latest match first: the match and its score, the pick with its marks, and its points. */
function PickList({ picks }: { picks: MemberPicks }) {
  const t = useT(leaguesArea);
  return (
    <ol className="grid gap-2" aria-label={t("memberPicks.list", { name: picks.username })} data-testid="member-picks">
      {picks.matches.map(({ matchId, homeTeam, awayTeam, matchDate, status, score, pick }) => (
        <li
          key={matchId}
          className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-3 rounded-xl bg-muted/40 px-3 py-2"
          data-testid="member-pick"
        >
          <span className="min-w-0">
            <Link href={`/match/${matchId}`} className="block break-words font-medium underline-offset-4 hover:underline">
              {homeTeam} <span className="tabular-nums">{score ?? "–"}</span> {awayTeam}
            </Link>
            <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              {status === "live" ? (
                <span className="font-bold uppercase text-destructive">{t("picks.live")}</span>
              ) : (
                <LocalTime at={matchDate} withTime />
              )}
              <PickMarks pick={pick} />
            </span>
          </span>
          <span className="font-display text-base font-bold tabular-nums" data-testid="member-pick-score">
            {pick.home}-{pick.away}
          </span>
          <span className={cn("min-w-10 text-right", pickPointsTone(pick))} data-testid="member-pick-points">
            <PickPoints pick={pick} />
          </span>
        </li>
      ))}
    </ol>
  );
}
