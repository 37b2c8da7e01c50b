import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The Terms of Use. */
export const termsArea = defineArea("client/pages/static/messages/terms", en);
