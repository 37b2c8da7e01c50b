import type { ReactNode } from "react";
import { OracleName } from "../../../components/oracle-name";
import type { AdminBets, AdminMatches } from "../api/admin-types";
import { formatCount, formatDecimal } from "../../../lib/format";

function Breakdown({ title, rows, testId }: { title: string; rows: Array<[ReactNode, number | string]>; testId: string }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-5" data-testid={testId}>
      <h3 className="font-display text-xl font-bold">{title}</h3>
      <dl className="mt-3 grid gap-2">
        {rows.map(([label, value], i) => (
          <div key={i} className="flex items-center justify-between gap-3 rounded-xl bg-muted px-3 py-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{typeof value === "number" ? formatCount(value) : value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Matches by status and bets by oracle and outcome. */
export function MatchesAndBets({ matches, bets }: { matches: AdminMatches; bets: AdminBets }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Breakdown
        title="Matches"
        testId="admin-match-breakdown"
        rows={[
          ["Upcoming", matches.byStatus.upcoming],
          ["Live", matches.byStatus.live],
          ["Completed", matches.byStatus.completed],
          ["Postponed", matches.byStatus.postponed],
          ["Cancelled", matches.byStatus.cancelled],
          ["Settled", matches.settled],
          ["Predictions", matches.predictions],
          ["Bets per match", formatDecimal(matches.betsPerMatch, 2)],
        ]}
      />
      <Breakdown
        title="Bets"
        testId="admin-bet-breakdown"
        rows={[
          [
            <>
              Backing <OracleName ai="ChatGPT" />
            </>,
            bets.byOracle.ChatGPT,
          ],
          [
            <>
              Backing <OracleName ai="Grok" />
            </>,
            bets.byOracle.Grok,
          ],
          ["Pending", bets.pending],
          ["Won", bets.outcomes.won],
          ["Lost", bets.outcomes.lost],
          ["Refunded", bets.outcomes.void],
        ]}
      />
    </div>
  );
}
