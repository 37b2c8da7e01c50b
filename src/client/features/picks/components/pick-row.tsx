import { Check, CircleAlert, Lock } from "lucide-react";
import { useId } from "react";
import type { OpenPick } from "@shared/api/picks";
import { cn } from "../../../lib/cn";
import type { Draft, RowNote } from "../lib/pick-sheet";
import { GoalsField } from "./goals-field";

export interface PickRowProps {
  match: OpenPick & { time: string };
  draft: Draft;
  note: RowNote | undefined;
  onChange: (draft: Draft) => void;
}

// The scroll margins keep a field the Tab key reaches clear of the sticky header and save bar.
const FIELD = "w-14 scroll-mt-24 scroll-mb-36 text-xl sm:w-16";

const NOTE_STYLE: Record<RowNote["kind"], { icon: typeof Check; className: string }> = {
  saved: { icon: Check, className: "text-success" },
  refused: { icon: Lock, className: "text-destructive" },
  invalid: { icon: CircleAlert, className: "text-destructive" },
};

/**
 * One open match on the picks page: the kick-off time, and a goals field per side named by its team.
 * The fieldset's legend names the match, so a screen reader hears which "Arsenal" a field belongs to.
 */
export function PickRow({ match, draft, note, onChange }: PickRowProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const Icon = note ? NOTE_STYLE[note.kind].icon : null;
  const invalid = note?.kind === "invalid";
  return (
    <li className="border-t border-border first:border-t-0" data-testid={`pick-row-${match.matchId}`}>
      <fieldset className="grid gap-2 px-3 py-3 sm:px-4" aria-describedby={note ? noteId : undefined}>
        <legend className="sr-only">
          {match.homeTeam} v {match.awayTeam}, {match.time}
        </legend>
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
          <time dateTime={match.matchDate} className="font-semibold tabular-nums text-foreground">
            {match.time}
          </time>
          <span>{match.leagueName}</span>
          {match.pick && note?.kind !== "saved" && <span>· your pick {`${match.pick.home}-${match.pick.away}`}</span>}
        </p>
        {/* On a phone each team has a line of its own, its field at the end, so a long name keeps its
            width; from sm the match reads across: home [ ] - [ ] away. The away name comes before its
            field only by CSS order, so the Tab key still goes home, then away. */}
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto_minmax(0,1fr)] sm:gap-x-2">
          <label htmlFor={`${id}-home`} className="text-sm font-semibold break-words sm:text-right">
            {match.homeTeam}
          </label>
          <GoalsField id={`${id}-home`} value={draft.home} invalid={invalid} onChange={(home) => onChange({ ...draft, home })} className={FIELD} />
          <span aria-hidden className="hidden font-display text-lg font-bold text-muted-foreground sm:block">
            -
          </span>
          <GoalsField
            id={`${id}-away`}
            value={draft.away}
            invalid={invalid}
            onChange={(away) => onChange({ ...draft, away })}
            className={cn(FIELD, "order-4 sm:order-none")}
          />
          <label htmlFor={`${id}-away`} className="order-3 text-sm font-semibold break-words sm:order-none">
            {match.awayTeam}
          </label>
        </div>
        {note && Icon && (
          <p id={noteId} className={cn("flex items-start gap-1.5 text-sm", NOTE_STYLE[note.kind].className)} data-testid="pick-note">
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
            {note.text}
          </p>
        )}
      </fieldset>
    </li>
  );
}
