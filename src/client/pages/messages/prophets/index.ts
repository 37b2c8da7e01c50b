import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The /prophets page's heading and intro. */
export const prophetsPageArea = defineArea("client/pages/messages/prophets", en);
