import { defineArea } from "@client/lib/i18n/area";
import en from "./en.json";

/** The page shown at an unknown address. */
export const notFoundArea = defineArea("client/pages/messages/not-found", en);
