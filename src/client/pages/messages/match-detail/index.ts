import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The match page's own states: loading, not found, failed. */
export const matchDetailPageArea = defineArea("client/pages/messages/match-detail", en);
