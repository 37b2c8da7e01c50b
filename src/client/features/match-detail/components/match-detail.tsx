import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import type { Match, Prediction } from "@shared/api/matches";
import type { AiName } from "@shared/constants";
import { useCountdown } from "../../../hooks/use-countdown";
import { displayedStatus } from "../api/get-match";
import { announceBettingClosed, mayOpenStakeDialog } from "../lib/bet-refusals";
import { useMatchBet } from "../api/get-match-bet";
import { BetDialog } from "./bet-dialog";
import { CompletedMatch } from "./completed-match";
import { LiveMatch } from "./live-match";
import { MatchHeader } from "./match-header";
import { UpcomingMatch } from "./upcoming-match";
import { kickOffPassed, settlementSeen } from "../../../lib/domain-events";
import { useT } from "../../../lib/i18n/area";
import { matchDetailArea } from "../messages";

/** ChatGPT's then Grok's prediction, or null when either is missing. */
export function bothPredictions(match: Match): [Prediction, Prediction] | null {
  const chatGpt = match.predictions.find((p) => p.aiName === "ChatGPT");
  const grok = match.predictions.find((p) => p.aiName === "Grok");
  return chatGpt && grok ? [chatGpt, grok] : null;
}

/**
 * The match page by displayed status; owns the one kick-off countdown and the bet dialog.
 * `afterCommit` is what the page shows beside the player's bet or pick once they have one (the offer
 * of kick-off reminders, from another feature); `inLeagues`, the match's picks in the player's leagues (another
 * feature's), shows after the player's own pick whatever the match's state.
 */
export function MatchDetail({
  match,
  credits,
  afterCommit,
  inLeagues,
}: {
  match: Match;
  credits: number;
  afterCommit?: ReactNode;
  inLeagues?: ReactNode;
}) {
  const t = useT(matchDetailArea);
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState<AiName | null>(null);
  const [betJustPlaced, setBetJustPlaced] = useState(false);
  const bet = useMatchBet(match.id).data ?? null;
  const msLeft = useCountdown(match.matchDate, () => {
    if (choosing) {
      announceBettingClosed(t);
      setChoosing(null);
    }
    void kickOffPassed(queryClient, match.id);
  });
  const status = displayedStatus(match.status, msLeft);
  const predictions = bothPredictions(match);
  const finished = match.status === "completed" || match.status === "cancelled";
  const pending = bet !== null && bet.outcome === null;
  useEffect(() => {
    // The server settles a match in the same transaction that marks it finished: once the page
    // sees that, the bet's outcome and the player's credits are final, so read them again.
    if (!finished || !pending) return;
    void settlementSeen(queryClient, match.id);
  }, [finished, pending, match.id, queryClient]);

  if (status === "live") return <LiveMatch match={match} inLeagues={inLeagues} />;
  if (!predictions) {
    return (
      <div className="grid gap-6">
        <MatchHeader match={match} />
        <p role="status" className="rounded-2xl border border-dashed border-border p-10 text-center text-lg text-muted-foreground">
          {t("noPredictions")}
        </p>
      </div>
    );
  }
  if (status === "completed") return <CompletedMatch match={match} predictions={predictions} bet={bet} inLeagues={inLeagues} />;
  if (status !== "upcoming") {
    return (
      <div className="grid gap-6">
        <MatchHeader match={match} />
        <p role="status" className="rounded-2xl border border-border p-10 text-center text-lg">
          {status === "cancelled" ? t("cancelled") : t("postponed")}
        </p>
      </div>
    );
  }

  const select = (ai: AiName) => {
    if (bet) return;
    if (mayOpenStakeDialog(credits, t)) setChoosing(ai);
  };
  return (
    <>
      <UpcomingMatch
        match={match}
        predictions={predictions}
        bet={bet}
        betJustPlaced={betJustPlaced}
        choosing={choosing}
        msLeft={msLeft}
        onSelect={select}
        afterCommit={afterCommit}
        inLeagues={inLeagues}
      />
      <BetDialog
        match={match}
        ai={choosing}
        credits={credits}
        msLeft={msLeft}
        onPlaced={() => setBetJustPlaced(true)}
        onClose={() => setChoosing(null)}
      />
    </>
  );
}
