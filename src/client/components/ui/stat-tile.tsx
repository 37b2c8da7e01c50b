import { cva, type VariantProps } from "class-variance-authority";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * How a tile stands. "card": a framed tile of its own (admin, platform stats, the profile's cards). "plain": a
 * figure inside a card that frames it (an oracle's card, the Prophet stats). "strip": a low framed tile, its icon
 * beside, label and figure on one line on a phone (the arena's live stats). "headline": a framed tile, the figure
 * first and centred (the football history's figures).
 */
const tileVariants = cva("", {
  variants: {
    look: {
      card: "min-w-0 rounded-2xl border border-border bg-card p-4",
      // A column, so that the figure sits at the foot of a row's tallest tile: a label that takes two lines
      // ("Quote genaues Ergebnis") no longer pushes its figure below its neighbours'.
      plain: "flex flex-col",
      // The icon stands in the left padding: a <dl>'s group may hold only its <dt> and <dd>s, so no wrapper sets it beside them.
      strip:
        "relative flex flex-wrap items-baseline gap-x-1.5 rounded-2xl border border-border bg-card py-2 pr-3 pl-10 sm:block sm:py-3 sm:pr-4 sm:pl-13",
      headline: "flex min-w-0 flex-col rounded-xl border border-border bg-card p-4 text-center",
    },
  },
});

const labelVariants = cva("", {
  variants: {
    look: {
      card: "text-sm text-muted-foreground",
      plain: "text-xs text-muted-foreground",
      strip: "whitespace-nowrap text-[0.7rem] font-semibold uppercase text-muted-foreground sm:text-xs sm:tracking-wide",
      headline: "font-semibold",
    },
    caps: { true: "uppercase", false: "" },
  },
});

/** The figure's size; from lg up it is set in the display face, as a card's or a headline's always is. */
const valueVariants = cva("font-bold tabular-nums", {
  variants: {
    look: { card: "mt-1 break-words font-display", plain: "mt-auto", strip: "", headline: "order-first font-display" },
    size: {
      sm: "text-lg",
      md: "text-lg sm:text-xl",
      lg: "font-display text-2xl",
      xl: "font-display text-2xl sm:text-3xl",
      "2xl": "font-display text-3xl",
    },
  },
});

type Look = NonNullable<VariantProps<typeof tileVariants>["look"]>;
type Size = NonNullable<VariantProps<typeof valueVariants>["size"]>;

const DEFAULT_SIZE: Record<Look, Size> = { card: "lg", plain: "sm", strip: "md", headline: "2xl" };

export interface StatTileProps {
  label: ReactNode;
  value: ReactNode;
  /** A line under the figure. */
  hint?: ReactNode;
  /** Drawn before the label, or beside label and figure in a strip. */
  icon?: LucideIcon;
  look?: Look;
  /** The figure's size; by default lg on a card, sm plain, md in a strip, 2xl as a headline. */
  size?: Size;
  /** An upper-case label. */
  caps?: boolean;
  /** The colour class of the figure and the icon (the icon is primary without one). */
  tone?: string;
  testId?: string;
  valueTestId?: string;
  /** For the odd tile: a grid span, a warning border, a monospace figure. */
  className?: string;
  valueClassName?: string;
}

/** The client's one figure with a label, in a <dl>: the label is its <dt>, the figure and the hint its <dd>s. */
export function StatTile({
  label,
  value,
  hint,
  icon: Icon,
  look = "card",
  size = DEFAULT_SIZE[look],
  caps = false,
  tone,
  testId,
  valueTestId,
  className,
  valueClassName,
}: StatTileProps) {
  const strip = look === "strip";
  return (
    <div className={cn(tileVariants({ look }), className)} data-testid={testId}>
      <dt className={cn(labelVariants({ look, caps }), Icon && !strip && "flex items-center gap-2")}>
        {Icon && (
          <Icon
            className={cn(strip ? "absolute top-1/2 left-3 size-5 -translate-y-1/2 sm:left-4 sm:size-6" : "size-4 shrink-0", tone ?? "text-primary")}
            aria-hidden
          />
        )}
        {label}
      </dt>
      <dd className={cn(valueVariants({ look, size }), tone, valueClassName)} data-testid={valueTestId}>
        {value}
      </dd>
      {hint && <dd className={cn("text-xs text-muted-foreground", look !== "headline" && "mt-1")}>{hint}</dd>}
    </div>
  );
}
