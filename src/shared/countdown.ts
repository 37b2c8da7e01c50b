import type { Words } from "./i18n/words";

// Countdown urgency, closing badges and the bet dialog's time-left messages (docs/rules.md#betting-window).
// The texts are English unless `words` come with the page's language (the client's
// client/lib/shared-words/messages area holds these ids).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type Urgency = "calm" | "moderate" | "high" | "critical" | "over";

/** > 6 h calm; > 2 h up to 6 h moderate; > 30 min up to 2 h high; ≤ 30 min critical; ≤ 0 over. */
export function urgencyOf(msLeft: number): Urgency {
  if (msLeft <= 0) return "over";
  if (msLeft <= 30 * MINUTE) return "critical";
  if (msLeft <= 2 * HOUR) return "high";
  if (msLeft <= 6 * HOUR) return "moderate";
  return "calm";
}

/** The ids of the countdown's texts in a catalogue. */
export type CountdownId =
  | "countdown.timeUp"
  | "countdown.days"
  | "countdown.hours"
  | "countdown.minutes"
  | "countdown.seconds"
  | "countdown.lastChance"
  | "countdown.closesSoon"
  | "betWindow.closed"
  | "betWindow.finalMinutes"
  | "betWindow.lastChance"
  | "betWindow.closesIn"
  | "betWindow.startsIn"
  | "betWindow.anytime";

/** "2d 4h", "3h 05m", "12m 09s", "45s"; "Time's up!" at or below zero. */
export function formatTimeLeft(msLeft: number, words?: Words<CountdownId>): string {
  if (msLeft <= 0) return words ? words.t("countdown.timeUp") : "Time's up!";
  const totalSeconds = Math.floor(msLeft / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  if (words) {
    const { t } = words;
    if (days > 0) return t("countdown.days", { days: String(days), hours: String(hours) });
    if (hours > 0) return t("countdown.hours", { hours: String(hours), minutes: pad(minutes) });
    if (minutes > 0) return t("countdown.minutes", { minutes: String(minutes), seconds: pad(seconds) });
    return t("countdown.seconds", { seconds: String(seconds) });
  }
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m`;
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`;
  return `${seconds}s`;
}

/** The time left at which each closing badge appears: what a card redraws for, besides the kick-off. */
export const CLOSING_BADGE_MS = { closesSoon: 60 * MINUTE, lastChance: 15 * MINUTE } as const;

/** 'LAST CHANCE!' at 15 minutes or less, 'Betting closes soon' at 60 or less (docs/rules.md#betting-window). */
export function closingBadge(msLeft: number): "LAST CHANCE!" | "Betting closes soon" | null {
  if (msLeft <= 0) return null;
  if (msLeft <= CLOSING_BADGE_MS.lastChance) return "LAST CHANCE!";
  if (msLeft <= CLOSING_BADGE_MS.closesSoon) return "Betting closes soon";
  return null;
}

/** A closingBadge's text: the badge itself in English, else in the language of `words`. */
export function closingBadgeText(badge: "LAST CHANCE!" | "Betting closes soon", words?: Words<CountdownId>): string {
  if (!words) return badge;
  return words.t(badge === "LAST CHANCE!" ? "countdown.lastChance" : "countdown.closesSoon");
}

/** The bet dialog's message by time left (docs/rules.md#betting-window). */
export function betWindowMessage(msLeft: number, words?: Words<CountdownId>): string {
  const left = formatTimeLeft(msLeft, words);
  if (words) {
    const { t } = words;
    if (msLeft <= 0) return t("betWindow.closed");
    if (msLeft < 5 * MINUTE) return t("betWindow.finalMinutes");
    if (msLeft < 30 * MINUTE) return t("betWindow.lastChance", { left });
    if (msLeft < 120 * MINUTE) return t("betWindow.closesIn", { left });
    if (msLeft < 6 * HOUR) return t("betWindow.startsIn", { left });
    return t("betWindow.anytime");
  }
  if (msLeft <= 0) return "Betting closed - Watch live!";
  if (msLeft < 5 * MINUTE) return "FINAL MINUTES! Bet now or miss out!";
  if (msLeft < 30 * MINUTE) return `LAST CHANCE! ${left} remaining`;
  if (msLeft < 120 * MINUTE) return `Betting closes in ${left}`;
  if (msLeft < 6 * HOUR) return `Match starting in ${left}`;
  return "Place your bet anytime";
}

/** The deadline banner shows when kick-off is in the future and under 2 hours away; urgent at 30 min. */
export function deadlineBanner(msLeft: number): "hidden" | "warning" | "urgent" {
  if (msLeft <= 0 || msLeft >= 2 * HOUR) return "hidden";
  return msLeft <= 30 * MINUTE ? "urgent" : "warning";
}
