import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The Play Money Disclaimer. */
export const disclaimerArea = defineArea("client/pages/static/messages/disclaimer", en);
