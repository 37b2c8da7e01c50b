import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useT } from "../../lib/i18n/area";
import { layoutArea } from "./messages";

const MAIN_ID = "main-content";

/**
 * The first stop of the Tab key on every screen: hidden until focused, it jumps past the header.
 * A plain fragment link, so it works before any script runs and the router never sees it.
 */
export function SkipLink() {
  const t = useT(layoutArea);
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-lg bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      {t("skipToMain")}
    </a>
  );
}

/**
 * Each screen's <main>, the skip link's target. tabIndex -1 lets the link move focus here (so the
 * next Tab continues inside); no outline, since the container itself is not a control.
 */
export function MainContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className={cn("outline-none", className)}>
      {children}
    </main>
  );
}
