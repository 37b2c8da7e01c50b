import { Check, CircleAlert, Lock } from "lucide-react";
import { useId } from "react";
import type { OpenPick } from "@shared/api/picks";
import { cn } from "../../../lib/cn";
import type { Draft, RowNote } from "../lib/pick-sheet";
import { useT } from "../../../lib/i18n/area";
import { picksArea } from "../messages";
import { ScoreStepper } from "./score-stepper";
import { JokerButton, type JokerState } from "./joker-button";

export interface PickRowProps {
  match: OpenPick & { time: string };
  draft: Draft;
  note: RowNote | undefined;
  /** Its kick-off passed while the page was open: the fields are shut. */
  closed: boolean;
  onChange: (draft: Draft) => void;
  joker: JokerState;
  jokerPending: boolean;
  onJoker: () => void;
}

const NOTE_STYLE: Record<RowNote["kind"], { icon: typeof Check; className: string }> = {
  saved: { icon: Check, className: "text-success" },
  refused: { icon: Lock, className: "text-destructive" },
  invalid: { icon: CircleAlert, className: "text-destructive" },
};

/**
 * One open match on the picks page: the kick-off time, and a score stepper per side named by its team.
 * The fieldset's legend names the match, so a screen reader hears which "Arsenal" a field belongs to.
 */
export function PickRow({ match, draft, note, closed, onChange, joker, jokerPending, onJoker }: PickRowProps) {
  const t = useT(picksArea);
  const id = useId();
  const noteId = `${id}-note`;
  const Icon = note ? NOTE_STYLE[note.kind].icon : null;
  const invalid = note?.kind === "invalid";
  return (
    <li className="border-t border-border first:border-t-0" data-testid={`pick-row-${match.matchId}`} data-closed={closed || undefined}>
      <fieldset className="grid gap-2 px-3 py-3 sm:px-4" disabled={closed} aria-describedby={note ? noteId : undefined}>
        <legend className="sr-only">
          {t(closed ? "row.legendClosed" : "row.legend", { home: match.homeTeam, away: match.awayTeam, time: match.time })}
        </legend>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <time dateTime={match.matchDate} className="font-semibold tabular-nums text-foreground">
            {match.time}
          </time>
          {match.pick && note?.kind !== "saved" && <span>{t("row.yourPick", { score: `${match.pick.home}-${match.pick.away}` })}</span>}
          {closed ? (
            <span
              className="ml-auto inline-flex items-center gap-1 rounded-full bg-destructive/15 px-2 py-0.5 font-semibold text-destructive"
              data-testid="pick-closed"
            >
              <Lock className="size-3" aria-hidden />
              {t("row.closed")}
            </span>
          ) : (
            <JokerButton state={joker} home={match.homeTeam} away={match.awayTeam} pending={jokerPending} onToggle={onJoker} />
          )}
        </p>
        {/* On a phone each team has a line of its own, its stepper at the end, so a long name keeps its
            width; from sm the match reads across: home [−0+] - [−0+] away. The away name comes before its
            stepper only by CSS order, so the Tab key still goes home, then away. */}
        <div
          className={cn(
            "grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto_minmax(0,1fr)] sm:gap-x-2",
            closed && "opacity-60",
          )}
        >
          <label htmlFor={`${id}-home`} className="text-sm font-semibold break-words sm:text-right">
            {match.homeTeam}
          </label>
          <ScoreStepper
            id={`${id}-home`}
            team={match.homeTeam}
            value={draft.home}
            invalid={invalid}
            onChange={(home) => onChange({ ...draft, home })}
          />
          <span aria-hidden className="hidden font-display text-lg font-bold text-muted-foreground sm:block">
            -
          </span>
          <ScoreStepper
            id={`${id}-away`}
            team={match.awayTeam}
            value={draft.away}
            invalid={invalid}
            onChange={(away) => onChange({ ...draft, away })}
            className="order-4 sm:order-none"
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
