import { Crosshair } from "lucide-react";
import { Panel } from "../../../components/ui/panel";
import type { PickSummary } from "@shared/api/picks";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { errorMessage } from "../../../lib/api";
import { formatCount, formatDate } from "../../../lib/format";
import { usePickSummary } from "../api/get-pick-summary";

/** The player's own score picks over the season: Prophet points, picks made, exact hits, points per match. */
export function ProphetStats() {
  const query = usePickSummary();
  const summary = query.data;
  return (
    <Panel
      title="Your Picks This Season"
      icon={Crosshair}
      tone="text-accent"
      testId="prophet-stats"
      query={query}
      loading="Loading your picks..."
      failed={errorMessage(query.error, "Could not load your picks")}
    >
      {summary && (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-center sm:grid-cols-4">
            <Figure id="prophet-points" label="Prophet points" value={formatCount(summary.points)} />
            <Figure id="picks-made" label="Picks made" value={formatCount(summary.picks)} />
            <Figure id="exact-hits" label="Exact hits" value={formatCount(summary.exact)} />
            <Figure
              id="points-per-match"
              label="Points per match"
              value={summary.pointsPerMatch === null ? "-" : summary.pointsPerMatch.toFixed(2)}
            />
          </dl>
          {summary.versus.matches > 0 && <Versus versus={summary.versus} />}
          <p className="mt-3 text-xs text-muted-foreground">
            {summary.picks === 0
              ? "Call a match's exact score on its page before kick-off: free, and scored like the oracles."
              : `Since ${formatDate(summary.seasonStart, new Date(), "UTC")}; points per match counts scored matches only.`}
          </p>
        </>
      )}
    </Panel>
  );
}

const perMatch = (value: number | null) => (value === null ? "-" : value.toFixed(2));

/** You vs the oracles: points per match on the same matches, and against the crowd where it had a pick. */
function Versus({ versus }: { versus: PickSummary["versus"] }) {
  return (
    <div className="mt-4 rounded-xl bg-muted/40 p-3 text-sm" data-testid="versus">
      <p className="font-semibold">
        You vs the oracles <span className="font-normal text-muted-foreground">(points per match, the same {formatCount(versus.matches)})</span>
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 tabular-nums">
        <span data-testid="versus-you">You {perMatch(versus.you)}</span>
        <span data-testid="versus-ChatGPT">
          {AI_DISPLAY_NAMES.ChatGPT} {perMatch(versus.chatGPT)}
        </span>
        <span data-testid="versus-Grok">
          {AI_DISPLAY_NAMES.Grok} {perMatch(versus.grok)}
        </span>
        {versus.crowdMatches > 0 && (
          <span data-testid="versus-crowd">
            The Crowd {perMatch(versus.crowd)} (you {perMatch(versus.youWithCrowd)} on those {formatCount(versus.crowdMatches)})
          </span>
        )}
      </p>
    </div>
  );
}

function Figure({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div data-testid={id}>
      <dt className="text-xs uppercase text-muted-foreground">{label}</dt>
      <dd className="font-display text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
