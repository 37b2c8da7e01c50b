import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ArrowLeft, ImageIcon, X } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import type { Bet } from "@shared/api/bets";
import type { Match, Prediction } from "@shared/api/matches";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { finalScoreChanceTexts, provisionalVerdict } from "@shared/duel-verdict";
import { resultCardModel } from "../../../components/share/card-model";
import { ShareDialog } from "../../../components/share/share-dialog";
import { resultShareUrl } from "../../../components/share/share-links";
import { ScoreText } from "../../../components/score-text";
import { Button, buttonVariants } from "../../../components/ui/button";
import { OracleResultCard, ScoringLegend, YourBetCard } from "./result-cards";
import { CrowdPanel } from "./crowd-panel";
import { OwnOutcome } from "./own-outcome";
import { ShareButton } from "./share-button";
import { YourPick } from "./your-pick";
import { siteOrigin } from "../../../lib/origin";
import { previousPageOnSite, tabHistory } from "../../../lib/site-history";
import { useT, useWords } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { sharedWordsArea } from "../../../lib/shared-words/messages";
import { matchDetailArea } from "../messages";

export interface ResultOverlayProps {
  match: Match;
  predictions: [Prediction, Prediction];
  bet: Bet | null;
  /** The match's picks in the player's leagues, under their own pick. */
  inLeagues?: ReactNode;
}

/**
 * 'Prophecy Complete': a full-screen modal (focus kept inside) over a finished match, the player's own
 * outcome first (docs/rules.md#page-match). Its close button and Escape go back where the player came
 * from on this site, else to the arena (docs/decisions.md#closing-the-result-goes-back-on-this-site).
 */
export function ResultOverlay({ match, predictions, bet, inLeagues }: ResultOverlayProps) {
  const t = useT(matchDetailArea);
  const locale = useLocale();
  const words = useWords(sharedWordsArea);
  const [, navigate] = useLocation();
  const close = () => {
    if (previousPageOnSite(tabHistory(), window.location.href)) window.history.back();
    else navigate("/");
  };
  const [sharingCard, setSharingCard] = useState(false);
  const cardModel = useMemo(() => resultCardModel(match, predictions, bet, words), [match, predictions, bet, words]);
  const verdict = provisionalVerdict(match, predictions, words)!;
  const chances = finalScoreChanceTexts(predictions, locale);
  const finalOf = (p: Prediction) => {
    const chance = chances[p.aiName];
    return match.actualScore && chance !== undefined ? { score: match.actualScore, chance } : undefined;
  };
  const headline = t("result.headline", { oracle: AI_DISPLAY_NAMES[verdict.shown] });
  const share = {
    title: `${match.homeTeam} ${match.actualScore} ${match.awayTeam} | The Prophecy League`,
    text: `${headline} ${match.homeTeam} ${match.actualScore} ${match.awayTeam}.${verdict.reason ? ` ${verdict.reason}` : ""}`,
  };

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && close()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-modal="true"
          aria-describedby="result-headline"
          className="fixed inset-0 z-50 overflow-y-auto bg-background/95 px-4 py-8 backdrop-blur"
        >
          <div className="sticky top-0 z-10 mx-auto -mb-11 flex h-11 max-w-3xl justify-end">
            <DialogPrimitive.Close asChild>
              <Button variant="outline" size="icon" aria-label={t("result.close")} className="bg-card" data-testid="result-close">
                <X className="size-5" aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <div className="mx-auto grid max-w-3xl gap-6 text-center">
            <p className="px-12 text-sm uppercase tracking-wide text-muted-foreground">{match.leagueName}</p>
            <DialogPrimitive.Title className="font-display text-4xl font-bold sm:text-5xl">{t("result.title")}</DialogPrimitive.Title>
            <div id="result-headline">
              <p className="font-display text-2xl text-accent">{headline}</p>
              {verdict.reason && (
                <p className="mt-2 text-muted-foreground" data-testid="duel-reason">
                  <ScoreText text={verdict.reason} />
                </p>
              )}
            </div>
            {/* Narrower sides and names on a phone, so that a long name ("Wolverhampton Wanderers") breaks between its
                words; a longer word still ("Mönchengladbach") is hyphenated where the browser knows how. */}
            <section aria-label={t("result.finalScore")} className="rounded-2xl border border-border bg-card p-4 sm:p-6">
              <p className="text-xs uppercase text-muted-foreground">{t("result.finalScore")}</p>
              <div className="mt-2 grid grid-cols-[1fr_auto_1fr] items-center gap-2 sm:gap-4">
                <span className="min-w-0 text-right text-sm font-semibold wrap-break-word hyphens-auto sm:text-lg">{match.homeTeam}</span>
                <span className="font-display text-4xl font-bold whitespace-nowrap sm:text-5xl" data-testid="final-score">
                  {match.actualScore}
                </span>
                <span className="min-w-0 text-left text-sm font-semibold wrap-break-word hyphens-auto sm:text-lg">{match.awayTeam}</span>
              </div>
            </section>
            <OwnOutcome matchId={match.id} bet={bet} />
            <ScoringLegend />
            <div className="grid gap-4 sm:grid-cols-2">
              {predictions.map((p) => (
                <OracleResultCard key={p.id} prediction={p} winner={verdict.winner === p.aiName} final={finalOf(p)} />
              ))}
            </div>
            {bet && <YourBetCard bet={bet} />}
            <div className="grid gap-4 text-left sm:grid-cols-2">
              <div className="grid content-start gap-4">
                <YourPick match={match} open={false} />
                {inLeagues}
              </div>
              <CrowdPanel match={match} />
            </div>
            <div className="flex flex-wrap justify-center gap-3">
              <Link href="/" className={buttonVariants({ variant: "outline" })}>
                <ArrowLeft className="size-4" aria-hidden />
                {t("backToArena")}
              </Link>
              <Button onClick={() => setSharingCard(true)}>
                <ImageIcon className="size-4" aria-hidden />
                {t("result.shareCard")}
              </Button>
              <ShareButton {...share} />
            </div>
          </div>
          <ShareDialog
            open={sharingCard}
            onOpenChange={setSharingCard}
            card={{ type: "result", model: cardModel }}
            url={resultShareUrl(siteOrigin(), match.id)}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
