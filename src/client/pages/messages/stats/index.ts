import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The stats page's heading. */
export const statsPageArea = defineArea("client/pages/messages/stats", en);
