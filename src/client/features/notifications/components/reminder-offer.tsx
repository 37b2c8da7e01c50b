import { AlarmClock } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { REMINDER_GROUPS } from "@shared/constants";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { keptValue } from "../../../lib/kept-value";
import { usePreferences, useSavePreferences } from "../api/notifications";
import { REMINDERS_ANCHOR } from "./reminder-settings";

// Reminders are off until chosen, and few players find the settings on their own: right after their
// first bet or pick, the match page asks once, inline (the 'Bet Placed!' toast keeps its place), and
// never again on this browser once answered (docs/decisions.md).
const answered = keptValue("prophecy-league-reminder-offer");

const LEAD_WORDS: Record<number, string> = { 15: "15 minutes", 60: "1 hour", 180: "3 hours", 1440: "24 hours" };

/** "Remind me before kick-off?" for a player with no reminders on who has not answered it yet. */
export function ReminderOffer() {
  const { data } = usePreferences();
  const save = useSavePreferences();
  const [state, setState] = useState<"asking" | "on" | "gone">(() => (answered.read() ? "gone" : "asking"));
  const [failure, setFailure] = useState<string | null>(null);
  if (!data || state === "gone") return null;
  const anyOn = REMINDER_GROUPS.some((g) => Object.values(data.preferences.reminders[g]).some(Boolean));
  if (anyOn && state === "asking") return null;

  async function accept() {
    if (!data) return;
    const { preferences } = data;
    setFailure(null);
    try {
      await save.mutateAsync({ ...preferences, reminders: { ...preferences.reminders, backed: { ...preferences.reminders.backed, inApp: true } } });
      answered.keep("yes");
      setState("on");
    } catch (error) {
      setFailure(errorMessage(error, "Could not turn reminders on. Please try again."));
    }
  }

  return (
    <section aria-label="Kick-off reminder" className="rounded-2xl border border-accent/60 bg-card p-4" data-testid="reminder-offer">
      {state === "on" ? (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
          <AlarmClock className="size-4 text-accent" aria-hidden />
          Done: the bell will remind you {LEAD_WORDS[data.preferences.leadMinutes] ?? `${data.preferences.leadMinutes} minutes`} before kick-off of
          the matches you back or pick.
          <Link href={`/profile#${REMINDERS_ANCHOR}`} className="font-medium text-primary underline underline-offset-4">
            Reminder settings
          </Link>
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex flex-1 items-center gap-2 font-semibold">
            <AlarmClock className="size-5 shrink-0 text-accent" aria-hidden />
            Remind me before kick-off?
          </p>
          <div className="flex gap-2">
            <Button size="sm" disabled={save.isPending} onClick={() => void accept()}>
              {save.isPending ? "Saving..." : "Yes, remind me"}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                answered.keep("no");
                setState("gone");
              }}
            >
              No thanks
            </Button>
          </div>
          {failure && (
            <p role="alert" className="w-full text-sm text-destructive">
              {failure}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
