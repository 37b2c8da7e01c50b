import { AlarmClock } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button";
import { useCountdown } from "../../../hooks/use-countdown";
import { errorMessage } from "../../../lib/api";
import { keptValue } from "../../../lib/kept-value";
import { usePreferences, useRemindMatch } from "../api/notifications";
import { useT } from "../../../lib/i18n/area";
import { notificationsArea } from "../messages";
import { LEAD_IDS, REMINDERS_ANCHOR } from "./reminder-settings";

// Reminders are off until chosen, and few players find the settings on their own: once they bet on or
// pick a match, its page offers a reminder of that match alone (docs/rules.md#reminders), and a "No
// thanks" is kept on this browser, never asked again (docs/decisions.md).
const answered = keptValue("prophecy-league-reminder-offer");

/**
 * "Remind me before kick-off?" for this match: not while the reminders of backed or picked matches are
 * on (they cover it), not once kick-off is nearer than the lead time, and not after a "No thanks".
 */
export function ReminderOffer({ matchId, kickOff }: { matchId: number; kickOff: string }) {
  const t = useT(notificationsArea);
  const { data } = usePreferences();
  const remind = useRemindMatch(matchId);
  const msLeft = useCountdown(kickOff);
  const [declined, setDeclined] = useState(() => answered.read() === "no");
  const [failure, setFailure] = useState<string | null>(null);
  if (!data || declined) return null;
  const asked = data.askedMatches.includes(matchId);
  const lead = t(LEAD_IDS[data.preferences.leadMinutes]);
  if (!asked) {
    const covered = Object.values(data.preferences.reminders.backed).some(Boolean);
    if (covered || msLeft <= data.leadSeconds * 1000) return null;
  }

  async function accept() {
    setFailure(null);
    try {
      await remind.mutateAsync();
    } catch (error) {
      setFailure(errorMessage(error, t("offer.failed")));
    }
  }

  return (
    <section aria-label={t("offer.label")} className="rounded-2xl border border-accent/60 bg-card p-4" data-testid="reminder-offer">
      {asked ? (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
          <span className="flex min-w-0 flex-1 basis-60 items-start gap-2">
            <AlarmClock className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
            <span>{t("offer.set", { lead })}</span>
          </span>
          <Link href={`/profile#${REMINDERS_ANCHOR}`} className="font-medium text-primary underline underline-offset-4">
            {t("offer.settings")}
          </Link>
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex flex-1 items-center gap-2 font-semibold">
            <AlarmClock className="size-5 shrink-0 text-accent" aria-hidden />
            {t("offer.question")}
          </p>
          <div className="flex gap-2">
            <Button size="sm" disabled={remind.isPending} onClick={() => void accept()}>
              {remind.isPending ? t("offer.saving") : t("offer.yes")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                answered.keep("no");
                setDeclined(true);
              }}
            >
              {t("offer.no")}
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
