import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The /picks page's heading and intro. */
export const picksPageArea = defineArea("client/pages/messages/picks", en);
