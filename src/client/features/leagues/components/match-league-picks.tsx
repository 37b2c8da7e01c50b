import { ChevronDown, Trophy } from "lucide-react";
import { Link } from "wouter";
import type { MatchLeaguePicks as Picks } from "@shared/api/leagues";
import type { Match } from "@shared/api/matches";
import { bestFirst, pickAsItStands } from "@shared/league-picks";
import { parseScore, type Score } from "@shared/scoring";
import { Panel } from "../../../components/ui/panel";
import { errorMessage } from "../../../lib/api";
import { useT } from "../../../lib/i18n/area";
import { useMatchLeaguePicks } from "../api/get-leagues";
import { leaguesArea } from "../messages";
import { PickTable } from "./league-pick-table";

type ListedLeague = Picks["leagues"][number];

/** How many leagues' picks show open from kick-off: most players are in one or two; the rest open with a tap. */
const OPEN_LEAGUES = 2;

const linkLook = "text-sm font-medium text-primary underline-offset-4 hover:underline";

/**
 * A match's picks in the player's leagues, on its page (docs/rules.md#league-picks): before kick-off how many in each
 * league picked it, from kick-off their picks with the points as each league counts them, moving with a live score
 * without a read. The page shows it only once the read has a league to show or a failure to tell.
 */
export function MatchLeaguePicks({ match }: { match: Match }) {
  const t = useT(leaguesArea);
  const query = useMatchLeaguePicks(match.id);
  const data = query.data;
  const live = match.status === "live" ? parseScore(match.actualScore) : null;
  return (
    <Panel
      title={t("matchPicks.title")}
      icon={Trophy}
      tone="text-accent"
      testId="match-league-picks"
      className="text-left"
      query={query}
      loading={t("picks.loading")}
      failed={errorMessage(query.error, t("picks.loadFailed"))}
      empty={data?.leagues.length === 0 ? t("matchPicks.empty") : null}
    >
      {data &&
        (data.revealed ? (
          <ul className="mt-3 grid gap-2">
            {data.leagues.map((league, i) => (
              <li key={league.leagueId}>
                <LeaguePicksOf league={league} live={live} open={i < OPEN_LEAGUES} />
              </li>
            ))}
          </ul>
        ) : (
          <HiddenPicks leagues={data.leagues} />
        ))}
    </Panel>
  );
}

/** A league's picks from kick-off, in a section of its own that opens and closes. */
function LeaguePicksOf({ league, live, open }: { league: ListedLeague; live: Score | null; open: boolean }) {
  const t = useT(leaguesArea);
  const picks = live ? league.picks.map((p) => pickAsItStands(p, live)).sort(bestFirst) : league.picks;
  const more = league.pickCount - league.picks.length;
  return (
    <details open={open} className="group rounded-xl border border-border" data-testid="match-league">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl p-3 hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
          <span className="min-w-0 font-semibold wrap-break-word">{league.name}</span>
          <span className="text-xs text-muted-foreground">{t("picks.count", { count: league.pickCount })}</span>
        </span>
        <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="grid gap-2 border-t border-border p-3">
        <PickTable
          picks={picks}
          caption={live && picks.some((p) => !p.final) ? t("picks.asItStands", { score: `${live.home}-${live.away}` }) : undefined}
        />
        <Link href={`/leagues/${league.leagueId}`} className={`justify-self-start ${linkLook}`}>
          {more > 0 ? t("matchPicks.more", { count: more, league: league.name }) : t("matchPicks.league", { league: league.name })}
        </Link>
      </div>
    </details>
  );
}

/** Before kick-off: how many in each league picked, the picks themselves hidden. */
function HiddenPicks({ leagues }: { leagues: readonly ListedLeague[] }) {
  const t = useT(leaguesArea);
  return (
    <div className="mt-2 grid gap-2">
      <p className="text-sm text-muted-foreground">{t("matchPicks.hiddenLead")}</p>
      <ul className="grid gap-1">
        {leagues.map((league) => (
          <li key={league.leagueId} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm" data-testid="match-league">
            <Link href={`/leagues/${league.leagueId}`} className="min-w-0 font-semibold underline-offset-4 wrap-break-word hover:underline">
              {league.name}
            </Link>
            <span className="text-muted-foreground">{t("picks.hidden", { picked: league.pickCount, members: league.memberCount })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
