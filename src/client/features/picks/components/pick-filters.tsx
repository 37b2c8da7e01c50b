import { cn } from "../../../lib/cn";
import { useT } from "../../../lib/i18n/area";
import { picksArea } from "../messages";

export interface PickFiltersProps {
  competitions: Array<{ name: string; count: number }>;
  total: number;
  /** The competition shown alone, or null for all. */
  competition: string | null;
  onCompetition: (name: string | null) => void;
  unpickedOnly: boolean;
  onUnpickedOnly: (on: boolean) => void;
}

const CHIP = "inline-flex min-h-11 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-3 text-sm font-semibold transition-colors";

/** Which matches the picks page lists: one competition or all (one tap each), and only those not yet picked. */
export function PickFilters({ competitions, total, competition, onCompetition, unpickedOnly, onUnpickedOnly }: PickFiltersProps) {
  const t = useT(picksArea);
  const chip = (name: string | null, label: string, count: number) => {
    const on = competition === name;
    return (
      <button
        key={name ?? ""}
        type="button"
        aria-pressed={on}
        onClick={() => onCompetition(name)}
        className={cn(CHIP, on ? "border-primary bg-primary text-primary-foreground" : "border-border hover:bg-muted")}
      >
        {label} <span className={cn("tabular-nums", on ? "opacity-80" : "text-muted-foreground")}>{count}</span>
      </button>
    );
  };
  return (
    <div className="grid gap-2">
      {competitions.length > 1 && (
        // One row that scrolls sideways on a phone, where five leagues' chips took three rows and pushed the first
        // match below the first screen; they wrap from a tablet up.
        <div
          role="group"
          aria-label={t("filters.competition")}
          className="flex gap-2 overflow-x-auto [scrollbar-width:none] sm:flex-wrap sm:overflow-visible"
        >
          {chip(null, t("filters.all"), total)}
          {competitions.map((c) => chip(c.name, c.name, c.count))}
        </div>
      )}
      <label className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          role="switch"
          checked={unpickedOnly}
          onChange={(e) => onUnpickedOnly(e.target.checked)}
          className="size-5 accent-primary"
        />
        {t("filters.unpickedOnly")}
      </label>
    </div>
  );
}
