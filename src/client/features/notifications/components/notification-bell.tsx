import { Bell, Check, Settings } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import type { Notification } from "@shared/api/notifications";
import { scoredPicksText } from "@shared/scored-picks-day";
import { useLocale } from "@client/lib/i18n/locale";
import { LocalTime } from "../../../components/local-time";
import { Button, buttonVariants } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useMarkRead, useNotifications } from "../api/notifications";
import { useNotificationSignals } from "../hooks/use-notification-signals";
import { REMINDERS_ANCHOR } from "./reminder-settings";
import { useT } from "../../../lib/i18n/area";
import { notificationsArea } from "../messages";

/**
 * The header's bell (both layouts): the unread count on it, and on click the newest notifications,
 * each a link to what it is about. Opening the list marks what it shows read; new ones arrive over
 * the socket while the page is open. Escape or a click elsewhere closes it.
 */
export function NotificationBell({ "aria-describedby": describedBy }: { "aria-describedby"?: string }) {
  useNotificationSignals();
  const t = useT(notificationsArea);
  const { data, isLoading, error } = useNotifications();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = data?.unread ?? 0;

  // Opening marks the shown unread ones read (the badge clears; they stay marked new until closed).
  const [seenNew, setSeenNew] = useState<Set<number>>(new Set());
  function toggle() {
    if (open) return setOpen(false);
    setOpen(true);
    const fresh = (data?.items ?? []).filter((n) => !n.read).map((n) => n.id);
    setSeenNew(new Set(fresh));
    if (fresh.length > 0) markRead.mutate({ ids: fresh });
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const label = unread > 0 ? t("bell.labelUnread", { unread }) : t("bell.label");
  return (
    <div className="relative" ref={root}>
      <button
        ref={button}
        type="button"
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative min-w-11")}
        aria-label={label}
        aria-describedby={describedBy}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        data-testid="notification-bell"
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute right-0.5 top-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.7rem] font-bold leading-5 text-white"
            data-testid="notification-count"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t("bell.label")}
          className="fixed inset-x-2 top-14 z-50 max-h-[70vh] overflow-y-auto rounded-2xl border border-border bg-card p-2 shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-12 sm:w-96"
          data-testid="notification-panel"
        >
          <div className="flex items-center justify-between px-2 py-1">
            <h2 className="font-display text-lg font-bold">{t("bell.heading")}</h2>
            <Button variant="ghost" size="sm" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
              <Check className="size-4" aria-hidden />
              {t("bell.markAllRead")}
            </Button>
          </div>
          {isLoading ? (
            <p className="p-3 text-sm text-muted-foreground">{t("bell.loading")}</p>
          ) : error || !data ? (
            <p className="p-3 text-sm text-destructive">{errorMessage(error, t("bell.loadFailed"))}</p>
          ) : data.items.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">{t("bell.empty")}</p>
          ) : (
            <ul className="grid gap-1">
              {data.items.map((item) => (
                <NotificationItem key={item.id} item={item} fresh={seenNew.has(item.id) || !item.read} onOpen={() => setOpen(false)} />
              ))}
            </ul>
          )}
          <Link
            href={`/profile#${REMINDERS_ANCHOR}`}
            onClick={() => {
              setOpen(false);
              // Already on the profile, the route does not change: bring the settings into view here.
              document.getElementById(REMINDERS_ANCHOR)?.scrollIntoView({ block: "start" });
            }}
            className="mt-1 flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-medium text-primary hover:bg-muted focus-visible:bg-muted"
          >
            <Settings className="size-4" aria-hidden />
            {t("bell.settings")}
          </Link>
        </div>
      )}
    </div>
  );
}

function NotificationItem({ item, fresh, onOpen }: { item: Notification; fresh: boolean; onOpen: () => void }) {
  // A day's scored picks is stored as its figures: its sentence is written where it is shown, here in
  // English (the day named from now), and by the server in the reader's language for the others.
  const t = useT(notificationsArea);
  const locale = useLocale();
  const title = item.scoredPicks && locale === "en" ? scoredPicksText(item.scoredPicks, new Date()) : item.title;
  return (
    <li>
      <Link
        href={item.link}
        onClick={onOpen}
        className={cn("block rounded-xl p-3 hover:bg-muted focus-visible:bg-muted", fresh && "bg-primary/10")}
        data-testid="notification"
      >
        <p className="flex items-start justify-between gap-2 text-sm font-semibold">
          <span>{title}</span>
          {fresh && <span className="sr-only">{t("bell.new")}</span>}
          {fresh && <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />}
        </p>
        <p className="text-sm text-muted-foreground">{item.body}</p>
        <LocalTime at={item.changedAt} withTime className="mt-1 block text-xs text-muted-foreground" />
      </Link>
    </li>
  );
}
