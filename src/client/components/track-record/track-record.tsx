import { Users } from "lucide-react";
import type { CrowdTrackRecord, OracleTrackRecord } from "@shared/api/track-record";
import { AI_NAMES } from "@shared/constants";
import { OracleName } from "../oracle-name";
import { Panel } from "../ui/panel";
import { FIGURE_TEXTS, WhenLoaded } from "../ui/when-loaded";
import { fixed, percent } from "./format";
import { ReliabilityChart } from "./reliability-chart";
import { useTrackRecord } from "./use-track-record";
import { routes } from "@shared/api/routes";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}

function OracleRecordCard({ oracle }: { oracle: OracleTrackRecord }) {
  return (
    <article className="rounded-2xl border border-border bg-card p-5" data-testid={`track-record-${oracle.aiName}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <OracleName ai={oracle.aiName} className="font-display text-xl" />
        {oracle.calibrating && (
          <span
            data-testid="calibrating"
            title="Too few completed matches for stable figures"
            className="rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted-foreground"
          >
            calibrating
          </span>
        )}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Points per match" value={oracle.pointsPerMatch.toFixed(2)} />
        <Figure label="Outcome accuracy" value={percent(oracle.outcomeAccuracy)} />
        <Figure label="Exact-score rate" value={percent(oracle.exactRate)} />
        <Figure label="RPS (lower is better)" value={fixed(oracle.rps, 3)} />
        <Figure label="Brier (lower is better)" value={fixed(oracle.brier, 3)} />
      </dl>
      <p className="mt-4 text-xs text-muted-foreground">
        Based on {oracle.matches} completed matches; RPS and Brier on {oracle.probabilisticMatches} with probabilities.
      </p>
    </article>
  );
}

function CrowdRecordCard({ crowd }: { crowd: CrowdTrackRecord }) {
  return (
    <article className="rounded-2xl border border-dashed border-border bg-card p-5" data-testid="track-record-crowd">
      <p className="flex items-center gap-2 font-display text-xl font-bold">
        <Users className="size-5 text-primary" aria-hidden />
        The Crowd
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Points per match" value={crowd.pointsPerMatch.toFixed(2)} />
        <Figure label="Outcome accuracy" value={percent(crowd.outcomeAccuracy)} />
        <Figure label="Exact-score rate" value={percent(crowd.exactRate)} />
        <Figure label="Picks per match" value={crowd.averagePicks.toFixed(1)} />
      </dl>
      <p className="mt-4 text-xs text-muted-foreground">
        The players' own picks, frozen at kick-off into the prediction log as the score with the most expected points against them (from 5 picks up),
        scored like the oracles. Based on {crowd.matches} completed matches. Not an oracle you can back.
      </p>
    </article>
  );
}

/** Each oracle's public track record: points, accuracy, proper scores and a reliability chart. */
export function TrackRecord() {
  const query = useTrackRecord();
  const oracles = AI_NAMES.flatMap((ai) => query.data?.oracles.filter((o) => o.aiName === ai) ?? []);
  return (
    <Panel look="section" title="Track Record">
      <WhenLoaded
        look="section"
        query={query}
        {...FIGURE_TEXTS}
        empty={oracles.length === 0 ? "No completed matches yet: the track record starts with the first result." : null}
      >
        <div className="grid gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            {oracles.map((o) => (
              <OracleRecordCard key={o.aiName} oracle={o} />
            ))}
          </div>
          {query.data?.crowd && <CrowdRecordCard crowd={query.data.crowd} />}
          <ReliabilityChart oracles={oracles} />
        </div>
      </WhenLoaded>
      <p className="mt-4 text-sm text-muted-foreground">
        Every prediction behind these figures is in the public{" "}
        <a href={routes.oracles.predictionLog.path} className="text-primary underline">
          prediction log
        </a>
        , and you can{" "}
        <a href="/verify" className="text-primary underline">
          verify the hash chain
        </a>{" "}
        yourself.
      </p>
    </Panel>
  );
}
