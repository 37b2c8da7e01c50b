import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The /leagues page: the player's leagues, and making or joining one. */
export const leaguesPageArea = defineArea("client/pages/messages/leagues", en);
