import { useId, useLayoutEffect, useRef, useState } from "react";
import { cn } from "../../../lib/cn";
import { useT } from "../../../lib/i18n/area";
import { matchDetailArea } from "../messages";

// useLayoutEffect warns when the server renders; the measure is the browser's alone.
const useBrowserLayoutEffect = typeof window === "undefined" ? () => undefined : useLayoutEffect;

/**
 * An oracle's reasoning (docs/rules.md#page-match). On a phone it starts at two lines, with "Read more" to open it and
 * "Show less" to close it again, so the way to back an oracle is on the first screen; from tablet width it shows whole,
 * as the toggle does not. A reasoning that fits in two lines gets no toggle.
 */
export function OracleReasoning({ text }: { text: string }) {
  const t = useT(matchDetailArea);
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [fits, setFits] = useState(false);
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setFits(element.scrollHeight <= element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, text]);
  return (
    <div className="grid justify-items-start gap-1">
      <p ref={ref} id={id} className={cn("text-sm leading-relaxed sm:line-clamp-none", !expanded && "line-clamp-2")} data-testid="oracle-reasoning">
        {text}
      </p>
      {!fits && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="-my-2 inline-flex min-h-11 items-center text-sm font-semibold text-primary underline sm:hidden"
        >
          {expanded ? t("reasoning.less") : t("reasoning.more")}
        </button>
      )}
    </div>
  );
}
