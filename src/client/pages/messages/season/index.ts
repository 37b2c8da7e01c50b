import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The /season page's heading and intro. */
export const seasonPageArea = defineArea("client/pages/messages/season", en);
