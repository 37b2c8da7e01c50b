// Freshness belongs to domain events (docs/decisions.md#client): queries never go stale by themselves
// (lib/query-client.ts), so whatever hears of an event calls it here, and each event names every read
// it changes, sets or drops, whichever feature owns the read. No feature lists another's keys.

export { signedIn, signedOut, settingsSaved, emailConfirmed } from "./account";
export { betPlaced } from "./bets";
export type { Read } from "./reads";
export { matchChanged, kickOffPassed, matchUnheard, matchesFetched, arenaMatchChanged, arenaListMoved } from "./matches";
export { notificationArrived, notificationsRead, remindersSaved, pushSubscribed } from "./notifications";
export { picksSaved, pickRemoved, jokerMoved } from "./picks";
export { seasonAnswered, seasonDeadlinePassed } from "./season";
export { matchFinished, settlementSeen, pickScoringSeen } from "./settlement";
export {
  referralApplied,
  leagueChanged,
  leagueLeft,
  leagueRaceMoved,
  leaguePicksMoved,
  leaguePostsKey,
  leaguePostWritten,
  leaguePostDeleted,
  leagueBanterSeen,
} from "./social";
