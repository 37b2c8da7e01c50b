import { Target } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import type { Match } from "@shared/api/matches";
import type { PlayerPick } from "@shared/api/picks";
import { MAX_PICK_GOALS, POINTS } from "@shared/constants";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { pickScoringSeen } from "../../../lib/domain-events";
import { useMyPick } from "../api/get-my-pick";
import { useRemovePick, useSavePick } from "../api/save-pick";

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
      title="Your Pick"
      icon={Target}
      tone="text-accent"
      testId="your-pick"
      query={query}
      loading="Loading your pick..."
      failed={errorMessage(query.error, "Could not load your pick")}
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
  const [home, setHome] = useState(pick ? String(pick.home) : "");
  const [away, setAway] = useState(pick ? String(pick.away) : "");
  const save = useSavePick(match.id);
  const remove = useRemovePick(match.id);
  const goals = { home: goalsOf(home), away: goalsOf(away) };
  const valid = goals.home !== null && goals.away !== null;
  const unchanged = pick !== null && goals.home === pick.home && goals.away === pick.away;
  const busy = save.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (goals.home === null || goals.away === null || busy) return;
    save.mutate(
      { home: goals.home, away: goals.away },
      {
        onSuccess: (saved) =>
          toast({
            title: "Pick saved",
            description: `${match.homeTeam} ${saved.home}-${saved.away} ${match.awayTeam}. You can change it until kick-off.`,
          }),
        onError: (err) => toast({ title: "Failed to save pick", description: errorMessage(err, "Something went wrong"), variant: "destructive" }),
      },
    );
  };
  const takeBack = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: "Pick removed", description: "You can make a new pick until kick-off." }),
      onError: (err) => toast({ title: "Failed to remove pick", description: errorMessage(err, "Something went wrong"), variant: "destructive" }),
    });

  return (
    <form onSubmit={submit} className="mt-3 grid gap-3">
      <p className="text-sm text-muted-foreground">
        Call the exact score yourself: free, separate from your bet, scored like the oracles ({POINTS.exact} exact, {POINTS.outcome} result,{" "}
        {POINTS.goalDifference} margin). Change it until kick-off.
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
          Enter 0 to {MAX_PICK_GOALS} goals for each side
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!valid || unchanged || busy}>
          {save.isPending ? "Saving..." : pick ? "Update Pick" : "Save Pick"}
        </Button>
        {pick && (
          <Button type="button" variant="outline" onClick={takeBack} disabled={busy}>
            {remove.isPending ? "Removing..." : "Remove Pick"}
          </Button>
        )}
      </div>
      {pick && (
        <p className="text-sm" data-testid="saved-pick">
          Saved: {match.homeTeam} {pick.home}-{pick.away} {match.awayTeam}
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
  if (!pick) return <p className="mt-3 text-muted-foreground">You made no pick for this match.</p>;
  return (
    <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="font-display text-3xl font-bold tabular-nums" data-testid="locked-pick">
        {pick.home}-{pick.away}
      </span>
      {pick.points !== null ? (
        <span className="font-semibold text-accent" data-testid="pick-points">
          {pick.points === POINTS.exact ? "Exact score! " : ""}
          {pick.points} {pick.points === 1 ? "point" : "points"}
        </span>
      ) : (
        <span className="text-sm text-muted-foreground">{finished ? "Not scored: the match did not finish" : "Locked at kick-off"}</span>
      )}
    </p>
  );
}
