import type { Bet } from "@shared/api/bets";
import { payoutFor } from "@shared/payout";
import { cn } from "../../../lib/cn";
import { formatCredits } from "../../../lib/format";
import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { profileArea } from "../messages";

function Label({ tone, children }: { tone: string; children: string }) {
  return <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide", tone)}>{children}</span>;
}

/**
 * Won or Refunded with what came back, Lost, or Pending. A win is written as its payout, the total
 * returned, as the bell and the match page write it (docs/decisions.md): one figure, with the stake
 * beside it in the row.
 */
export function BetOutcome({ bet }: { bet: Pick<Bet, "outcome" | "stake" | "payout"> }) {
  const t = useT(profileArea);
  const locale = useLocale();
  if (bet.outcome === "won") {
    const payout = bet.payout ?? payoutFor(bet.stake);
    return (
      <span className="flex flex-col items-end gap-1" data-testid="bet-outcome">
        <Label tone="bg-success/15 text-success">{t("outcome.won")}</Label>
        <span className="text-sm font-semibold tabular-nums text-success" data-testid="bet-returned">
          {formatCredits(payout, locale)}
        </span>
      </span>
    );
  }
  if (bet.outcome === "lost") {
    return (
      <span data-testid="bet-outcome">
        <Label tone="bg-destructive/15 text-destructive">{t("outcome.lost")}</Label>
      </span>
    );
  }
  if (bet.outcome === "void") {
    return (
      <span className="flex flex-col items-end gap-1" data-testid="bet-outcome">
        <Label tone="bg-muted text-muted-foreground">{t("outcome.refunded")}</Label>
        <span className="text-sm font-semibold tabular-nums text-muted-foreground" data-testid="bet-returned">
          {formatCredits(bet.payout ?? bet.stake, locale)}
        </span>
      </span>
    );
  }
  return (
    <span data-testid="bet-outcome">
      <Label tone="bg-primary/15 text-primary">{t("outcome.pending")}</Label>
    </span>
  );
}
