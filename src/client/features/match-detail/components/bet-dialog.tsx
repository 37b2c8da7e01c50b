import { sharedWordsArea } from "@client/lib/shared-words/messages";
import { useState } from "react";
import type { Match } from "@shared/api/matches";
import { AI_DISPLAY_NAMES, DEFAULT_STAKE, MAX_STAKE, PAYOUT_MULTIPLIER, STAKE_PRESETS, type AiName } from "@shared/constants";
import { betWindowMessage, urgencyOf } from "@shared/countdown";
import { payoutFor } from "@shared/payout";
import { effectiveStake, presetAvailable, validateStake } from "@shared/stake";
import { OracleName } from "../../../components/oracle-name";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { formatCredits } from "../../../lib/format";
import { usePlaceBet } from "../api/place-bet";
import { StakePicker } from "./stake-picker";
import { rich } from "../../../lib/i18n/rich";
import { useT, useWords } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { matchDetailArea } from "../messages";

/** What the dialog says of the match: the arena's list carries it too, so the dialog opens from there as well. */
type BetMatch = Pick<Match, "id" | "homeTeam" | "awayTeam">;

export interface BetDialogProps {
  match: BetMatch;
  /** The oracle being backed; null keeps the dialog closed. */
  ai: AiName | null;
  credits: number;
  msLeft: number;
  onClose: () => void;
  /** Called once a bet is placed, before the dialog closes. */
  onPlaced?: () => void;
}

/** The stake dialog of the bet flow (docs/rules.md#stakes). */
export function BetDialog({ match, ai, credits, msLeft, onClose, onPlaced }: BetDialogProps) {
  const t = useT(matchDetailArea);
  return (
    <Dialog open={ai !== null} onOpenChange={(open) => !open && onClose()} title={t("bet.title")}>
      {ai && <BetForm match={match} ai={ai} credits={credits} msLeft={msLeft} onPlaced={onPlaced} onDone={onClose} />}
    </Dialog>
  );
}

/** 500 when affordable, else the largest preset that is (the badge explains when none is). */
function initialPreset(credits: number): number {
  if (presetAvailable(DEFAULT_STAKE, credits)) return DEFAULT_STAKE;
  return [...STAKE_PRESETS].reverse().find((p) => presetAvailable(p, credits)) ?? DEFAULT_STAKE;
}

const urgencyClass = {
  calm: "text-muted-foreground",
  moderate: "text-accent",
  high: "text-warning",
  critical: "text-destructive",
  over: "text-destructive",
} as const;

// Mounted only while open, so every opening starts from the default stake.
interface BetFormProps {
  match: BetMatch;
  ai: AiName;
  credits: number;
  msLeft: number;
  onPlaced?: () => void;
  onDone: () => void;
}

function BetForm({ match, ai, credits, msLeft, onPlaced, onDone }: BetFormProps) {
  const t = useT(matchDetailArea);
  const locale = useLocale();
  const words = useWords(sharedWordsArea);
  const [preset, setPreset] = useState(() => initialPreset(credits));
  const [custom, setCustom] = useState("");
  const placeBet = usePlaceBet();
  const stake = effectiveStake(preset, custom);
  const overCeiling = stake > MAX_STAKE;
  const valid = validateStake(stake, credits) && !overCeiling;
  const open = msLeft > 0;

  const confirm = async () => {
    try {
      await placeBet.mutateAsync({ matchId: match.id, aiSelected: ai, stake });
      toast({ title: t("bet.placed"), description: t("bet.placedDescription", { oracle: AI_DISPLAY_NAMES[ai] }) });
      onPlaced?.();
      onDone();
    } catch (error) {
      toast({ title: t("bet.failed"), description: errorMessage(error, t("somethingWrong")), variant: "destructive" });
    }
  };

  return (
    <form
      className="grid gap-5"
      aria-label={t("bet.formLabel")}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && open && !placeBet.isPending) void confirm();
      }}
    >
      <div className="grid gap-1">
        <p>
          {rich(
            t("bet.intro", {
              oracle: AI_DISPLAY_NAMES[ai],
              home: match.homeTeam,
              away: match.awayTeam,
              multiplier: PAYOUT_MULTIPLIER.toLocaleString(locale),
            }),
            [() => <OracleName ai={ai} />],
          )}
        </p>
        <p className="text-sm text-muted-foreground" data-testid="level-duel-rule">
          {/* What decides a level duel, in one line: the tiebreak, then the refund (the duel's rule, src/shared/duel.ts). */}
          {t("bet.levelRule")}
        </p>
      </div>
      <p className={cn("rounded-lg bg-muted px-3 py-2 text-center text-sm font-semibold", urgencyClass[urgencyOf(msLeft)])} data-testid="bet-window">
        {betWindowMessage(msLeft, words)}
      </p>
      <StakePicker credits={credits} preset={preset} custom={custom} onPreset={setPreset} onCustom={setCustom} />
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
        <span className="text-sm text-muted-foreground">
          {rich(t("bet.potentialPayout", { amount: valid ? formatCredits(payoutFor(stake), locale) : "—" }), [
            (text) => (
              <strong className="text-base text-accent" data-testid="potential-payout">
                {text}
              </strong>
            ),
          ])}
        </span>
        {!valid && (
          <span role="alert" className="rounded-full border border-destructive px-3 py-1 text-xs font-bold text-destructive">
            {overCeiling ? t("bet.maxStake", { credits: formatCredits(MAX_STAKE, locale) }) : t("bet.insufficient")}
          </span>
        )}
      </div>
      <Button type="submit" disabled={!valid || !open || placeBet.isPending}>
        {placeBet.isPending ? t("bet.placing") : t("bet.confirm")}
      </Button>
    </form>
  );
}
