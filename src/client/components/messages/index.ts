import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The loose shared components' words (the error fallback, the "You" mark) and the routes' loading label. */
export const componentsArea = defineArea("client/components/messages", en);
