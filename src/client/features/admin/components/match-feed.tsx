import { CircleCheck, CircleDashed, TriangleAlert, type LucideIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { LocalTime } from "../../../components/local-time";
import { StatTile } from "../../../components/ui/stat-tile";
import { cn } from "../../../lib/cn";
import { formatCount } from "../../../lib/format";
import type { AdminProvider } from "../api/admin-types";
import { PROVIDER_REFRESH_MS } from "../api/get-admin-provider";
import { nextSyncText, sinceText } from "../lib/sync-times";
import { PROVIDER_LABELS } from "./provider-labels";

/** The time the relative texts count from, moved on as often as the status is read again. */
function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), PROVIDER_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const STATE_LOOK: Record<AdminProvider["state"], { icon: LucideIcon; tone: string }> = {
  ok: { icon: CircleCheck, tone: "border-success/50 bg-success/10 text-success" },
  failing: { icon: TriangleAlert, tone: "border-warning bg-warning/10 text-warning" },
  "never-synced": { icon: CircleDashed, tone: "border-dashed border-border text-muted-foreground" },
};

/** The headline: syncing, failing (and what the players see meanwhile), or not synced yet. */
function StateBanner({ status, name, now }: { status: AdminProvider; name: string; now: number }) {
  const { icon: Icon, tone } = STATE_LOOK[status.state];
  let title: string;
  let detail: string;
  if (status.state === "failing") {
    const runs = status.failuresInRow === 1 ? "The last sync" : `The last ${formatCount(status.failuresInRow)} syncs`;
    title = `Serving the last data it has: ${name} is failing`;
    detail = status.lastSuccessAt
      ? `${runs} failed. Fixtures, scores and results are as of the last successful sync, ${sinceText(status.lastSuccessAt, now).toLowerCase()}.`
      : `${runs} failed and none has succeeded yet: the game has no fixtures from ${name}.`;
  } else if (status.state === "never-synced") {
    title = "Not synced yet";
    detail = `The match sync has not recorded a run against ${name}. It reports here after its first one.`;
  } else {
    title = "Syncing normally";
    detail = `The last sync with ${name} succeeded.`;
  }
  return (
    <div className={cn("flex items-start gap-3 rounded-2xl border p-4", tone)} data-testid="match-feed-state" data-state={status.state}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm text-foreground">{detail}</p>
      </div>
    </div>
  );
}

/** The provider and what it follows, the one figure known before the first sync. */
function ProviderFigure({ status, name }: { status: AdminProvider; name: string }) {
  return (
    <StatTile
      size="md"
      label="Provider"
      value={name}
      testId="match-feed-provider"
      className="col-span-2 lg:col-span-1"
      hint={
        status.competitions.length === 0 ? (
          "No competitions configured"
        ) : (
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Competitions">
            {status.competitions.map((competition) => (
              <li key={competition} className="rounded-full bg-muted px-2 py-0.5 text-xs text-foreground">
                {competition}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}

/**
 * Where the instance that answered counts rate limits and socket caps: shared by every instance, or in its own
 * memory while the shared store is away (docs/decisions.md#limit-store-outage). Known whether or not a sync has run.
 */
function LimitStoreFigure({ store }: { store: AdminProvider["limitStore"] }) {
  return (
    <StatTile
      size="md"
      label="Limit store"
      testId="match-feed-limit-store"
      className={store === "local" ? "border-warning" : undefined}
      value={store === "shared" ? "Shared" : "Local on this instance"}
      hint={store === "shared" ? "Every instance counts limits together" : "Each instance counts its own limits"}
    />
  );
}

/** The football provider the match sync follows (docs/rules.md#page-admin): its state, its times, its failures and its limit. */
export function MatchFeed({ status }: { status: AdminProvider }) {
  const now = useClock();
  const name = PROVIDER_LABELS[status.provider];
  // Before the first sync every other figure would be a blank: the provider alone says what is coming.
  const synced = status.state !== "never-synced";
  return (
    <div className="grid gap-4" data-testid="admin-match-feed">
      <StateBanner status={status} name={name} now={now} />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <ProviderFigure status={status} name={name} />
        {synced && (
          <>
            <StatTile
              size="md"
              label="Last successful sync"
              testId="match-feed-last-success"
              value={status.lastSuccessAt ? sinceText(status.lastSuccessAt, now) : "Never"}
              hint={status.lastSuccessAt && <LocalTime at={status.lastSuccessAt} withTime />}
            />
            <StatTile
              size="md"
              label="Next sync"
              testId="match-feed-next-sync"
              value={status.nextSyncAt ? nextSyncText(status.nextSyncAt, now) : "Not planned"}
              hint={status.nextSyncAt ? <LocalTime at={status.nextSyncAt} withTime /> : "None recorded"}
            />
            <StatTile
              size="md"
              label="Failures"
              testId="match-feed-failures"
              className={status.failuresInRow > 0 ? "border-warning" : undefined}
              value={`${formatCount(status.failuresInRow)} in a row`}
              hint={`${formatCount(status.failuresTotal)} in total`}
            />
            <StatTile
              size="md"
              label="Requests left this minute"
              testId="match-feed-requests-left"
              value={status.requestsLeftThisMinute === null ? "Not reported" : formatCount(status.requestsLeftThisMinute)}
              hint={status.requestsLeftThisMinute === null ? "Unknown or unlimited" : "As the provider said at the last sync"}
            />
            <StatTile
              size="md"
              label="Last error"
              testId="match-feed-last-error"
              className="col-span-2 lg:col-span-1"
              value={status.lastError ?? "None"}
              valueClassName={status.lastError ? "font-mono text-sm font-normal leading-snug sm:text-sm" : undefined}
              hint={status.lastFailureAt && <LocalTime at={status.lastFailureAt} withTime />}
            />
          </>
        )}
        <LimitStoreFigure store={status.limitStore} />
      </dl>
    </div>
  );
}
