import { useId, useState, type FormEvent } from "react";
import type { ListedMatch } from "@shared/api/matches";
import type { OpenPick } from "@shared/api/picks";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useOpenPick } from "../api/get-open-picks";
import { useSavePicks } from "../api/save-picks";
import { cardSaveNote, planCardSave } from "../lib/card-pick";
import { draftOf, type Draft, type RowNote } from "../lib/pick-sheet";
import { useT } from "../../../lib/i18n/area";
import { rich } from "../../../lib/i18n/rich";
import { picksArea } from "../messages";
import { GoalsField } from "./goals-field";

/**
 * "Your pick" on an upcoming arena card: both scores and Save, in one row so the first card stays
 * whole on a phone's first screen (docs/decisions.md, "Play along: players' own picks"). The card
 * puts it above its stretched link, so pressing or typing here never opens the match. Its line comes from the
 * arena's one read of the open picks (useOpenPicks on the page, refreshed by the kick-off and fetched-matches events).
 */
export function CardPick({ match }: { match: ListedMatch }) {
  const t = useT(picksArea);
  const { data: entry, isError } = useOpenPick(match.id);
  // A read taken again that failed (after a kick-off) keeps the picks already read.
  if (isError && entry === undefined) {
    return <p className="text-sm text-destructive">{t("card.loadFailed")}</p>;
  }
  // Loaded without this match: it closed on the server's clock, or comes after the first matches the
  // read lists; its own page still takes a pick.
  if (entry === null) return null;
  return <PickLine match={entry ?? placeholderOf(match)} ready={entry !== undefined} />;
}

/** The line while the read is on its way: the same fields, empty and disabled, so the card does not move. */
function placeholderOf(match: ListedMatch): OpenPick {
  return {
    matchId: match.id,
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    matchDate: match.matchDate,
    leagueName: match.leagueName,
    pick: null,
  };
}

function PickLine({ match, ready }: { match: OpenPick; ready: boolean }) {
  const t = useT(picksArea);
  const id = useId();
  // What the player typed; null shows the saved pick. Kept through a refused or failed save, so
  // nothing typed is lost; a stored pick clears it, and the fields show what the server holds.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [note, setNote] = useState<RowNote | null>(null);
  const save = useSavePicks();
  const shown = draft ?? draftOf(match);
  const invalid = note?.kind === "invalid";

  const edit = (next: Draft) => {
    setDraft(next);
    setNote(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || save.isPending) return;
    const plan = planCardSave(match, draft);
    if (plan.picks.length === 0) {
      setNote(cardSaveNote(match, draft, plan, null, t));
      return;
    }
    save.mutate(plan.picks, {
      onSuccess: (reply) => {
        if (reply.saved.length > 0) setDraft(null);
        setNote(cardSaveNote(match, draft, plan, reply, t));
      },
      onError: (err) => setNote({ kind: "refused", text: t("card.failed", { reason: errorMessage(err, t("somethingWrong")) }) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="card-pick">
      <fieldset className="flex items-center gap-2" aria-describedby={`${id}-note`} disabled={!ready}>
        <legend className="sr-only">{t("card.legend", { home: match.homeTeam, away: match.awayTeam })}</legend>
        <span className="mr-auto flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
          <span aria-hidden>{t("card.yourPick")}</span>
          {match.pick?.joker && (
            <span className="rounded-full bg-accent/15 px-1.5 text-xs font-bold text-accent" title={t("card.joker")} data-testid="card-joker">
              <span aria-hidden>×2</span>
              <span className="sr-only">{t("card.joker")}</span>
            </span>
          )}
        </span>
        <label htmlFor={`${id}-home`} className="sr-only">
          {match.homeTeam}
        </label>
        <GoalsField id={`${id}-home`} value={shown.home} invalid={invalid} onChange={(home) => edit({ ...shown, home })} className="w-12 text-lg" />
        <span aria-hidden className="font-display font-bold text-muted-foreground">
          –
        </span>
        <label htmlFor={`${id}-away`} className="sr-only">
          {match.awayTeam}
        </label>
        <GoalsField id={`${id}-away`} value={shown.away} invalid={invalid} onChange={(away) => edit({ ...shown, away })} className="w-12 text-lg" />
        {/* Not disabled while saving: that would take the focus away from a player who pressed Enter. */}
        <Button type="submit" variant="outline" size="sm" aria-disabled={save.isPending} className="min-w-16">
          {save.isPending ? t("saving") : rich(t("card.save"), [(text) => <span className="sr-only">{text}</span>])}
        </Button>
      </fieldset>
      {/* Always there, empty until a save: a live region that appears with its text may go unheard. */}
      <p
        id={`${id}-note`}
        role="status"
        aria-live="polite"
        className={cn("mt-1 text-sm empty:mt-0", note?.kind === "saved" ? "text-success" : "text-destructive")}
        data-testid="card-pick-note"
      >
        {note?.text}
      </p>
    </form>
  );
}
