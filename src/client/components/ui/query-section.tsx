import type { ReactNode } from "react";
import { Button } from "./button";
import { Spinner } from "./spinner";

/** The loading and error state of the reads behind one section. */
export interface SectionQuery {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** One state for several reads: loading while any loads, failed while any failed; retry refetches those that failed. */
export function combineQueries(...queries: SectionQuery[]): SectionQuery {
  return {
    isLoading: queries.some((q) => q.isLoading),
    isError: queries.some((q) => q.isError),
    isFetching: queries.some((q) => q.isFetching),
    refetch: () => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch())),
  };
}

export interface QuerySectionProps {
  id: string;
  title: ReactNode;
  /** The reads behind the section: their loading and error states replace the content. */
  query: SectionQuery;
  children: ReactNode;
  className?: string;
}

/** A titled section whose content waits for its reads, with a retry on failure. */
export function QuerySection({ id, title, query, children, className }: QuerySectionProps) {
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
