import { Users } from "lucide-react";
import type { Match } from "@shared/api/matches";
import type { Crowd } from "@shared/api/picks";
import { CROWD_MIN_PICKS } from "@shared/constants";
import { Panel } from "../../../components/ui/panel";
import { errorMessage } from "../../../lib/api";
import { useCrowd } from "../api/get-crowd";

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** How the crowd picked, from kick-off (picks are private until then). */
export function CrowdPanel({ match }: { match: Match }) {
  const query = useCrowd(match.id);
  const crowd = query.data;
  return (
    <Panel
      title="How the Crowd Picked"
      icon={Users}
      tone="text-primary"
      testId="crowd-panel"
      className="text-left"
      query={query}
      loading="Loading the crowd's picks..."
      failed={errorMessage(query.error, "Could not load the crowd's picks")}
      empty={crowd?.picks === 0 ? "Nobody made a pick for this match." : null}
    >
      {crowd && <CrowdFigures crowd={crowd} match={match} />}
    </Panel>
  );
}

function CrowdFigures({ crowd, match }: { crowd: Crowd; match: Match }) {
  const outcomes = [
    { label: `${match.homeTeam} win`, share: crowd.home, tone: "bg-primary" },
    { label: "Draw", share: crowd.draw, tone: "bg-muted-foreground" },
    { label: `${match.awayTeam} win`, share: crowd.away, tone: "bg-accent" },
  ];
  // The pick frozen into the prediction log at kick-off, when there is one (from 5 picks up).
  const frozen = match.crowd;
  return (
    <div className="mt-3 grid gap-4">
      <p className="text-sm text-muted-foreground" data-testid="crowd-count">
        {crowd.picks.toLocaleString("en-US")} {crowd.picks === 1 ? "player" : "players"} picked
      </p>
      <div className="flex h-3 overflow-hidden rounded-full bg-muted" aria-hidden>
        {outcomes.map((o) => (
          <span key={o.label} className={o.tone} style={{ width: percent(o.share) }} />
        ))}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        {outcomes.map((o) => (
          <div key={o.label} className="min-w-0">
            <dt className="truncate text-muted-foreground">{o.label}</dt>
            <dd className="font-bold tabular-nums">{percent(o.share)}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm font-semibold">Most picked scores</h3>
        <ol className="mt-1 grid gap-1" data-testid="crowd-top-scores">
          {crowd.topScores.map((s) => (
            <li key={s.score} className="flex justify-between tabular-nums">
              <span className="font-display font-bold">{s.score}</span>
              <span className="text-muted-foreground">{percent(s.share)}</span>
            </li>
          ))}
        </ol>
      </div>
      <p data-testid="crowd-pick">
        {frozen ? (
          <>
            The crowd's pick: <strong className="font-display text-lg">{frozen.predictedScore}</strong>
            {frozen.points !== null && (
              <span className="ml-2 font-semibold text-accent" data-testid="crowd-points">
                {frozen.points} {frozen.points === 1 ? "point" : "points"}
              </span>
            )}
            <span className="block text-xs text-muted-foreground">
              the score that earns the most points against everyone's picks, frozen at kick-off in the prediction log (hash{" "}
              <code className="font-mono">{frozen.hash.slice(0, 10)}</code>)
            </span>
          </>
        ) : crowd.crowdPick ? (
          <>
            The crowd's pick: <strong className="font-display text-lg">{crowd.crowdPick}</strong>
            <span className="block text-xs text-muted-foreground">the score that earns the most points against everyone's picks</span>
          </>
        ) : (
          <span className="text-muted-foreground">The crowd names a pick of its own from {CROWD_MIN_PICKS} picks.</span>
        )}
      </p>
    </div>
  );
}
