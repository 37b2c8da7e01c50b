import { CalendarX, Save, Sparkles } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import { Link } from "wouter";
import type { OpenPick, OpenPicks } from "@shared/api/picks";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useOpenPicks } from "../api/get-open-picks";
import { useSavePicks } from "../api/save-picks";
import { useJoker } from "../api/joker";
import { toast } from "../../../hooks/use-toast";
import { periodStartOf } from "@shared/season";
import type { JokerState } from "./joker-button";
import { useClockAt } from "../../../hooks/use-clock-at";
import { playerTimeZone } from "../../../lib/kick-off-days";
import { competitionsOf, groupPicks } from "../lib/pick-groups";
import { planSave, reportSave, type Draft, type SaveReport } from "../lib/pick-sheet";
import { PickFilters } from "./pick-filters";
import { PickCompetition } from "./pick-competition";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { picksArea } from "../messages";

/** Every match still open for picks, by competition and round, with one button that saves them all. */
export function PickSheet() {
  const t = useT(picksArea);
  const { data, isLoading, error, refetch, isFetching } = useOpenPicks();
  if (isLoading) return <Spinner label={t("sheet.loading")} />;
  if (error || !data) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-2xl border border-destructive p-6 text-center">
        <p className="text-destructive">{errorMessage(error, t("sheet.loadFailed"))}</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  }
  if (data.matches.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border p-10 text-center" data-testid="no-open-picks">
        <CalendarX className="size-10 text-muted-foreground" aria-hidden />
        <p className="text-lg font-semibold">{t("sheet.none")}</p>
        <p className="text-muted-foreground">{t("sheet.noneHint")}</p>
        <Link href="/prophets" className={buttonVariants({ variant: "outline" })}>
          {t("sheet.seeProphets")}
        </Link>
      </div>
    );
  }
  return <PickForm open={data} />;
}

function PickForm({ open }: { open: OpenPicks }) {
  const t = useT(picksArea);
  const locale = useLocale();
  // What the player typed, by match: kept through every save, so nothing typed is ever lost; a field
  // never touched shows the saved pick.
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [report, setReport] = useState<SaveReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [competition, setCompetition] = useState<string | null>(null);
  const [unpickedOnly, setUnpickedOnly] = useState(false);
  const save = useSavePicks();
  // Read again at each kick-off while the page is open, so a match shows closed then, not first on save.
  const kickOffs = useMemo(() => open.matches.map((m) => Date.parse(m.matchDate)), [open.matches]);
  const now = useClockAt(kickOffs);
  const closed = useMemo(() => new Set(open.matches.filter((m) => Date.parse(m.matchDate) <= now).map((m) => m.matchId)), [open.matches, now]);
  const competitions = useMemo(() => competitionsOf(open.matches), [open.matches]);
  // A match saved on this visit stays in the "not yet picked" view, with its note, until the page is left.
  const sections = useMemo(() => {
    const shown = open.matches.filter(
      (m) => (competition === null || m.leagueName === competition) && (!unpickedOnly || !m.pick || report?.notes.has(m.matchId)),
    );
    return groupPicks(shown, new Date(), undefined, locale);
  }, [open.matches, competition, unpickedOnly, report, locale]);
  const picked = open.matches.filter((m) => m.pick).length;
  const joker = useJoker();
  // The weeks whose joker a kick-off has locked: none of their other picks can take it.
  const spentWeeks = useMemo(() => new Set(open.jokers.filter((j) => j.locked).map((j) => j.weekStart)), [open.jokers]);
  const jokerOf = (match: OpenPick): JokerState => {
    if (match.pick?.joker) return "on";
    if (spentWeeks.has(periodStartOf("week", new Date(match.matchDate)).toISOString())) return "spent";
    return match.pick ? "off" : "needsPick";
  };
  const toggleJoker = (match: OpenPick) =>
    joker.mutate(
      { matchId: match.matchId, on: !match.pick?.joker },
      { onError: (err) => toast({ title: t("joker.failed"), description: errorMessage(err, t("tryAgain")), variant: "destructive" }) },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const plan = planSave(open.matches, drafts, closed);
    setFailure(null);
    if (plan.picks.length === 0) {
      setReport(reportSave(plan, null, t));
      return;
    }
    save.mutate(plan.picks, {
      onSuccess: (reply) => setReport(reportSave(plan, reply, t)),
      onError: (err) => {
        setReport(null);
        setFailure(t("sheet.failed", { reason: errorMessage(err, t("somethingWrong")) }));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("sheet.formLabel")} className="grid gap-4">
      <p className="text-sm text-muted-foreground" data-testid="picks-count">
        {t("sheet.count", {
          picked: String(picked),
          count: open.matches.length,
          total: String(open.matches.length),
          zone: playerTimeZone(),
        })}
        {open.total > open.matches.length && ` ${t("sheet.showing", { shown: String(open.matches.length), total: String(open.total) })}`}
      </p>
      {/* One line until opened: on a phone the rules of the joker would push the matches off the first screen. */}
      <details className="rounded-xl border border-accent/40 bg-accent/10 px-3 py-2 text-sm" data-testid="joker-hint">
        <summary className="flex min-h-6 cursor-pointer items-center gap-2 font-medium">
          <Sparkles className="size-4 shrink-0 text-accent" aria-hidden />
          {t("joker.summary")}
        </summary>
        <p className="mt-1 pl-6">{t("joker.hint")}</p>
      </details>
      <PickFilters
        competitions={competitions}
        total={open.matches.length}
        competition={competition}
        onCompetition={setCompetition}
        unpickedOnly={unpickedOnly}
        onUnpickedOnly={setUnpickedOnly}
      />
      {sections.length === 0 && (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground" data-testid="all-picked">
          {t("sheet.allPicked")}
        </p>
      )}
      {sections.map((section, index) => (
        <PickCompetition
          key={section.name}
          index={index}
          section={section}
          drafts={drafts}
          notes={report?.notes}
          closed={closed}
          onChange={(matchId, draft) => setDrafts((all) => ({ ...all, [matchId]: draft }))}
          jokerOf={jokerOf}
          jokerPending={joker.isPending}
          onJoker={toggleJoker}
        />
      ))}
      {/* Within reach however long the list: the button and the save's summary stay at the bottom of the screen. */}
      <div className="sticky bottom-0 z-10 -mx-3 grid gap-2 border-t border-border bg-background/95 px-3 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <div className="flex flex-wrap items-center gap-3">
          {/* Not disabled while saving: that would take the focus away from a player who pressed Enter. */}
          <Button type="submit" aria-disabled={save.isPending}>
            <Save className="size-4" aria-hidden />
            {save.isPending ? t("saving") : t("sheet.savePicks")}
          </Button>
          <p
            role="status"
            aria-live="polite"
            className={cn("min-w-0 flex-1 text-sm", failure ? "text-destructive" : "text-muted-foreground")}
            data-testid="save-summary"
          >
            {failure ?? report?.summary ?? t("sheet.hint")}
          </p>
        </div>
      </div>
    </form>
  );
}
