import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The coming-soon placeholder pages: their titles, the fixed text and what some already say. */
export const comingSoonArea = defineArea("client/pages/static/messages/coming-soon", en);
