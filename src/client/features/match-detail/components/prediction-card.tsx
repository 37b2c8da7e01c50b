import { Check, Flame, ShieldCheck, Target } from "lucide-react";
import { Link } from "wouter";
import type { Prediction } from "@shared/api/matches";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { OracleName } from "../../../components/oracle-name";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";

export interface PredictionCardProps {
  prediction: Prediction;
  selected: boolean;
  /** After a bet (or while betting is closed) neither oracle can be chosen. */
  disabled: boolean;
  onSelect: () => void;
}

export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-6)}` : hash;
}

/** One oracle's prophecy for an upcoming match, with the button that backs it (SPEC §2). */
export function PredictionCard({ prediction: p, selected, disabled, onSelect }: PredictionCardProps) {
  const name = AI_DISPLAY_NAMES[p.aiName];
  const headingId = `prediction-${p.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`prediction-${p.aiName}`}
      className={cn(
        "flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm",
        selected ? "border-primary ring-2 ring-primary" : "border-border",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="font-display text-2xl">
          <OracleName ai={p.aiName} />
        </h2>
        <span className="rounded-full bg-muted px-2 py-1 font-mono text-xs text-muted-foreground" title="Model">
          {p.model}
        </span>
      </div>

      <div className="text-center">
        <p className="text-xs uppercase tracking-wide text-muted-foreground">Predicted score</p>
        <p className="font-display text-6xl font-bold" data-testid="predicted-score">
          {p.predictedScore}
        </p>
      </div>

      <div>
        <div className="flex justify-between text-sm">
          <span className="text-muted-foreground">Confidence</span>
          <span className="font-semibold">{p.confidence}%</span>
        </div>
        <div className="mt-1 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
          <div className="h-full bg-primary" style={{ width: `${Math.min(Math.max(p.confidence, 0), 100)}%` }} />
        </div>
      </div>

      <p className="text-sm leading-relaxed">{p.reasoning}</p>

      {p.goalScorers && (
        <p className="flex gap-2 text-sm">
          <Target className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          <span>
            <span className="font-semibold">Goal scorers: </span>
            {p.goalScorers}
          </span>
        </p>
      )}
      {p.boldPrediction && (
        <p className="flex gap-2 rounded-lg bg-muted p-3 text-sm">
          <Flame className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          <span>
            <span className="font-semibold">Bold prediction: </span>
            {p.boldPrediction}
          </span>
        </p>
      )}

      <p className="mt-auto flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        <ShieldCheck className="size-4" aria-hidden />
        <span>SHA-256</span>
        <code className="font-mono text-foreground" title={p.hash} data-testid="prediction-hash">
          {shortHash(p.hash)}
        </code>
        <Link href="/verify" className="inline-flex min-h-11 items-center font-semibold text-primary underline">
          Verify
        </Link>
      </p>

      <Button onClick={onSelect} disabled={disabled} variant={selected ? "primary" : "outline"} aria-pressed={selected}>
        {selected ? (
          <>
            <Check className="size-4" aria-hidden />
            Selected
          </>
        ) : (
          `Back ${name}`
        )}
      </Button>
    </article>
  );
}
