import { Target } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import type { Match } from "@shared/api/matches";
import type { PlayerPick } from "@shared/api/picks";
import { AI_DISPLAY_NAMES, MAX_PICK_GOALS, POINTS } from "@shared/constants";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { pickScoringSeen } from "../../../lib/domain-events";
import { useMyPick } from "../api/get-my-pick";
import { useRemovePick, useSavePick } from "../api/save-pick";
import { useT } from "../../../lib/i18n/area";
import { matchDetailArea } from "../messages";

/** "2" → 2; anything but a whole number of goals from 0 to 20 → null. */
function goalsOf(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const goals = Number(text);
  return goals <= MAX_PICK_GOALS ? goals : null;
}

/**
 * The player's own exact score, beside the oracles: free, apart from the bet, changeable until
 * kick-off and scored like the oracles at full time.
 */
export function YourPick({ match, open }: { match: Match; open: boolean }) {
  const t = useT(matchDetailArea);
  const queryClient = useQueryClient();
  const query = useMyPick(match.id);
  const pick = query.data;
  // Settlement scores picks in the transaction that marks the match finished: once the page sees
  // that, a pick read while the match was on is stale (queries never go stale by themselves).
  const unscored = match.status === "completed" && pick != null && pick.points === null;
  useEffect(() => {
    if (!unscored) return;
    void pickScoringSeen(queryClient, match.id);
  }, [unscored, match.id, queryClient]);
  return (
    <Panel
      title={t("pick.title")}
      icon={Target}
      tone="text-accent"
      testId="your-pick"
      query={query}
      loading={t("pick.loading")}
      failed={errorMessage(query.error, t("pick.loadFailed"))}
    >
      {open ? (
        // A saved or removed pick starts the form afresh from what the server holds.
        <PickForm key={pick?.updatedAt ?? "none"} match={match} pick={pick ?? null} />
      ) : (
        <LockedPick pick={pick ?? null} finished={match.status === "completed"} />
      )}
    </Panel>
  );
}

function PickForm({ match, pick }: { match: Match; pick: PlayerPick | null }) {
  const t = useT(matchDetailArea);
  const [home, setHome] = useState(pick ? String(pick.home) : "");
  const [away, setAway] = useState(pick ? String(pick.away) : "");
  const save = useSavePick(match.id, {
    onSuccess: (saved) =>
      toast({
        title: t("pick.savedToast"),
        description: t("pick.savedToastDescription", { home: match.homeTeam, homeGoals: saved.home, awayGoals: saved.away, away: match.awayTeam }),
      }),
    onError: (err) => toast({ title: t("pick.saveFailed"), description: errorMessage(err, t("somethingWrong")), variant: "destructive" }),
  });
  const remove = useRemovePick(match.id, {
    onSuccess: () => toast({ title: t("pick.removedToast"), description: t("pick.removedToastDescription") }),
    onError: (err) => toast({ title: t("pick.removeFailed"), description: errorMessage(err, t("somethingWrong")), variant: "destructive" }),
  });
  const goals = { home: goalsOf(home), away: goalsOf(away) };
  const valid = goals.home !== null && goals.away !== null;
  const unchanged = pick !== null && goals.home === pick.home && goals.away === pick.away;
  const busy = save.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (goals.home === null || goals.away === null || busy) return;
    save.mutate({ home: goals.home, away: goals.away });
  };
  const takeBack = () => remove.mutate();

  return (
    <form onSubmit={submit} className="mt-3 grid gap-3">
      <p className="text-sm text-muted-foreground">
        {t("pick.intro", { exact: POINTS.exact, outcome: POINTS.outcome, margin: POINTS.goalDifference })}
      </p>
      <div className="grid grid-cols-[1fr_auto_1fr] items-end gap-2">
        <GoalsInput label={match.homeTeam} value={home} onChange={setHome} disabled={busy} testId="pick-home" />
        <span className="pb-3 font-display text-2xl font-bold" aria-hidden>
          -
        </span>
        <GoalsInput label={match.awayTeam} value={away} onChange={setAway} disabled={busy} testId="pick-away" />
      </div>
      {(home !== "" || away !== "") && !valid && (
        <p role="alert" className="text-sm text-destructive">
          {t("pick.invalid", { max: MAX_PICK_GOALS })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!valid || unchanged || busy}>
          {save.isPending ? t("pick.saving") : pick ? t("pick.update") : t("pick.save")}
        </Button>
        {pick && (
          <Button type="button" variant="outline" onClick={takeBack} disabled={busy}>
            {remove.isPending ? t("pick.removing") : t("pick.remove")}
          </Button>
        )}
      </div>
      {pick && (
        <p className="text-sm" data-testid="saved-pick">
          {t("pick.savedLine", { home: match.homeTeam, homeGoals: pick.home, awayGoals: pick.away, away: match.awayTeam })}
        </p>
      )}
    </form>
  );
}

function GoalsInput(props: { label: string; value: string; onChange: (value: string) => void; disabled: boolean; testId: string }) {
  return (
    <label className="grid min-w-0 gap-1 text-center text-sm font-medium">
      <span className="truncate">{props.label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_PICK_GOALS}
        step={1}
        required
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
        className="min-h-11 w-full rounded-lg border border-border bg-background px-3 text-center font-display text-2xl font-bold tabular-nums focus-visible:border-primary"
      />
    </label>
  );
}

function LockedPick({ pick, finished }: { pick: PlayerPick | null; finished: boolean }) {
  const t = useT(matchDetailArea);
  if (!pick) return <p className="mt-3 text-muted-foreground">{t("pick.none")}</p>;
  return (
    <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="font-display text-3xl font-bold tabular-nums" data-testid="locked-pick">
        {pick.home}-{pick.away}
      </span>
      {pick.byOracle && (
        <span className="rounded-full bg-muted px-2 py-0.5 text-sm font-medium" data-testid="pick-by-oracle">
          {t("pick.byOracle", { oracle: AI_DISPLAY_NAMES[pick.byOracle] })}
        </span>
      )}
      {pick.joker && (
        <span className="rounded-full bg-accent/15 px-2 py-0.5 text-sm font-bold text-accent" data-testid="pick-joker">
          {t("pick.joker")}
        </span>
      )}
      {pick.points !== null ? (
        <span className="font-semibold text-accent" data-testid="pick-points">
          {t(pick.points === POINTS.exact ? "pick.exactPoints" : "pick.points", { count: pick.points })}
        </span>
      ) : (
        <span className="text-sm text-muted-foreground">{finished ? t("pick.notScored") : t("pick.locked")}</span>
      )}
    </p>
  );
}
