import { defineArea } from "@client/lib/i18n/area";
import type { Translate } from "@shared/i18n/catalogue";
import en from "./en.json";

/** Private leagues: their forms, table, members, invite and Prophet of the Week badges. */
export const leaguesArea = defineArea("client/features/leagues/messages", en);

/** The leagues area's translator, for helpers outside components. */
export type LeaguesText = Translate<(typeof leaguesArea.ids)[number]>;
