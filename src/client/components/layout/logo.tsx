import { Link } from "wouter";
import { cn } from "../../lib/cn";
import { PRODUCT_NAME } from "@shared/constants";
import { useT } from "../../lib/i18n/area";
import { layoutArea } from "./messages";

/**
 * `compact` hides the name on small screens, where the signed-in header needs the room. Neither the
 * mark nor the name gives way to the controls beside it (a streak appearing squeezed it).
 * The link's name is its visible text (name and tagline), so speech users can say what they see.
 */
export function Logo({ showTagline = true, compact = false }: { showTagline?: boolean; compact?: boolean }) {
  const t = useT(layoutArea);
  return (
    <Link href="/" className="flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
      <span className="flex flex-col leading-tight">
        <span className={cn("font-display text-base font-bold sm:text-lg", compact && "sr-only sm:not-sr-only")}>{PRODUCT_NAME}</span>
        {showTagline && <span className="hidden text-xs italic text-muted-foreground sm:block">{t("tagline")}</span>}
      </span>
    </Link>
  );
}
