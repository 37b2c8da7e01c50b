import { Minus, Plus } from "lucide-react";
import type { FormEvent, KeyboardEvent, MouseEvent } from "react";
import { MAX_PICK_GOALS } from "@shared/constants";
import { cn } from "../../../lib/cn";
import { useT } from "../../../lib/i18n/area";
import { enteredGoals, stepGoals } from "../lib/score-steps";
import { picksArea } from "../messages";

export interface ScoreStepperProps {
  id: string;
  /** The side's team, which names the steppers ("One more goal for Arsenal"). */
  team: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  className?: string;
}

/** The score fields of a form, in the order the page shows them: where a typed digit hands the focus on. */
export const SCORE_FIELD = "data-score-field";

/** After a digit: the form's next open score field, or its save button after the last one. */
function focusNext(field: HTMLInputElement) {
  const form = field.form;
  if (!form) return;
  const fields = [...form.querySelectorAll<HTMLInputElement>(`input[${SCORE_FIELD}]:not(:disabled)`)];
  const next = fields[fields.indexOf(field) + 1] ?? form.querySelector<HTMLButtonElement>('button[type="submit"]');
  next?.focus();
}

// The steppers stay out of the Tab order (the field's arrow keys do the same), so Tab goes home, away,
// next match; and pressing one keeps the focus where it was, so a phone's keyboard stays up.
const keepFocus = (event: MouseEvent) => event.preventDefault();
const STEP = "flex size-11 shrink-0 items-center justify-center rounded-lg border border-border bg-muted/40 hover:bg-muted disabled:opacity-40";

/**
 * One side's goals on the picks page (docs/rules.md#page-picks): a digit typed sets them and moves to
 * the next field, − and + (44 px each) and the arrow keys step them, which is how 10 to 20 are set.
 * A text field with the spinbutton role rather than a number input, so a typed key arrives as itself and
 * the whole value is selected on focus, ready to be replaced.
 */
export function ScoreStepper({ id, team, value, invalid, onChange, className }: ScoreStepperProps) {
  const t = useT(picksArea);
  const goals = /^\d+$/.test(value) ? Number(value) : undefined;
  const step = (delta: 1 | -1) => onChange(stepGoals(value, delta));
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const typed = (event.nativeEvent as InputEvent).data ?? null;
    const field = event.currentTarget;
    const entered = enteredGoals(typed, field.value);
    onChange(entered.value);
    if (entered.advance) focusNext(field);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    step(event.key === "ArrowUp" ? 1 : -1);
  };
  return (
    <div className={cn("flex items-center gap-1", className)}>
      <button type="button" tabIndex={-1} className={STEP} aria-label={t("stepper.fewer", { team })} onMouseDown={keepFocus} onClick={() => step(-1)}>
        <Minus className="size-4" aria-hidden />
      </button>
      <input
        id={id}
        {...{ [SCORE_FIELD]: "" }}
        type="text"
        role="spinbutton"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-valuemin={0}
        aria-valuemax={MAX_PICK_GOALS}
        aria-valuenow={goals}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={onInput}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.currentTarget.select()}
        className={cn(
          "h-11 w-12 scroll-mt-24 scroll-mb-36 rounded-lg border border-border bg-background px-1 text-center font-display text-xl font-bold tabular-nums focus-visible:border-primary disabled:opacity-50",
          invalid && "border-destructive",
        )}
      />
      <button type="button" tabIndex={-1} className={STEP} aria-label={t("stepper.more", { team })} onMouseDown={keepFocus} onClick={() => step(1)}>
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
