import { ChevronDown, EyeOff } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import type { League, LeaguePicks as Picks } from "@shared/api/leagues";
import { LocalTime } from "../../../components/local-time";
import { errorMessage } from "../../../lib/api";
import { leaguePicksMoved } from "../../../lib/domain-events";
import { useT } from "../../../lib/i18n/area";
import { useLeaguePicks } from "../api/get-leagues";
import { useLeaguePush } from "../hooks/use-league-push";
import { leaguesArea } from "../messages";
import { PickTable } from "./league-pick-table";

type ListedMatch = Picks["matches"][number];

/**
 * A league's picks by match (docs/rules.md#league-picks): its latest matches from kick-off, each member's pick with its
 * points as the league counts them (as it stands while live), the latest open; and the next ones, with how many members
 * picked and the player's own pick, the others' hidden until kick-off.
 */
export function LeaguePicks({ league }: { league: League }) {
  const t = useT(leaguesArea);
  const titleId = useId();
  const { data, isLoading, error } = useLeaguePicks(league.id);
  // A match over and scored moves no more: the rest are heard until they are.
  useLeaguePush(
    league.id,
    data?.matches.filter((m) => m.status !== "completed" || m.picks.some((p) => !p.final)).map((m) => m.matchId),
    leaguePicksMoved,
  );
  const played = data?.matches.filter((m) => m.revealed) ?? [];
  const next = data?.matches.filter((m) => !m.revealed) ?? [];
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 gap-3" data-testid="league-picks">
      <div className="grid gap-1">
        <h2 id={titleId} className="font-display text-2xl font-bold">
          {t("picks.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("picks.lead")}</p>
      </div>
      {isLoading ? (
        <p className="text-muted-foreground">{t("picks.loading")}</p>
      ) : error || !data ? (
        <p role="alert" className="text-destructive">
          {errorMessage(error, t("picks.loadFailed"))}
        </p>
      ) : data.matches.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">{t("picks.empty")}</p>
      ) : (
        <>
          {played.length > 0 && (
            <ul className="grid gap-2">
              {played.map((match, i) => (
                <li key={match.matchId}>
                  <PlayedMatch match={match} open={i === 0} />
                </li>
              ))}
            </ul>
          )}
          {next.length > 0 && <NextMatches matches={next} memberCount={league.memberCount} />}
        </>
      )}
    </section>
  );
}

/** A match from kick-off: its score, then every member's pick, the best first, in a table of its own. */
function PlayedMatch({ match, open }: { match: ListedMatch; open: boolean }) {
  const t = useT(leaguesArea);
  const scored = match.picks.some((p) => p.final);
  return (
    <details open={open} className="group rounded-2xl border border-border bg-card" data-testid="league-picks-match">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-2xl p-3 hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span className="min-w-0 font-semibold">
            {match.homeTeam} <span className="tabular-nums">{match.score ?? "–"}</span> {match.awayTeam}
          </span>
          <span className="text-xs text-muted-foreground">
            {match.status === "live" ? (
              <span className="font-bold uppercase text-destructive">
                {match.minute !== null ? t("picks.liveMinute", { minute: match.minute }) : t("picks.live")}
              </span>
            ) : match.status === "completed" ? (
              t("picks.fullTime")
            ) : (
              t("picks.kickedOff")
            )}
            {" · "}
            {t("picks.count", { count: match.pickCount })}
          </span>
        </span>
        <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="grid gap-2 border-t border-border p-3">
        <PickTable
          picks={match.picks}
          caption={match.status === "live" && match.score && !scored ? t("picks.asItStands", { score: match.score }) : undefined}
        />
        <Link href={`/match/${match.matchId}`} className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t("picks.matchPage", { home: match.homeTeam, away: match.awayTeam })}
        </Link>
      </div>
    </details>
  );
}

/** The next matches a member picked: how many did, and the player's own pick; the others show at kick-off. */
function NextMatches({ matches, memberCount }: { matches: readonly ListedMatch[]; memberCount: number }) {
  const t = useT(leaguesArea);
  return (
    <div className="grid gap-2 rounded-2xl border border-border p-3">
      <h3 className="flex items-center gap-2 font-display text-lg font-bold">
        <EyeOff className="size-4 text-muted-foreground" aria-hidden />
        {t("picks.next")}
      </h3>
      <ul className="grid gap-2">
        {matches.map((match) => {
          const mine = match.picks.find((p) => p.isYou);
          return (
            <li key={match.matchId} className="grid gap-0.5 text-sm" data-testid="league-picks-next">
              <Link href={`/match/${match.matchId}`} className="font-semibold underline-offset-4 hover:underline">
                {match.homeTeam} – {match.awayTeam}
              </Link>
              <span className="text-muted-foreground">
                <LocalTime at={match.matchDate} withTime />
                {" · "}
                {t("picks.hidden", { picked: match.pickCount, members: memberCount })}
                {" · "}
                {mine ? t("picks.yours", { score: `${mine.home}-${mine.away}` }) : t("picks.notYours")}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
