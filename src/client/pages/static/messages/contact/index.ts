import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** Contact Us. */
export const contactArea = defineArea("client/pages/static/messages/contact", en);
