import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The sentences lib/ builds for the features: a bet's and a pick's outcome (own-outcome.ts). */
export const libArea = defineArea("client/lib/messages", en);

export type LibId = keyof typeof en;
