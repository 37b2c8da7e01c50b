import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The Privacy Policy. */
export const privacyArea = defineArea("client/pages/static/messages/privacy", en);
