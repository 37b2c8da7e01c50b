import type { Preferences } from "./api/notifications";

// Kept apart from the contract (api/notifications.ts), so the client imports it without zod.

/**
 * The lead of a player who never saved settings: an hour, where the settings start and what a reminder asked
 * from a match page uses until they choose.
 */
export const DEFAULT_LEAD_MINUTES: Preferences["leadMinutes"] = 60;

/** Every group off by every way: where a player starts, and what 'Turn all reminders off' writes. */
export const NO_REMINDERS: Preferences["reminders"] = {
  backed: { inApp: false, email: false, push: false },
  featured: { inApp: false, email: false, push: false },
  followed: { inApp: false, email: false, push: false },
  unpicked: { inApp: false, email: false, push: false },
};
