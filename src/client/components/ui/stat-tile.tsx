import type { ReactNode } from "react";

/** One figure in a <dl> grid; `hint` adds a line under the value. */
export function StatTile({ label, value, hint, testId }: { label: ReactNode; value: string; hint?: ReactNode; testId?: string }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-4" data-testid={testId}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold tabular-nums">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}
