import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The arena's match cards, lists, history and leaderboard tabs. */
export const matchesArea = defineArea("client/features/matches/messages", en);
