import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The /leagues/join/:code invite page. */
export const leagueJoinPageArea = defineArea("client/pages/messages/league-join", en);
