import { useId, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { WhenLoaded, type ReadState, type StatesLook } from "./when-loaded";

/** The reads behind a panel and the caller's words for their states (WhenLoaded); none for a plain panel. */
type PanelReads =
  | { query: ReadState; loading: string; failed: string; empty?: ReactNode }
  | { query?: undefined; loading?: undefined; failed?: undefined; empty?: undefined };

export type PanelProps = PanelReads & {
  title: string;
  /**
   * "card" (the default): a framed card with an icon before a small title, as on the match page, the
   * profile and the leagues. "section": a page section with a large title whose content brings its own
   * cards (stats, admin, track record).
   */
  look?: StatesLook;
  /** A card's icon before the title, and the icon's colour class. */
  icon?: LucideIcon;
  tone?: string;
  testId?: string;
  /** An anchor other pages link to (e.g. /profile#reminders). */
  anchor?: string;
  className?: string;
  children: ReactNode;
};

/**
 * The one titled section of the client: a section named by its heading whose content, when reads stand
 * behind it, waits for them (docs/decisions.md#project-and-tooling).
 */
export function Panel({ title, look = "card", icon: Icon, tone, testId, anchor, className, children, ...reads }: PanelProps) {
  const id = useId();
  const card = look === "card";
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      data-testid={testId}
      className={cn("scroll-mt-20", card && "rounded-2xl border border-border bg-card p-5", className)}
    >
      <h2 id={id} className={cn("flex items-center gap-2 font-display font-bold", card ? "text-lg" : "mb-4 text-2xl")}>
        {Icon && <Icon className={cn("size-5", tone)} aria-hidden />}
        {title}
      </h2>
      {reads.query ? (
        <WhenLoaded query={reads.query} loading={reads.loading} failed={reads.failed} empty={reads.empty} look={look}>
          {children}
        </WhenLoaded>
      ) : (
        children
      )}
    </section>
  );
}
