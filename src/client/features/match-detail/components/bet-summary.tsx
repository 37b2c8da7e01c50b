import { Ticket } from "lucide-react";
import { useEffect, useRef } from "react";
import type { Bet } from "@shared/api/bets";
import { payoutFor } from "@shared/payout";
import { OracleName } from "../../../components/oracle-name";
import { formatCredits } from "../../../lib/format";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { matchDetailArea } from "../messages";

/**
 * Shown once the player has backed an oracle in this match. Just placed, it takes the focus the bet
 * dialog gives up, so a keyboard or screen-reader player lands on what they just did.
 */
export function BetSummary({ bet, justPlaced = false }: { bet: Bet; justPlaced?: boolean }) {
  const t = useT(matchDetailArea);
  const locale = useLocale();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!justPlaced) return;
    // After the dialog's own close, which hands focus back to the (now disabled) button that opened it.
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [justPlaced]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="bet-summary-title"
      data-testid="bet-summary"
      className="rounded-2xl border-2 border-primary bg-card p-5 outline-offset-4"
    >
      <h2 id="bet-summary-title" className="flex items-center gap-2 font-display text-lg font-bold">
        <Ticket className="size-5 text-primary" aria-hidden />
        {t("summary.title")}
      </h2>
      <dl className="mt-3 grid gap-3 text-center sm:grid-cols-3">
        <div>
          <dt className="text-xs uppercase text-muted-foreground">{t("summary.youBacked")}</dt>
          <dd className="text-lg">
            <OracleName ai={bet.aiSelected} />
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-muted-foreground">{t("summary.stake")}</dt>
          <dd className="text-lg font-bold">{formatCredits(bet.stake, locale)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-muted-foreground">{t("summary.potentialPayout")}</dt>
          <dd className="text-lg font-bold text-accent">{formatCredits(payoutFor(bet.stake), locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
