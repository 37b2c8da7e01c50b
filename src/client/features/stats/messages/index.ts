import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The stats page's sections: the oracles compared, the platform in numbers, winners and losers, recent results. */
export const statsArea = defineArea("client/features/stats/messages", en);
