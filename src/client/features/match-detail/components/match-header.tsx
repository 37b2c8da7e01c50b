import type { ReactNode } from "react";
import type { Match } from "@shared/api/matches";
import { LocalTime } from "../../../components/local-time";
import { useT } from "../../../lib/i18n/area";
import { matchDetailArea } from "../messages";

/** League, teams and kick-off time (the player's zone) at the top of the match page. */
export function MatchHeader({ match, children }: { match: Match; children?: ReactNode }) {
  const t = useT(matchDetailArea);
  return (
    <header className="text-center">
      <p className="text-sm font-medium uppercase tracking-wide text-muted-foreground">{match.leagueName}</p>
      <h1 className="mt-2 font-display text-3xl font-bold sm:text-4xl">
        {match.homeTeam} <span className="text-muted-foreground">{t("vs")}</span> {match.awayTeam}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">
        <LocalTime at={match.matchDate} withTime data-testid="match-kick-off" />
      </p>
      {children}
    </header>
  );
}
