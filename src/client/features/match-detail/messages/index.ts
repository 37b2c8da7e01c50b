import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The match page and its stake dialog (also opened from the arena): prophecies, bet, pick, crowd, live play and the result. */
export const matchDetailArea = defineArea("client/features/match-detail/messages", en);

export type MatchDetailId = keyof typeof en;
