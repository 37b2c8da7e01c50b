import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The History of Football: its sections, facts, figures and the Generate More button. */
export const footballHistoryArea = defineArea("client/pages/static/messages/football-history", en);
