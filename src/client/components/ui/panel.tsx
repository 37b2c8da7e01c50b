import { useId, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";

export interface PanelProps {
  title: string;
  icon: LucideIcon;
  /** The icon's colour class. */
  tone: string;
  testId?: string;
  /** An anchor other pages link to (e.g. /profile#reminders). */
  anchor?: string;
  className?: string;
  children: ReactNode;
}

/** A titled card of the match page and profile: a section named by its heading, with an icon before the title. */
export function Panel({ title, icon: Icon, tone, testId, anchor, className, children }: PanelProps) {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      data-testid={testId}
      className={cn("scroll-mt-20 rounded-2xl border border-border bg-card p-5", className)}
    >
      <h2 id={id} className="flex items-center gap-2 font-display text-lg font-bold">
        <Icon className={cn("size-5", tone)} aria-hidden />
        {title}
      </h2>
      {children}
    </section>
  );
}
