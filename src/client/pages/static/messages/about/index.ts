import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** About Us. */
export const aboutArea = defineArea("client/pages/static/messages/about", en);
