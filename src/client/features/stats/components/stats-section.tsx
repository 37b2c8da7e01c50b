import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";

export interface StatsSectionProps {
  id: string;
  title: ReactNode;
  /** The query behind the section: its loading and error states replace the content. */
  query: { isLoading: boolean; isError: boolean; isFetching: boolean; refetch: () => Promise<unknown> };
  children: ReactNode;
  className?: string;
}

/** A titled card whose content waits for its query, with a retry on failure. */
export function StatsSection({ id, title, query, children, className }: StatsSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-4 font-display text-2xl font-bold">
        {title}
      </h2>
      {query.isLoading ? (
        <Spinner label="Loading..." className="py-8" />
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 rounded-2xl border border-destructive p-6 text-center">
          <p className="text-destructive">These figures could not be loaded.</p>
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Try again
          </Button>
        </div>
      ) : (
        children
      )}
    </section>
  );
}

export function StatTile({ label, value, testId }: { label: ReactNode; value: string; testId?: string }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-4" data-testid={testId}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
