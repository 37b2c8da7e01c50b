import type { Preferences } from "./api/notifications";

// Kept apart from the contract (api/notifications.ts), so the client imports it without zod.

/** Every group off by every way: where a player starts, and what 'Turn all reminders off' writes. */
export const NO_REMINDERS: Preferences["reminders"] = {
  backed: { inApp: false, email: false, push: false },
  featured: { inApp: false, email: false, push: false },
  followed: { inApp: false, email: false, push: false },
  unpicked: { inApp: false, email: false, push: false },
};
