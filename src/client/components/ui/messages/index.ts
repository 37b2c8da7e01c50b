import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The shared building blocks' own words: close buttons, retry, the figures' states, the period tabs. */
export const uiArea = defineArea("client/components/ui/messages", en);
