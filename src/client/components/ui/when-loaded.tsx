import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useT } from "../../lib/i18n/area";
import { uiArea } from "./messages";
import { Button } from "./button";
import { Spinner } from "./spinner";

/** The loading and error state of the reads behind a piece of a page (a TanStack query result fits). */
export interface ReadState {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** One state for several reads: loading while any loads, failed while any failed; retry refetches those that failed. */
export function combineQueries(...queries: ReadState[]): ReadState {
  return {
    isLoading: queries.some((q) => q.isLoading),
    isError: queries.some((q) => q.isError),
    isFetching: queries.some((q) => q.isFetching),
    refetch: () => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch())),
  };
}

/** The words of a section of figures (stats, admin, track record) for its states, in English. */
export const FIGURE_TEXTS = { loading: "Loading...", failed: "These figures could not be loaded." } as const;

/** FIGURE_TEXTS in the page's language. */
export function useFigureTexts(): { loading: string; failed: string } {
  const t = useT(uiArea);
  return { loading: t("figures.loading"), failed: t("figures.failed") };
}

/** Where the states stand: under a card's small title, or in a page section (or a page) of their own. */
export type StatesLook = "card" | "section";

export interface WhenLoadedProps {
  query: ReadState;
  /** The caller's words, shown word for word: the spinner's label while the reads load… */
  loading: string;
  /** …the alert's text after they failed (with a retry)… */
  failed: string;
  /** …and what stands in for the content when the reads came back with nothing to show (null: there is something). */
  empty?: ReactNode;
  look?: StatesLook;
  children: ReactNode;
}

/**
 * The content once the reads behind it have loaded: a spinner until then, an alert with a retry after a
 * failure. The one way every panel and page shows those states (docs/decisions.md#project-and-tooling).
 */
export function WhenLoaded({ query, loading, failed, empty, look = "card", children }: WhenLoadedProps) {
  const t = useT(uiArea);
  const card = look === "card";
  if (query.isLoading) return <Spinner label={loading} className={card ? "py-6" : "py-8"} />;
  if (query.isError) {
    return (
      <div role="alert" className={cn("grid justify-items-center gap-3 rounded-2xl border border-destructive p-6 text-center", card && "mt-3")}>
        <p className="text-destructive">{failed}</p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  }
  if (empty != null && empty !== false) {
    return card ? (
      <p className="mt-3 text-muted-foreground">{empty}</p>
    ) : (
      <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted-foreground">{empty}</p>
    );
  }
  return children;
}
