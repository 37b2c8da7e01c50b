import { History } from "lucide-react";
import { Link } from "wouter";
import type { Bet } from "@shared/api/bets";
import { LocalTime } from "../../../components/local-time";
import { OracleName } from "../../../components/oracle-name";
import { Panel } from "../../../components/ui/panel";
import { formatCredits } from "../../../lib/format";
import { useBetHistory } from "../api/get-bet-history";
import { BetOutcome } from "./bet-outcome";

function BetRow({ bet }: { bet: Bet }) {
  const match = bet.match ?? null;
  return (
    <li>
      <Link
        href={`/match/${bet.matchId}`}
        data-testid="bet-row"
        className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-border bg-card p-3 transition-colors hover:bg-muted sm:p-4"
      >
        <div className="min-w-0">
          {match ? (
            <p className="font-semibold [overflow-wrap:anywhere]">
              {match.homeTeam} vs {match.awayTeam}
            </p>
          ) : (
            <p className="font-semibold text-muted-foreground">Match details unavailable</p>
          )}
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-muted-foreground">
            <span>
              Backed <OracleName ai={bet.aiSelected} />
            </span>
            <span aria-hidden>·</span>
            <span>
              Stake <span className="font-semibold tabular-nums text-foreground">{formatCredits(bet.stake)}</span>
            </span>
            <span aria-hidden>·</span>
            <LocalTime at={match?.matchDate ?? bet.createdAt} />
          </p>
        </div>
        <BetOutcome bet={bet} />
      </Link>
    </li>
  );
}

/** 'Betting History': the player's bets, newest first, each leading to its match (docs/rules.md#page-profile). */
export function BetHistory() {
  const query = useBetHistory();
  const bets = query.data;
  return (
    <Panel
      title="Betting History"
      look="section"
      icon={History}
      tone="text-primary"
      query={query}
      loading="Loading bets..."
      failed="Your betting history could not be loaded."
      empty={bets?.length === 0 ? "No bets placed yet" : null}
    >
      {bets && bets.length > 0 && (
        <ul className="grid gap-2" aria-label="Bets">
          {bets.map((bet) => (
            <BetRow key={bet.id} bet={bet} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
