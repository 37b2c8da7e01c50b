import { Ticket } from "lucide-react";
import type { Bet } from "@shared/api/bets";
import { payoutFor } from "@shared/payout";
import { OracleName } from "../../../components/oracle-name";
import { formatCredits } from "../../../lib/format";

/** Shown once the player has backed an oracle in this match (SPEC §2). */
export function BetSummary({ bet }: { bet: Bet }) {
  return (
    <section aria-labelledby="bet-summary-title" data-testid="bet-summary" className="rounded-2xl border-2 border-primary bg-card p-5">
      <h2 id="bet-summary-title" className="flex items-center gap-2 font-display text-lg font-bold">
        <Ticket className="size-5 text-primary" aria-hidden />
        Your Bet
      </h2>
      <dl className="mt-3 grid gap-3 text-center sm:grid-cols-3">
        <div>
          <dt className="text-xs uppercase text-muted-foreground">You backed</dt>
          <dd className="text-lg">
            <OracleName ai={bet.aiSelected} />
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-muted-foreground">Stake</dt>
          <dd className="text-lg font-bold">{formatCredits(bet.stake)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-muted-foreground">Potential payout</dt>
          <dd className="text-lg font-bold text-accent">{formatCredits(payoutFor(bet.stake))}</dd>
        </div>
      </dl>
    </section>
  );
}
