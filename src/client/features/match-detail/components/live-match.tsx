import type { ReactNode } from "react";
import type { Match } from "@shared/api/matches";
import { parseScore } from "@shared/scoring";
import { useMatchBet } from "../api/get-match-bet";
import { useCommentarySocket } from "../hooks/use-commentary-socket";
import { BetSummary } from "./bet-summary";
import { CommentaryFeed } from "./commentary-feed";
import { LiveDuel } from "./live-duel";
import { MatchHeader } from "./match-header";
import { CrowdPanel } from "./crowd-panel";
import { LiveForecasts } from "./sealed-forecast";
import { YourPick } from "./your-pick";
import { useT } from "../../../lib/i18n/area";
import { matchDetailArea } from "../messages";

/**
 * A match in play: the running score and minute, both calls and the duel as it stands, the
 * player's bet, their pick, the crowd's and their leagues' (`inLeagues`), and commentary, all moved by the match's pushes over the socket (hooks/use-match-push.ts).
 */
export function LiveMatch({ match, inLeagues }: { match: Match; inLeagues?: ReactNode }) {
  const t = useT(matchDetailArea);
  const messages = useCommentarySocket(match.id, match.status === "live");
  const bet = useMatchBet(match.id).data ?? null;
  const score = parseScore(match.actualScore) ?? { home: 0, away: 0 };
  return (
    <div className="grid gap-6">
      <MatchHeader match={match}>
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-red-700 px-4 py-2 text-sm font-bold uppercase tracking-wide text-white">
          <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-white motion-reduce:animate-none" />
          {t("live.badge")}
        </p>
      </MatchHeader>
      <section aria-label={t("live.score")} className="rounded-2xl border border-border bg-card p-6 text-center">
        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 sm:gap-4">
          <span className="min-w-0 text-right text-base font-semibold wrap-break-word sm:text-lg">{match.homeTeam}</span>
          <span className="font-display text-4xl font-bold whitespace-nowrap sm:text-5xl tabular-nums" data-testid="live-score">
            {score.home}-{score.away}
          </span>
          <span className="min-w-0 text-left text-base font-semibold wrap-break-word sm:text-lg">{match.awayTeam}</span>
        </div>
        <p className="mt-2 font-mono text-accent" data-testid="live-minute">
          {match.minute !== null ? `${match.minute}'` : t("live.kickOff")}
        </p>
      </section>
      <LiveDuel match={match} score={score} bet={bet} />
      {bet && <BetSummary bet={bet} />}
      <LiveForecasts predictions={match.predictions} score={score} />
      <div className="grid gap-4 md:grid-cols-2">
        {/* The player's leagues under their own pick: a card of its own height beside the crowd's. */}
        <div className="grid content-start gap-4">
          <YourPick match={match} open={false} />
          {inLeagues}
        </div>
        <CrowdPanel match={match} />
      </div>
      <CommentaryFeed messages={messages} />
    </div>
  );
}
