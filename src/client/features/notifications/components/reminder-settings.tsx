import { AlarmClock, BellOff, BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import type { Preferences } from "@shared/api/notifications";
import { NO_REMINDERS } from "@shared/reminders";
import { REMINDER_GROUPS, REMINDER_LEAD_MINUTES, type ReminderGroup } from "@shared/constants";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { toast } from "../../../hooks/use-toast";
import { errorMessage } from "../../../lib/api";
import { useT } from "../../../lib/i18n/area";
import { usePreferences, useSavePreferences, useSubscribeDevice } from "../api/notifications";
import { notificationsArea } from "../messages";

/** Each lead time's words (the reminder offer says them too). */
export const LEAD_IDS = { 15: "lead.15", 60: "lead.60", 180: "lead.180", 1440: "lead.1440" } as const satisfies Record<
  (typeof REMINDER_LEAD_MINUTES)[number],
  string
>;
const GROUP_LABELS = {
  backed: "group.backed",
  featured: "group.featured",
  followed: "group.followed",
  unpicked: "group.unpicked",
} as const satisfies Record<ReminderGroup, string>;
/** A group whose matches its name alone does not say: the line under it (docs/decisions.md, Notifications). */
const GROUP_NOTES: Partial<Record<ReminderGroup, "group.unpickedNote">> = {
  unpicked: "group.unpickedNote",
};
const CHANNELS = [
  { key: "inApp", label: "channel.inApp" },
  { key: "email", label: "channel.email" },
  { key: "push", label: "channel.push" },
] as const;

/** The settings' anchor on the profile: the bell links here (/profile#reminders). */
export const REMINDERS_ANCHOR = "reminders";

/**
 * Brings the settings into view when the page was opened at their anchor, once they have loaded: the
 * browser's own jump happens before the list arrives, when there is nothing there yet to jump to.
 */
function useScrollIntoViewOnArrival(anchor: string, ready: boolean) {
  useEffect(() => {
    if (!ready || window.location.hash !== `#${anchor}`) return;
    document.getElementById(anchor)?.scrollIntoView({ block: "start" });
  }, [anchor, ready]);
}

const allOff = (p: Preferences): Preferences => ({
  ...p,
  reminders: NO_REMINDERS,
});

/**
 * Kick-off reminders on the profile: how long before kick-off, and for each group of matches whether
 * in the bell and/or by e-mail (e-mail once the address is proven). Nothing comes until chosen, and
 * one button turns every reminder off.
 */
export function ReminderSettings() {
  const t = useT(notificationsArea);
  const query = usePreferences();
  const data = query.data;
  const save = useSavePreferences();
  const subscribe = useSubscribeDevice();
  // The form starts from what is stored, once it has arrived; after that it holds the player's edits.
  const [draft, setDraft] = useState<Preferences | null>(null);
  if (data && draft === null) setDraft(data.preferences);

  async function commit(next: Preferences, done: string) {
    try {
      await save.mutateAsync(next);
      toast({ title: done, description: t("settings.savedDescription") });
    } catch (failure) {
      toast({ title: t("settings.saveFailed"), description: errorMessage(failure, t("settings.tryAgain")), variant: "destructive" });
    }
  }

  useScrollIntoViewOnArrival(REMINDERS_ANCHOR, draft !== null);

  const anyOn = draft ? REMINDER_GROUPS.some((g) => Object.values(draft.reminders[g]).some(Boolean)) : false;
  return (
    <Panel
      title={t("settings.title")}
      icon={AlarmClock}
      tone="text-accent"
      testId="reminder-settings"
      anchor={REMINDERS_ANCHOR}
      query={query}
      loading={t("settings.loading")}
      failed={errorMessage(query.error, t("settings.loadFailed"))}
    >
      {data && draft && (
        <form
          className="mt-3 grid gap-4"
          aria-label={t("settings.formLabel")}
          onSubmit={(event) => {
            event.preventDefault();
            void commit(draft, t("settings.saved"));
          }}
        >
          <label className="grid gap-1 text-sm">
            <span className="font-medium">{t("settings.lead")}</span>
            <select
              className="min-h-11 rounded-lg border border-border bg-background px-3"
              value={draft.leadMinutes}
              onChange={(e) => setDraft({ ...draft, leadMinutes: Number(e.target.value) as Preferences["leadMinutes"] })}
            >
              {REMINDER_LEAD_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {t(LEAD_IDS[m])}
                </option>
              ))}
            </select>
          </label>
          {REMINDER_GROUPS.map((group) => {
            const note = GROUP_NOTES[group];
            return (
              <fieldset key={group} className="grid gap-1" aria-describedby={note ? `reminder-note-${group}` : undefined}>
                <legend className="text-sm font-medium">{t(GROUP_LABELS[group])}</legend>
                {note && (
                  <p id={`reminder-note-${group}`} className="text-xs text-muted-foreground">
                    {t(note)}
                  </p>
                )}
                <div className="flex flex-wrap gap-x-6">
                  {CHANNELS.map(({ key, label }) => {
                    // A way that cannot be chosen yet can still be unticked.
                    const disabled = key !== "inApp" && !data[key].available && !draft.reminders[group][key];
                    const why = key !== "inApp" && !data[key].available ? `${t(label)}: ${data[key].reason ?? t("channel.notAvailable")}` : undefined;
                    return (
                      <label key={key} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm" title={why}>
                        <input
                          type="checkbox"
                          className="size-5 accent-[var(--primary)]"
                          checked={draft.reminders[group][key]}
                          disabled={disabled}
                          aria-describedby={why ? `reminder-why-${key}` : undefined}
                          onChange={(e) =>
                            setDraft({ ...draft, reminders: { ...draft.reminders, [group]: { ...draft.reminders[group], [key]: e.target.checked } } })
                          }
                        />
                        {t(label)}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            );
          })}
          {!data.email.available && (
            <p id="reminder-why-email" className="text-xs text-muted-foreground">
              {t("settings.emailWhy", { reason: data.email.reason })}
            </p>
          )}
          {!data.push.available && (
            <div className="grid gap-2 text-xs text-muted-foreground">
              <p id="reminder-why-push">{t("settings.pushWhy", { reason: data.push.reason })}</p>
              {data.push.reason === "Allow notifications on this device first" && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  disabled={subscribe.isPending}
                  onClick={() =>
                    subscribe.mutate(undefined, {
                      onSuccess: () => toast({ title: t("settings.allowedTitle"), description: t("settings.allowedDescription") }),
                      onError: (failure) =>
                        toast({
                          title: t("settings.pushUnavailable"),
                          description: errorMessage(failure, t("settings.tryAgain")),
                          variant: "destructive",
                        }),
                    })
                  }
                >
                  <BellRing className="size-4" aria-hidden />
                  {subscribe.isPending ? t("settings.asking") : t("settings.allow")}
                </Button>
              )}
            </div>
          )}
          {data.competitions.length > 0 && (
            <fieldset className="grid gap-1">
              <legend className="text-sm font-medium">{t("settings.competitions")}</legend>
              <div className="grid gap-x-4 sm:grid-cols-2">
                {data.competitions.map((c) => (
                  <label key={c.id} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5 accent-[var(--primary)]"
                      checked={draft.followedCompetitions.includes(c.id)}
                      onChange={(e) =>
                        setDraft({
                          ...draft,
                          followedCompetitions: e.target.checked
                            ? [...draft.followedCompetitions, c.id]
                            : draft.followedCompetitions.filter((id) => id !== c.id),
                        })
                      }
                    />
                    {c.name}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t("settings.saving") : t("settings.save")}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={save.isPending || !anyOn}
              onClick={() => {
                const quiet = allOff(draft);
                setDraft(quiet);
                void commit(quiet, t("settings.allOffDone"));
              }}
            >
              <BellOff className="size-4" aria-hidden />
              {t("settings.allOff")}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{t("settings.limits")}</p>
        </form>
      )}
    </Panel>
  );
}
