import { sharedWordsArea } from "@client/lib/shared-words/messages";
import { useRef, type ReactNode } from "react";
import type { Bet } from "@shared/api/bets";
import type { Match, Prediction } from "@shared/api/matches";
import { AI_DISPLAY_NAMES, type AiName } from "@shared/constants";
import { backedReason } from "@shared/match-display";
import { MessengerLinks } from "../../../components/share/messenger-links";
import { withUtm } from "../../../components/share/share-links";
import { siteOrigin } from "../../../lib/origin";
import { useMyPick } from "../api/get-my-pick";
import { BetSummary } from "./bet-summary";
import { DeadlineBanner } from "./deadline-banner";
import { MatchHeader } from "./match-header";
import { OracleCommentary } from "./oracle-commentary";
import { PredictionCard } from "./prediction-card";
import { ShareButton } from "./share-button";
import { YourPick } from "./your-pick";
import { useT, useWords } from "../../../lib/i18n/area";
import { matchDetailArea } from "../messages";

export interface UpcomingMatchProps {
  match: Match;
  predictions: [Prediction, Prediction];
  bet: Bet | null;
  /** The bet was placed on this page just now: its card takes the focus. */
  betJustPlaced?: boolean;
  /** Shown under the bet, or else under the pick, once the player has one. */
  afterCommit?: ReactNode;
  /** The match's picks in the player's leagues, after their own pick. */
  inLeagues?: ReactNode;
  /** The oracle whose bet dialog is open, if any. */
  choosing: AiName | null;
  msLeft: number;
  onSelect: (ai: AiName) => void;
}

/** The deadline banner's way to a bet: the prophecies in view and the first 'Back {oracle}' button focused. */
function focusFirstBackButton(prophecies: HTMLElement | null) {
  const back = [...(prophecies?.querySelectorAll("button") ?? [])].find((b) => !b.disabled && b.dataset.backOracle !== undefined);
  prophecies?.scrollIntoView({ block: "center", behavior: "smooth" });
  back?.focus({ preventScroll: true });
}

/** Both prophecies side by side, the oracles' commentary and the way to back one (docs/rules.md#page-match). */
export function UpcomingMatch({ match, predictions, bet, betJustPlaced, afterCommit, inLeagues, choosing, msLeft, onSelect }: UpcomingMatchProps) {
  const t = useT(matchDetailArea);
  const words = useWords(sharedWordsArea);
  const [first, second] = predictions;
  const picked = useMyPick(match.id).data != null;
  const prophecies = useRef<HTMLDivElement>(null);
  const shareText = t("share.matchText", {
    home: match.homeTeam,
    away: match.awayTeam,
    first: AI_DISPLAY_NAMES[first.aiName],
    firstScore: first.predictedScore,
    second: AI_DISPLAY_NAMES[second.aiName],
    secondScore: second.predictedScore,
  });
  return (
    <div className="grid gap-6">
      <MatchHeader match={match}>
        <div className="mt-4 flex flex-wrap justify-center gap-2" role="group" aria-label={t("share.group")}>
          <ShareButton title={t("share.matchTitle", { home: match.homeTeam, away: match.awayTeam })} text={shareText} />
          <MessengerLinks shareType="match" text={shareText} url={withUtm(`${siteOrigin()}/match/${match.id}`, "match")} />
        </div>
      </MatchHeader>
      {bet && <BetSummary bet={bet} justPlaced={betJustPlaced} />}
      {bet && afterCommit}
      <div ref={prophecies} className="grid scroll-mt-24 gap-4 max-sm:grid-cols-2 max-sm:gap-2 md:grid-cols-2">
        {predictions.map((p) => (
          <PredictionCard
            key={p.id}
            prediction={p}
            selected={bet ? bet.aiSelected === p.aiName : choosing === p.aiName}
            disabled={bet !== null || msLeft <= 0}
            disabledReason={bet ? backedReason(bet.aiSelected, words) : undefined}
            onSelect={() => onSelect(p.aiName)}
          />
        ))}
      </div>
      <YourPick match={match} open={msLeft > 0} />
      {!bet && picked && afterCommit}
      {inLeagues}
      <OracleCommentary predictions={predictions} />
      {!bet && <DeadlineBanner msLeft={msLeft} onChoose={() => focusFirstBackButton(prophecies.current)} />}
    </div>
  );
}
