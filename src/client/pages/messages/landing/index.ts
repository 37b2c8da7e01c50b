import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The signed-out landing screen. */
export const landingArea = defineArea("client/pages/messages/landing", en);
