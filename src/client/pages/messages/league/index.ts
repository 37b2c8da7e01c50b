import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The /leagues/:id page's frame: back link, loading and problems. */
export const leaguePageArea = defineArea("client/pages/messages/league", en);
