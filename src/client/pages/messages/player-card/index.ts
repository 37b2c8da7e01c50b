import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** /u/{username}: a player's public achievement card. */
export const playerCardArea = defineArea("client/pages/messages/player-card", en);
