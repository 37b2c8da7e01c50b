import { MAX_PICK_GOALS } from "@shared/constants";
import { cn } from "../../../lib/cn";

export interface GoalsFieldProps {
  id: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  /** Width, type size and scroll margins: what differs between the picks page and an arena card. */
  className?: string;
}

/** One side's goals in a pick: a whole number from 0 to the most a pick may hold, labelled by its team. */
export function GoalsField({ id, value, invalid, onChange, className }: GoalsFieldProps) {
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_PICK_GOALS}
      step={1}
      value={value}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.value)}
      className={cn(
        "min-h-11 rounded-lg border border-border bg-background px-1 text-center font-display font-bold tabular-nums focus-visible:border-primary disabled:opacity-50",
        invalid && "border-destructive",
        className,
      )}
    />
  );
}
